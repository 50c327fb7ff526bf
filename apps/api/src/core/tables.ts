// The tables core's own services keep: sessions (sessions/) and the rate limiter's counters (limits/).
// Every other table belongs to an area (areas/<area>/tables.ts) or an adapter; areas/database.ts
// assembles them all into the database type.
import type { ColumnType } from 'kysely'
import type { Timestamp } from './database/columns.ts'

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

/** One sliding-window counter: the hits still in its window (limits/rate-limiter.ts). */
interface RateLimitsTable {
  scope: string
  key_hash: string
  hits: ColumnType<Date[], Date[], Date[]>
  expires_at: Timestamp
}

export interface SessionTables {
  sessions: SessionsTable
}

/** Also kept by the key store in its own database, so it may live apart (areas/key-store). */
export interface RateLimitTables {
  rate_limits: RateLimitsTable
}

export type CoreTables = SessionTables & RateLimitTables
