// Table types for kysely. Kept by hand beside the migrations: each migration that changes a table
// changes its interface here in the same commit.
import type { ColumnType, Generated } from 'kysely'

type Timestamp = ColumnType<Date, Date | string, Date | string>

/** Address as the contract's `Address` schema; stored as a jsonb list so more can be added later. */
export interface StoredAddress {
  streetNumber?: string
  streetName?: string
  line?: string
  postalCode?: string
  city?: string
  district?: string
  state?: string
  country?: string
  coordinates?: { latitude: number; longitude: number }
  text: string
}

export interface UsersTable {
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

export interface ProfilesTable {
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

export interface OrganizationsTable {
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

export interface OrganizationMembersTable {
  organization_id: string
  user_id: string
  role: 'manager' | 'member'
  created_at: Timestamp
}

export interface SessionImpersonationsTable {
  session_id: string
  impersonator_user_id: string
  impersonator_identifier_type: string
  impersonator_identifier: string
  started_at: Timestamp
}

/** Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE). */
export interface ImpersonationAuditTable {
  id: Generated<string>
  application: string
  action: 'start' | 'restore'
  actor_user_id: string
  actor_username: string
  target_user_id: string
  target_username: string
  session_id: string
  created_at: Timestamp
}

/** Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE). */
export interface AccountReviewAuditTable {
  id: Generated<string>
  application: string
  decision: 'accepted' | 'declined'
  actor_user_id: string
  actor_username: string
  target_user_id: string
  target_username: string
  organization_id: string | null
  organization_name: string | null
  created_at: Timestamp
}

export interface AdministratorsTable {
  user_id: string
  application: string
  /** Null when the grant came from the configuration or the demo seed. */
  granted_by_user_id: string | null
  /** Who granted it: an administrator's username, `configuration` or `seed`. */
  granted_by: string
  granted_at: Timestamp
}

/** Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE). */
export interface AdministratorAuditTable {
  id: Generated<string>
  application: string
  action: 'grant' | 'revoke'
  actor_user_id: string | null
  actor_username: string
  target_user_id: string
  target_username: string
  created_at: Timestamp
}

/** LOCAL/DEV only: the account each demo account of the code is, by a key the user cannot change. */
export interface DemoAccountsTable {
  demo_key: string
  user_id: string
}

export interface PasswordlessCodesTable {
  id: string
  application: string
  identifier_type: string
  identifier: string
  code_hash: string
  /** Guesses checked against the code, the right one included (db/one-time-codes.ts). */
  attempts: Generated<number>
  created_at: Timestamp
  expires_at: Timestamp
  /** Set when the code was used or locked after too many wrong tries; see `spent_reason`. */
  spent_at: Timestamp | null
  spent_reason: string | null
  seq: Generated<string>
}

/** A new email or phone waiting for its code (a one-time code table, see db/one-time-codes.ts). */
export interface IdentifierChangesTable {
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

export interface SessionsTable {
  id: string
  token_hash: string
  application: string
  identifier_type: string
  identifier: string
  user_id: string | null
  created_at: Timestamp
  last_seen_at: Timestamp
  idle_expires_at: Timestamp
  expires_at: Timestamp
  revoked_at: Timestamp | null
}

/** One sliding-window counter: the hits still in its window (plugins/auth/rate-limiter.ts). */
export interface RateLimitsTable {
  scope: string
  key_hash: string
  hits: ColumnType<Date[], Date[], Date[]>
  expires_at: Timestamp
}

export interface OutboxMessagesTable {
  id: string
  application: string
  channel: string
  recipient: string
  subject: string
  text: string
  code: string | null
  created_at: Timestamp
  seq: Generated<string>
}

export interface PscTransactionsTable {
  state: string
  application: string
  nonce: string
  code_verifier: string
  return_origin: string
  browser_hash: string
  created_at: Timestamp
  expires_at: Timestamp
}

/** The identity a provider asserted for a session; `claims` is the contract's `IdentityProvider`. */
export interface SessionIdentitiesTable {
  session_id: string
  provider: string
  subject: string
  claims: ColumnType<StoredIdentityClaims, string, string>
  id_token: string | null
  created_at: Timestamp
}

export interface StoredIdentityClaims {
  name: 'psc'
  userType: string
  firstName: string
  lastName: string
  gender?: 'MALE' | 'FEMALE'
  rpps?: string
  professionCode?: string
}

export interface DB {
  users: UsersTable
  profiles: ProfilesTable
  passwordless_codes: PasswordlessCodesTable
  sessions: SessionsTable
  rate_limits: RateLimitsTable
  outbox_messages: OutboxMessagesTable
  psc_transactions: PscTransactionsTable
  session_identities: SessionIdentitiesTable
  organizations: OrganizationsTable
  organization_members: OrganizationMembersTable
  session_impersonations: SessionImpersonationsTable
  impersonation_audit: ImpersonationAuditTable
  account_review_audit: AccountReviewAuditTable
  administrators: AdministratorsTable
  administrator_audit: AdministratorAuditTable
  demo_accounts: DemoAccountsTable
  identifier_changes: IdentifierChangesTable
}
