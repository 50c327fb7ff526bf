// The seald area's tables (migration 2026-11-30_seald): what a Seald deployment of the vault keeps on the
// application's side — the Seald id of each user's identity, the names of Seald groups, each user's
// latest SSKS session, and the two per-user secrets the application server holds (the two-man rule's
// key, the key of the SDK's database in the browser). Seald keeps the rest: keys, groups' members,
// sessions' recipients.
import type { Timestamp } from '../../core/database/columns.ts'

export interface SealdTables {
  seald_identities: { user_id: string; seald_id: string; created_at: Timestamp }
  seald_groups: {
    id: string
    application: string
    name: string
    registered_by: string
    created_at: Timestamp
  }
  seald_two_man_rule_sessions: {
    user_id: string
    session_id: string
    auth_factor_type: 'EM' | 'SMS'
    auth_factor_value: string
    must_authenticate: boolean
    created_at: Timestamp
  }
  seald_two_man_rule_keys: { user_id: string; two_man_rule_key: string; created_at: Timestamp }
  seald_database_keys: { user_id: string; database_key: string; created_at: Timestamp }
}
