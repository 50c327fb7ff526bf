// Sign-in's tables: one-time codes (created by the accounts area's migration 2026-11-21_auth, their
// `attempts` by 2026-11-25_one-time-code-attempts), and Pro Santé Connect's transactions and the
// identities it asserted for sessions (2026-11-22_psc). Sessions themselves are core's (core/tables.ts).
import type { ColumnType, Generated } from 'kysely'
import type { Timestamp } from '../../core/database/columns.ts'

interface PasswordlessCodesTable {
  id: string
  application: string
  identifier_type: string
  identifier: string
  code_hash: string
  /** Guesses checked against the code, the right one included (core/codes/one-time-codes.ts). */
  attempts: Generated<number>
  created_at: Timestamp
  expires_at: Timestamp
  /** Set when the code was used or locked after too many wrong tries; see `spent_reason`. */
  spent_at: Timestamp | null
  spent_reason: string | null
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
interface SessionIdentitiesTable {
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

export interface AuthTables {
  passwordless_codes: PasswordlessCodesTable
  psc_transactions: PscTransactionsTable
  session_identities: SessionIdentitiesTable
}
