// A structure's invitations: a practitioner's, pending until they are in the team, and an email's,
// pending until an account registers with it and joins the team through it. Inviting the same person
// again replaces the message (one row each, by unique indexes), so the list stays one line per person.
import { randomUUID } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../database.ts'

export interface PendingInvitationRecord {
  id: string
  invitee: { id: string; userType: string; name: string } | null
  email: string | null
  invitedAt: Date
}

interface NewInvitation {
  application: string
  organizationId: string
  invitedBy: string
  message: string
  now: Date
}

/** Who may join a team: the spec's Team groups. */
export const PRACTITIONER_TYPES: readonly string[] = ['doctor', 'midwife', 'assistant']

export class InvitationsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Records (or renews) the invitation of a practitioner who has an account. */
  async inviteUser(invitation: NewInvitation & { userId: string }): Promise<void> {
    await this.db
      .insertInto('organization_invitations')
      .values(this.row(invitation, { user_id: invitation.userId, email: null }))
      .onConflict((oc) =>
        oc.columns(['organization_id', 'user_id']).where('user_id', 'is not', null).doUpdateSet({
          message: invitation.message,
          invited_by: invitation.invitedBy,
          updated_at: invitation.now,
        }),
      )
      .execute()
  }

  /** Records (or renews) the invitation of an email that has no practitioner's account yet. */
  async inviteEmail(invitation: NewInvitation & { email: string }): Promise<void> {
    await this.db
      .insertInto('organization_invitations')
      .values(this.row(invitation, { user_id: null, email: invitation.email }))
      .onConflict((oc) =>
        oc
          .columns(['organization_id', 'email'])
          .where(sql<boolean>`email is not null and joined_at is null`)
          .doUpdateSet({
            message: invitation.message,
            invited_by: invitation.invitedBy,
            updated_at: invitation.now,
          }),
      )
      .execute()
  }

  private row(invitation: NewInvitation, invitee: { user_id: string | null; email: string | null }) {
    return {
      id: randomUUID(),
      application: invitation.application,
      organization_id: invitation.organizationId,
      invited_by: invitation.invitedBy,
      ...invitee,
      message: invitation.message,
      created_at: invitation.now,
      updated_at: invitation.now,
    }
  }

  /** The structure's invitations not answered yet, the latest sent first. */
  async pending(organizationId: string): Promise<PendingInvitationRecord[]> {
    const rows = await this.db
      .selectFrom('organization_invitations as i')
      .leftJoin('users as u', 'u.id', 'i.user_id')
      .leftJoin('profiles as p', 'p.user_id', 'i.user_id')
      .leftJoin('organization_members as m', (join) =>
        join.onRef('m.organization_id', '=', 'i.organization_id').onRef('m.user_id', '=', 'i.user_id'),
      )
      .select([
        'i.id',
        'i.user_id',
        'i.email',
        'i.updated_at',
        'u.user_type',
        'p.given_name',
        'p.family_name',
      ])
      .where('i.organization_id', '=', organizationId)
      .where('i.joined_at', 'is', null)
      .where('m.user_id', 'is', null)
      .orderBy('i.updated_at', 'desc')
      .orderBy('i.id')
      .execute()
    return rows.map((row) => ({
      id: row.id,
      invitee: row.user_id
        ? {
            id: row.user_id,
            userType: row.user_type ?? 'doctor',
            name: `${row.given_name ?? ''} ${row.family_name ?? ''}`.trim(),
          }
        : null,
      email: row.email,
      invitedAt: new Date(row.updated_at),
    }))
  }

  /**
   * Makes a newly registered practitioner a member of every active structure of the application that
   * invited their email, in one transaction; returns those structures' ids.
   */
  async joinByEmail(input: {
    application: string
    email: string
    userId: string
    now: Date
  }): Promise<string[]> {
    return this.db.transaction().execute(async (trx) => {
      const invitations = await trx
        .selectFrom('organization_invitations as i')
        .innerJoin('organizations as o', 'o.id', 'i.organization_id')
        .select(['i.id', 'i.organization_id'])
        .where('i.application', '=', input.application)
        .where('i.email', '=', input.email)
        .where('i.joined_at', 'is', null)
        .where('o.active', '=', true)
        .execute()
      if (invitations.length === 0) return []
      const organizationIds = [...new Set(invitations.map((i) => i.organization_id))]
      await trx
        .insertInto('organization_members')
        .values(
          organizationIds.map((id) => ({
            organization_id: id,
            user_id: input.userId,
            role: 'member' as const,
            created_at: input.now,
          })),
        )
        .onConflict((oc) => oc.columns(['organization_id', 'user_id']).doNothing())
        .execute()
      await trx
        .updateTable('organization_invitations')
        .set({ joined_user_id: input.userId, joined_at: input.now, updated_at: input.now })
        .where(
          'id',
          'in',
          invitations.map((i) => i.id),
        )
        .execute()
      return organizationIds
    })
  }
}
