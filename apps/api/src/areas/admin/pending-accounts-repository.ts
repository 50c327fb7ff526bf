// Accounts waiting for review: every inactive account of an application (by the activation policy,
// organizations' managers and dispatch accounts), with the organization it manages if any and the
// numbers a reviewer checks (the structure's FINESS or SIRET, the person's RPPS).
import type { Kysely } from 'kysely'
import type { StoredAddress } from '../../core/database/columns.ts'
import type { DB } from '../database.ts'

export interface PendingAccountRecord {
  userId: string
  userType: string
  email: string | null
  phone: string | null
  givenName: string | null
  familyName: string | null
  userAddress: StoredAddress[] | null
  rpps: string | null
  organizationId: string | null
  organizationName: string | null
  organizationAddress: StoredAddress | null
  finess: string | null
  siret: string | null
  createdAt: Date
}

interface Actor {
  id: string
  username: string
}

export class PendingAccountsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  private pending(application: string) {
    return this.db
      .selectFrom('users as u')
      .leftJoin('profiles as p', 'p.user_id', 'u.id')
      .leftJoin('organizations as o', (join) =>
        join.onRef('o.manager_user_id', '=', 'u.id').on('o.active', '=', false),
      )
      .select([
        'u.id as userId',
        'u.user_type as userType',
        'u.email',
        'u.phone',
        'p.given_name as givenName',
        'p.family_name as familyName',
        'p.address as userAddress',
        'p.rpps',
        'o.id as organizationId',
        'o.name as organizationName',
        'o.address as organizationAddress',
        'o.finess',
        'o.siret',
        'u.created_at as createdAt',
      ])
      .where('u.application', '=', application)
      .where('u.active', '=', false)
  }

  async list(application: string): Promise<PendingAccountRecord[]> {
    return this.pending(application).orderBy('u.created_at').orderBy('u.id').execute()
  }

  async find(application: string, userId: string): Promise<PendingAccountRecord | undefined> {
    return this.pending(application).where('u.id', '=', userId).executeTakeFirst()
  }

  /** Activates the account and the organizations it manages; the decision goes to the audit table. */
  async accept(application: string, account: PendingAccountRecord, actor: Actor, now: Date): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ active: true, updated_at: now })
        .where('id', '=', account.userId)
        .execute()
      await trx
        .updateTable('organizations')
        .set({ active: true, updated_at: now })
        .where('manager_user_id', '=', account.userId)
        .execute()
      await trx
        .insertInto('account_review_audit')
        .values(audit(application, 'accepted', account, actor, now))
        .execute()
    })
  }

  /**
   * Deletes the pending account with the organizations it manages (members, profile and sessions go by
   * cascade): the person may sign in again and register with corrected details. The decision keeps the
   * reason, which that sign-in tells them (AccountRefusalsRepository).
   */
  async decline(
    application: string,
    account: PendingAccountRecord,
    actor: Actor,
    now: Date,
    reason: string,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('account_review_audit')
        .values({ ...audit(application, 'declined', account, actor, now), reason })
        .execute()
      await trx.deleteFrom('organizations').where('manager_user_id', '=', account.userId).execute()
      await trx.deleteFrom('users').where('id', '=', account.userId).execute()
    })
  }
}

function audit(
  application: string,
  decision: 'accepted' | 'declined',
  account: PendingAccountRecord,
  actor: Actor,
  now: Date,
) {
  return {
    application,
    decision,
    actor_user_id: actor.id,
    actor_username: actor.username,
    target_user_id: account.userId,
    target_username: account.email ?? account.phone ?? '',
    organization_id: account.organizationId,
    organization_name: account.organizationName,
    // Both decisions name the account's identifiers, so that the latest one about them is the one told.
    target_email: account.email,
    target_phone: account.phone,
    created_at: now,
  }
}
