// The access policies and the append-only access log (migration 2026-11-27_access-policies), and the
// append-only record of every answer (2026-11-28_access-policy-decisions).
import type { ColumnType } from 'kysely'
import type { Json, Timestamp } from '../../core/database/columns.ts'

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>

interface AccessPoliciesTable {
  id: string
  application: string
  resource: string
  holder_user_id: string
  resource_id: string
  grantee_user_id: string | null
  grantee_organization_id: string | null
  status: 'PENDING' | 'INVITED' | 'ACCEPTED' | 'REJECTED'
  rights: Json<string[]>
  valid_from: NullableTimestamp
  valid_to: NullableTimestamp
  requested_by: string | null
  created_at: Timestamp
  updated_at: Timestamp
  decided_at: NullableTimestamp
}

interface AccessLogTable {
  id: string
  application: string
  patient_user_id: string
  reader_user_id: string
  reader_organization_id: string | null
  access_policy_id: string | null
  resource: 'medical-record' | 'observation' | 'document'
  resource_id: string | null
  /** Whether the content was read, or written (a record edited, a document added). */
  action: ColumnType<'read' | 'write', 'read' | 'write' | undefined, never>
  /** Written once: the table refuses updates and deletes. */
  read_at: ColumnType<Date, Date | string, never>
}

interface AccessPolicyDecisionsTable {
  id: string
  application: string
  access_policy_id: string
  resource: string
  resource_id: string
  /** The holder who answered. */
  decided_by: string
  grantee_user_id: string | null
  grantee_organization_id: string | null
  answer: 'approve' | 'reject' | 'revoke'
  /** The policy's status after the answer. */
  status: string
  /** Written once: the table refuses updates and deletes. */
  decided_at: ColumnType<Date, Date | string, never>
}

export interface AccessPoliciesTables {
  access_policies: AccessPoliciesTable
  access_log: AccessLogTable
  access_policy_decisions: AccessPolicyDecisionsTable
}
