// Administration's tables: administrator grants and their trail (2026-11-25_administrators), the
// impersonation a session is in, and the append-only trails of impersonations and account reviews
// (2026-11-22_accounts; a refusal's reason and the reviewed email and phone since
// 2026-11-26_account-refusal-reasons). The audit tables keep ids and usernames without foreign keys, and
// the database refuses to update or delete them.
import type { Generated } from 'kysely'
import type { Timestamp } from '../../core/database/columns.ts'

interface SessionImpersonationsTable {
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
interface AccountReviewAuditTable {
  id: Generated<string>
  application: string
  decision: 'accepted' | 'declined'
  actor_user_id: string
  actor_username: string
  target_user_id: string
  target_username: string
  organization_id: string | null
  organization_name: string | null
  /** The reviewer's words to the refused person; null for an acceptance (and refusals before reasons). */
  reason: string | null
  /** The reviewed account's email and phone, by which a later sign-in finds the decision. */
  target_email: string | null
  target_phone: string | null
  created_at: Timestamp
}

interface AdministratorsTable {
  user_id: string
  application: string
  /** Null when the grant came from the configuration or the demo seed. */
  granted_by_user_id: string | null
  /** Who granted it: an administrator's username, `configuration` or `seed`. */
  granted_by: string
  granted_at: Timestamp
}

/** Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE). */
interface AdministratorAuditTable {
  id: Generated<string>
  application: string
  action: 'grant' | 'revoke'
  actor_user_id: string | null
  actor_username: string
  target_user_id: string
  target_username: string
  created_at: Timestamp
}

export interface AdminTables {
  session_impersonations: SessionImpersonationsTable
  impersonation_audit: ImpersonationAuditTable
  account_review_audit: AccountReviewAuditTable
  administrators: AdministratorsTable
  administrator_audit: AdministratorAuditTable
}
