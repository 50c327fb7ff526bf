// The accounts' tables: users and their profiles (migration 2026-11-21_auth, columns added by
// 2026-11-22_accounts of the admin area), identifier changes waiting for their code, and the link of
// each LOCAL/DEV demo account to its row.
import type { ColumnType, Generated } from 'kysely'
import type { StoredAddress, Timestamp } from '../../core/database/columns.ts'

interface UsersTable {
  id: string
  application: string
  user_type: string
  email: string | null
  phone: string | null
  active: boolean
  sld_id: string | null
  created_at: Timestamp
  updated_at: Timestamp
  terms_accepted_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  position_latitude: ColumnType<number | null, number | null | undefined, number | null>
  position_longitude: ColumnType<number | null, number | null | undefined, number | null>
  position_updated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
  device_token: ColumnType<string | null, string | null | undefined, string | null>
  device_token_updated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
}

interface ProfilesTable {
  id: string
  user_id: string
  given_name: string
  family_name: string
  gender: string | null
  birth_date: ColumnType<string | null, string | null, string | null>
  address: ColumnType<StoredAddress[], string, string>
  rpps: string | null
  finess: string | null
  created_at: Timestamp
  updated_at: Timestamp
  nir: ColumnType<string | null, string | null | undefined, string | null>
  languages: ColumnType<string[], string | undefined, string>
  qualifications: ColumnType<string[], string | undefined, string>
  description: ColumnType<string | null, string | null | undefined, string | null>
  exercice_zone: ColumnType<StoredAddress | null, string | null | undefined, string | null>
  exercice_radius: ColumnType<number | null, number | null | undefined, number | null>
  /** The rest of the role object given at registration, as the contract's `*Registration` schemas. */
  role_details: ColumnType<Record<string, unknown>, string | undefined, string>
}

/** A new email or phone waiting for its code (a one-time code table, see core/codes/one-time-codes.ts). */
interface IdentifierChangesTable {
  id: string
  seq: Generated<string>
  user_id: string
  application: string
  identifier_type: 'email' | 'phone'
  identifier: string
  code_hash: string
  attempts: Generated<number>
  created_at: Timestamp
  expires_at: Timestamp
  spent_at: Timestamp | null
  spent_reason: string | null
}

/** LOCAL/DEV only: the account each demo account of the code is, by a key the user cannot change. */
interface DemoAccountsTable {
  demo_key: string
  user_id: string
}

export interface AccountsTables {
  users: UsersTable
  profiles: ProfilesTable
  identifier_changes: IdentifierChangesTable
  demo_accounts: DemoAccountsTable
}
