// The key store's tables (migrations/), in a database type of its own: it may live apart from the
// application's database and shares nothing with it but the rate limiter's table (core's).
import type { ColumnType, Generated } from 'kysely'
import type { Timestamp } from '../../core/database/columns.ts'
import type { RateLimitTables } from '../../core/tables.ts'

interface KeyStoreTables {
  key_store_challenges: {
    id: string
    user_id: string
    purpose: 'register' | 'release'
    code_hash: string
    attempts: Generated<number>
    created_at: Timestamp
    expires_at: Timestamp
    spent_at: ColumnType<Date | null, Date | null | undefined, Date | null>
    spent_reason: ColumnType<
      'used' | 'locked' | null,
      'used' | 'locked' | null | undefined,
      'used' | 'locked'
    >
    seq: ColumnType<string | number, never, never>
  }
  key_store_backups: {
    user_id: string
    encrypted_backup: string
    key_store_secret: string
    created_at: Timestamp
    last_released_at: ColumnType<Date | null, Date | null | undefined, Date | null>
  }
  key_store_claim_keys: {
    claim_id: string
    user_id: string
    depositor_id: string
    over_encryption_key: string
    created_at: Timestamp
  }
}

/** The key store's database: its tables and the rate limiter's counters. */
export type KeyStoreDB = KeyStoreTables & RateLimitTables
