// Builds the hapi server: the database (migrated, seeded in LOCAL/DEV), the core services and the
// adapters once, the contract router, then every area of areas/index.ts with the same context. Used by
// main.ts, the start script and the tests. Nothing here knows an area's insides: an area is one line
// in areas/index.ts.
import type { Server } from '@hapi/hapi'
import type { Kysely } from 'kysely'
import { createCheckupStations } from './adapters/checkups/index.ts'
import { createDelivery } from './adapters/delivery/create-delivery.ts'
import { createDirectories } from './adapters/directory/create-directories.ts'
import { createFanOut } from './adapters/realtime-fan-out/create-fan-out.ts'
import { simulatedTerminal } from './adapters/payment/simulated.ts'
import { createPrescriptionSoftware } from './adapters/prescription/index.ts'
import { createStorage } from './adapters/storage/create-storage.ts'
import type { BlobStorage } from './adapters/storage/port.ts'
import { AREAS, MIGRATIONS, type AreaContext, type DB } from './areas/index.ts'
import { CallerSessions } from './core/accounts/caller-sessions.ts'
import { AccountResolver } from './core/accounts/current-account.ts'
import type { ApiConfig } from './core/config.ts'
import { loadContract, type Contract } from './core/contract/contract.ts'
import { contractPlugin } from './core/contract/router.ts'
import { openDatabase } from './core/database/database.ts'
import { migrateToLatest } from './core/database/migrate.ts'
import { keepStatisticsFresh } from './core/database/statistics.ts'
import { addSecurityHeaders, createHttpServer } from './core/http-server.ts'
import { RateLimiter } from './core/limits/rate-limiter.ts'
import { createLogger, logRequests } from './core/logging.ts'
import { SessionService } from './core/sessions/session-service.ts'
import { SessionsRepository } from './core/sessions/sessions-repository.ts'

export { KEEP_ALIVE_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from './core/http-server.ts'

export interface ApiServer {
  server: Server
  db: Kysely<DB>
  contract: Contract
  /** Where documents' blobs are (tests and tools read and alter them there). */
  storage: BlobStorage
  start(): Promise<void>
  /** Stops accepting connections, lets in-flight requests finish (up to `timeoutMs`), then closes the database. */
  stop(timeoutMs?: number): Promise<void>
}

export async function createServer(config: ApiConfig): Promise<ApiServer> {
  const contract = await loadContract()
  const database = await openDatabase<DB>(config.database)
  const { db } = database
  const logger = createLogger(config)
  // What was opened along the way, closed in reverse order when the server stops or fails to start.
  const closers: (() => Promise<void> | void)[] = []
  const closeAll = async () => {
    for (const close of closers.splice(0).reverse()) await close()
    await database.close()
  }
  try {
    await migrateToLatest(db, MIGRATIONS, {
      schema: config.database.kind === 'postgres' ? config.database.schema : undefined,
    })
    if (config.runSeeds) for (const area of AREAS) await area.seed?.(db, config.now())
    closers.push(await keepStatisticsFresh(db, database.kind, logger))

    const server = createHttpServer(config)
    await logRequests(server, logger)

    const stores = AREAS.flatMap((area) => (area.accountStore ? [area.accountStore(db)] : []))
    if (stores.length !== 1) throw new Error(`One area must store accounts; ${stores.length} do`)
    const accounts = new AccountResolver(stores[0]!, config.now)
    const sessions = new SessionService(new SessionsRepository(db), config)
    sessions.registerCookies(server)
    const delivery = createDelivery(config, db, logger)
    closers.push(delivery.close)
    const fanOut = await createFanOut(config.redisUrl, (tags, data) => server.log(tags, data))
    closers.push(() => fanOut.close())
    // Callers are kept in memory only while every instance's changes reach this one.
    const callerSessions = new CallerSessions(db, sessions, {
      isShared: () => fanOut.state() !== 'unavailable',
      onVisibleChange: () => fanOut.announceCallersChanged(),
    })
    fanOut.onCallersChanged(() => callerSessions.cache.changedElsewhere())

    await server.register({
      plugin: contractPlugin,
      options: {
        contract,
        config,
        authenticate: (request, application, withAccount) =>
          withAccount
            ? callerSessions.authenticate(request, application)
            : sessions.authenticate(request, application),
        callers: accounts,
      },
    })
    const context: AreaContext = {
      config,
      db,
      databaseKind: database.kind,
      logger,
      sessions,
      accounts,
      rateLimiter: new RateLimiter(db, config.codePepper, config.rateLimits.windowMs),
      delivery: delivery.delivery,
      directories: createDirectories(config.directories),
      fanOut,
      storage: createStorage(config.storage),
      payments: simulatedTerminal(),
      prescriptions: await createPrescriptionSoftware(server, config),
      checkupStations: await createCheckupStations(server, config),
      onStop: (close) => closers.push(close),
    }
    for (const area of AREAS) await server.register({ plugin: area.module, options: context })
    server.plugins.contract.assertComplete()
    addSecurityHeaders(server, config)

    let stopped = false
    return {
      server,
      db,
      contract,
      storage: context.storage,
      start: () => server.start(),
      stop: async (timeoutMs = 10_000) => {
        if (stopped) return
        stopped = true
        await server.stop({ timeout: timeoutMs })
        await closeAll()
      },
    }
  } catch (error) {
    await closeAll()
    throw error
  }
}
