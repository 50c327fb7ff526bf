// The development outbox's table (created by the accounts area's first migration, 2026-11-21_auth):
// what the API would have sent, readable at GET /dev/outbox in LOCAL and DEV.
import type { Generated } from 'kysely'
import type { Timestamp } from '../../core/database/columns.ts'

interface OutboxMessagesTable {
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

export interface OutboxTables {
  outbox_messages: OutboxMessagesTable
}
