// The key store's own migrations, with their own bookkeeping table (`key_store_migration`), so that they
// run the same in the application database (embedded default) or in the key store's own database
// (KEY_STORE_DATABASE_URL). Dated names, frozen once shipped, like every area's; they are not in the
// application's list (areas/index.ts), and share a name with one of it without meeting it.
import type { Kysely } from 'kysely'
import { migrateToLatest, type Migrations } from '../../../core/database/migrate.ts'
import * as keyStore from './2026-11-22_key-store.ts'
import * as oneTimeCodeAttempts from './2026-11-25_one-time-code-attempts.ts'
import * as claimKeys from './2026-11-28_key-store-claim-keys.ts'

export const keyStoreMigrations: Migrations = {
  '2026-11-22_key-store': keyStore,
  '2026-11-25_one-time-code-attempts': oneTimeCodeAttempts,
  '2026-11-28_key-store-claim-keys': claimKeys,
}

export function migrateKeyStore<D>(db: Kysely<D>, schema?: string): Promise<void> {
  return migrateToLatest(db, keyStoreMigrations, {
    schema,
    migrationTableName: 'key_store_migration',
    migrationLockTableName: 'key_store_migration_lock',
    label: 'Key store migration',
  })
}
