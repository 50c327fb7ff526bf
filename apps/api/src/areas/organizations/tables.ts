// Organizations and their members (created by the admin area's migration 2026-11-22_accounts; a
// structure is created with its manager's registration, in the accounts area), and the invitations its
// managers sent (2026-12-08_organization-invitations).
import type { ColumnType } from 'kysely'
import type { StoredAddress, Timestamp } from '../../core/database/columns.ts'

interface OrganizationsTable {
  id: string
  application: string
  name: string
  finess: string | null
  siret: string | null
  specialities: ColumnType<string[], string, string>
  address: ColumnType<StoredAddress, string, string>
  manager_user_id: string | null
  active: boolean
  created_at: Timestamp
  updated_at: Timestamp
}

interface OrganizationMembersTable {
  organization_id: string
  user_id: string
  role: 'manager' | 'member'
  created_at: Timestamp
}

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>

interface OrganizationInvitationsTable {
  id: string
  application: string
  organization_id: string
  invited_by: string | null
  /** A practitioner who has an account; or else `email`. */
  user_id: string | null
  /** Lower-cased, as accounts keep emails. */
  email: string | null
  message: string
  created_at: Timestamp
  updated_at: Timestamp
  /** The account that registered with `email` and joined the team through it. */
  joined_user_id: ColumnType<string | null, string | null | undefined, string | null>
  joined_at: NullableTimestamp
}

export interface OrganizationsTables {
  organizations: OrganizationsTable
  organization_members: OrganizationMembersTable
  organization_invitations: OrganizationInvitationsTable
}
