// What an area is to the server, and what the server hands each area. server.ts builds the core
// services and the adapters once, then registers every area of areas/index.ts with this context; an
// area builds its own repositories from `db` and never reaches into another area's folder (see
// apps/api/README.md).
import type { Plugin } from '@hapi/hapi'
import type { Kysely } from 'kysely'
import type { Logger } from 'pino'
import type { CheckupStations } from '../adapters/checkups/port.ts'
import type { Directories } from '../adapters/directory/ports.ts'
import type { DeliveryPort } from '../adapters/delivery/port.ts'
import type { PaymentTerminal } from '../adapters/payment/port.ts'
import type { PrescriptionSoftware } from '../adapters/prescription/port.ts'
import type { RealtimeFanOut } from '../adapters/realtime-fan-out/port.ts'
import type { BlobStorage } from '../adapters/storage/port.ts'
import type { AccountStore } from '../core/accounts/account-store.ts'
import type { AccountResolver } from '../core/accounts/current-account.ts'
import type { ApiConfig } from '../core/config.ts'
import type { DatabaseKind } from '../core/database/database.ts'
import type { Migrations } from '../core/database/migrate.ts'
import type { RateLimiter } from '../core/limits/rate-limiter.ts'
import type { SessionService } from '../core/sessions/session-service.ts'
import type { DB } from './database.ts'

export interface AreaContext {
  config: ApiConfig
  /** The application database, with every area's tables (areas/index.ts). */
  db: Kysely<DB>
  databaseKind: DatabaseKind
  logger: Logger
  /** Sessions: authenticate, open, rotate, revoke, cookies. */
  sessions: SessionService
  /** The account behind the request's session, and any account by id or identifier (`store`). */
  accounts: AccountResolver
  /** Sliding-window counters of the application database, keyed with CODE_PEPPER. */
  rateLimiter: RateLimiter
  /** Where one-time codes leave: the dev outbox in LOCAL/DEV, SMTP when configured. */
  delivery: DeliveryPort
  /** FINESS, SIRET, PMI and places: the shipped extracts, or the public services when configured. */
  directories: Directories
  /** How a new message reaches the sockets of every instance. */
  fanOut: RealtimeFanOut
  /** Where documents' encrypted blobs are kept: a local folder, or an S3-compatible bucket. */
  storage: BlobStorage
  /** How the patient's share of a consultation is collected: the simulated terminal by default. */
  payments: PaymentTerminal
  /** The prescription software of the consultation rooms: the local service in LOCAL/DEV, none in PROD. */
  prescriptions: PrescriptionSoftware | null
  /** The health check-ups' station platform: the local platform in LOCAL/DEV, none in PROD. */
  checkupStations: CheckupStations | null
  /** Closes, when the server stops (or fails to start), something the area opened itself. */
  onStop(close: () => Promise<void>): void
}

export interface Area {
  /** Its folder's name, the tag of its operations in the contract, its area in packages/features. */
  name: string
  /** The hapi plugin that registers its operations (and any route outside the contract). */
  module: Plugin<AreaContext>
  /** Its migrations of the application database by dated name; all areas' run in name order. */
  migrations?: Migrations
  /** The area that stores accounts lends core the way to read them (one area does). */
  accountStore?: (db: Kysely<DB>) => AccountStore
  /** LOCAL/DEV demonstration data, written at every start (idempotent). */
  seed?: (db: Kysely<DB>, now: Date) => Promise<void>
}
