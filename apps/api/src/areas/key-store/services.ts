// What the key store's handlers use, built once per server: its tables in the application database
// (the embedded default) or in its own (KEY_STORE_DATABASE_URL), migrated with their own bookkeeping
// table, and a rate limiter over that same database with the key store's own pepper.
import type { Kysely } from 'kysely'
import type { DeliveryPort } from '../../adapters/delivery/port.ts'
import type { AccountResolver } from '../../core/accounts/current-account.ts'
import type { ApiConfig } from '../../core/config.ts'
import { openDatabase } from '../../core/database/database.ts'
import { RateLimiter } from '../../core/limits/rate-limiter.ts'
import type { AreaContext } from '../area.ts'
import { KeyStoreRepository } from './key-store-repository.ts'
import { migrateKeyStore } from './migrations/index.ts'
import type { KeyStoreDB } from './tables.ts'

export interface KeyStoreServices {
  config: ApiConfig
  accounts: AccountResolver
  store: KeyStoreRepository
  /** Its own counters, in its own database: the rate limiter only needs the `rate_limits` table. */
  rateLimiter: RateLimiter
  /** Embedded, it sends through the API's own delivery (the dev outbox in LOCAL/DEV, SMTP). */
  delivery: DeliveryPort
}

export async function keyStoreServices(context: AreaContext): Promise<KeyStoreServices> {
  const { config, accounts, delivery } = context
  const own = config.keyStore.database
  let db = context.db as unknown as Kysely<KeyStoreDB>
  if (own) {
    const database = await openDatabase<KeyStoreDB>(own)
    context.onStop(() => database.close())
    db = database.db
  }
  const where = own ?? config.database
  await migrateKeyStore(db, where.kind === 'postgres' ? where.schema : undefined)
  return {
    config,
    accounts,
    delivery,
    store: new KeyStoreRepository(db),
    rateLimiter: new RateLimiter(db, config.keyStore.pepper, config.rateLimits.windowMs),
  }
}
