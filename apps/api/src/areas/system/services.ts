// What the system area's handlers use, built once per server.
import type { Kysely } from 'kysely'
import { OutboxRepository } from '../../adapters/delivery/outbox.ts'
import type { RealtimeFanOut } from '../../adapters/realtime-fan-out/port.ts'
import type { ApiConfig } from '../../core/config.ts'
import type { DatabaseKind } from '../../core/database/database.ts'
import type { AreaContext } from '../area.ts'
import type { DB } from '../database.ts'

export const API_VERSION = '0.1.0'

export interface SystemServices {
  config: ApiConfig
  db: Kysely<DB>
  databaseKind: DatabaseKind
  fanOut: RealtimeFanOut
  outbox: OutboxRepository<DB>
}

export function systemServices(context: AreaContext): SystemServices {
  const { config, db, databaseKind, fanOut } = context
  return { config, db, databaseKind, fanOut, outbox: new OutboxRepository(db) }
}
