// A structure's external practitioners: the practitioners it works with without employing them. Each is
// an access policy on the structure's `organization_external_practitioners`, held by the structure's
// account and granted to the practitioner: offered (`INVITED`) until they accept it (`ACCEPTED`: an
// external practitioner) or decline it. The answers themselves go through the access policies, which
// keep every decision; this reads what the structure's page lists.
import type { Kysely } from 'kysely'
import type { DB } from '../database.ts'

export const EXTERNAL_PRACTITIONERS = 'organization_external_practitioners'

export interface ExternalPractitionerRecord {
  userId: string
  userType: string
  givenName: string
  familyName: string
  qualifications: string[]
  email: string | null
  phone: string | null
  accessPolicyId: string
  since: Date
}

export interface ExternalInvitationRecord {
  accessPolicyId: string
  invitee: { id: string; userType: string; name: string }
  invitedAt: Date
}

export class ExternalPractitionersRepository {
  constructor(private readonly db: Kysely<DB>) {}

  private policies(application: string, organizationId: string, status: 'INVITED' | 'ACCEPTED') {
    return this.db
      .selectFrom('access_policies as ap')
      .innerJoin('users as u', 'u.id', 'ap.grantee_user_id')
      .leftJoin('profiles as p', 'p.user_id', 'u.id')
      .where('ap.application', '=', application)
      .where('ap.resource', '=', EXTERNAL_PRACTITIONERS)
      .where('ap.resource_id', '=', organizationId)
      .where('ap.status', '=', status)
  }

  /** Those who accepted the structure's invitation, by family then given name. */
  async accepted(application: string, organizationId: string): Promise<ExternalPractitionerRecord[]> {
    const rows = await this.policies(application, organizationId, 'ACCEPTED')
      .select([
        'u.id',
        'u.user_type',
        'u.email',
        'u.phone',
        'p.given_name',
        'p.family_name',
        'p.qualifications',
        'ap.id as policy_id',
        'ap.decided_at',
        'ap.created_at',
      ])
      .orderBy('p.family_name')
      .orderBy('p.given_name')
      .orderBy('u.id')
      .execute()
    return rows.map((row) => ({
      userId: row.id,
      userType: row.user_type,
      givenName: row.given_name ?? '',
      familyName: row.family_name ?? '',
      qualifications: row.qualifications ?? [],
      email: row.email,
      phone: row.phone,
      accessPolicyId: row.policy_id,
      since: new Date(row.decided_at ?? row.created_at),
    }))
  }

  /** The invitations waiting for the practitioner's answer, newest first. */
  async invited(application: string, organizationId: string): Promise<ExternalInvitationRecord[]> {
    const rows = await this.policies(application, organizationId, 'INVITED')
      .select(['u.id', 'u.user_type', 'p.given_name', 'p.family_name', 'ap.id as policy_id', 'ap.created_at'])
      .orderBy('ap.created_at', 'desc')
      .orderBy('ap.id')
      .execute()
    return rows.map((row) => ({
      accessPolicyId: row.policy_id,
      invitee: {
        id: row.id,
        userType: row.user_type,
        name: `${row.given_name ?? ''} ${row.family_name ?? ''}`.trim(),
      },
      invitedAt: new Date(row.created_at),
    }))
  }
}
