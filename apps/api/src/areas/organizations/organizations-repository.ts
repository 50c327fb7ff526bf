// Registered organizations: found by FINESS when active, their members, who belongs to which and who
// manages which, and those a practitioner may ask to join.
import type { Kysely } from 'kysely'
import type { StoredAddress } from '../../core/database/columns.ts'
import type { DB } from '../database.ts'

export interface OrganizationRecord {
  id: string
  name: string
  finess: string | null
  siret: string | null
  specialities: string[]
  address: StoredAddress
  active: boolean
}

/** A structure a practitioner may ask to join: active, with a manager to answer the request. */
export interface JoinableOrganization {
  id: string
  name: string
  managerUserId: string
}

export interface TeamMemberRecord {
  userId: string
  userType: string
  role: 'manager' | 'member'
  givenName: string
  familyName: string
  joinedAt: Date
}

export class OrganizationsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** The oldest active organization of the application with this FINESS (pending ones are not joinable). */
  async findActiveByFiness(application: string, finess: string): Promise<OrganizationRecord | undefined> {
    return this.db
      .selectFrom('organizations')
      .select(['id', 'name', 'finess', 'siret', 'specialities', 'address', 'active'])
      .where('application', '=', application)
      .where('finess', '=', finess)
      .where('active', '=', true)
      .orderBy('created_at')
      .executeTakeFirst()
  }

  /** Whether the user belongs to this organization of the application (as manager or member). */
  async isMember(application: string, organizationId: string, userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('organization_members as m')
      .innerJoin('organizations as o', 'o.id', 'm.organization_id')
      .select('m.user_id')
      .where('o.application', '=', application)
      .where('m.organization_id', '=', organizationId)
      .where('m.user_id', '=', userId)
      .executeTakeFirst()
    return row !== undefined
  }

  /**
   * The organization of the application, by name, with its account (null for one without), when the
   * user is one of its managers.
   */
  async managedBy(
    application: string,
    organizationId: string,
    userId: string,
  ): Promise<{ id: string; name: string; managerUserId: string | null } | undefined> {
    return this.db
      .selectFrom('organization_members as m')
      .innerJoin('organizations as o', 'o.id', 'm.organization_id')
      .select(['o.id', 'o.name', 'o.manager_user_id as managerUserId'])
      .where('o.application', '=', application)
      .where('m.organization_id', '=', organizationId)
      .where('m.user_id', '=', userId)
      .where('m.role', '=', 'manager')
      .executeTakeFirst()
  }

  /** The organization of the application when it can be asked to join: active, and with a manager. */
  async findJoinable(application: string, organizationId: string): Promise<JoinableOrganization | undefined> {
    const row = await this.db
      .selectFrom('organizations')
      .select(['id', 'name', 'manager_user_id'])
      .where('id', '=', organizationId)
      .where('application', '=', application)
      .where('active', '=', true)
      .where('manager_user_id', 'is not', null)
      .executeTakeFirst()
    return row?.manager_user_id
      ? { id: row.id, name: row.name, managerUserId: row.manager_user_id }
      : undefined
  }

  /** Everyone who belongs to the organization, with their names, by family then given name. */
  async members(organizationId: string): Promise<TeamMemberRecord[]> {
    const rows = await this.db
      .selectFrom('organization_members as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .leftJoin('profiles as p', 'p.user_id', 'u.id')
      .select(['u.id', 'u.user_type', 'm.role', 'p.given_name', 'p.family_name', 'm.created_at'])
      .where('m.organization_id', '=', organizationId)
      .orderBy('p.family_name')
      .orderBy('p.given_name')
      .orderBy('u.id')
      .execute()
    return rows.map((row) => ({
      userId: row.id,
      userType: row.user_type,
      role: row.role as TeamMemberRecord['role'],
      givenName: row.given_name ?? '',
      familyName: row.family_name ?? '',
      joinedAt: new Date(row.created_at),
    }))
  }

  /**
   * The memberships of `memberId` in the application's structures the viewer also belongs to, by
   * structure name: what the viewer may see of a colleague.
   */
  async sharedMemberships(
    application: string,
    memberId: string,
    viewerId: string,
  ): Promise<{ id: string; name: string; role: 'manager' | 'member'; joinedAt: Date }[]> {
    const rows = await this.db
      .selectFrom('organization_members as m')
      .innerJoin('organizations as o', 'o.id', 'm.organization_id')
      .innerJoin('organization_members as viewer', (join) =>
        join.onRef('viewer.organization_id', '=', 'm.organization_id').on('viewer.user_id', '=', viewerId),
      )
      .select(['o.id', 'o.name', 'm.role', 'm.created_at'])
      .where('o.application', '=', application)
      .where('m.user_id', '=', memberId)
      .orderBy('o.name')
      .orderBy('o.id')
      .execute()
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      role: row.role,
      joinedAt: new Date(row.created_at),
    }))
  }

  /** The ids of the requests to join the structure that wait for this holder's answer, oldest first. */
  async pendingJoinRequestIds(application: string, organizationId: string, holderUserId: string) {
    const rows = await this.db
      .selectFrom('access_policies')
      .select('id')
      .where('application', '=', application)
      .where('resource', '=', 'organization')
      .where('resource_id', '=', organizationId)
      .where('holder_user_id', '=', holderUserId)
      .where('status', '=', 'PENDING')
      .orderBy('created_at')
      .orderBy('id')
      .execute()
    return rows.map((row) => row.id)
  }
}
