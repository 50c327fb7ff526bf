// Organizations and their members (created by the admin area's migration 2026-11-22_accounts; a
// structure is created with its manager's registration, in the accounts area).
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

export interface OrganizationsTables {
  organizations: OrganizationsTable
  organization_members: OrganizationMembersTable
}
