// Table types of the key store (migrations.ts). Its own database type: it may live apart from the
// application's database and shares nothing with it but the rate limiter's table shape.
import type { ColumnType, Generated } from 'kysely'
import type { DB } from '../../db/schema.ts'

type Timestamp = ColumnType<Date, Date | string, Date | string>

export interface KeyStoreDB {
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
  rate_limits: DB['rate_limits']
}
