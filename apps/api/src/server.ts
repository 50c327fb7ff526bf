// Builds the hapi server: database (migrated, seeded in LOCAL/DEV), contract router, area plugins,
// logging without personal data, security headers. Used by main.ts, the start script and the tests.
import Hapi, { type Server } from '@hapi/hapi'
import Boom from '@hapi/boom'
import hapiPino from 'hapi-pino'
import pino from 'pino'
import type { Kysely } from 'kysely'
import type { ApiConfig } from './config.ts'
import { openDatabase } from './db/database.ts'
import { migrateToLatest } from './db/migrate.ts'
import type { DB } from './db/schema.ts'
import { runSeeds } from './db/seeds/run-seeds.ts'
import { loadContract, type Contract } from './openapi/contract.ts'
import { contractPlugin } from './openapi/plugin.ts'
import { authPlugin } from './plugins/auth/index.ts'
import { CodesRepository } from './plugins/auth/codes-repository.ts'
import { OutboxDelivery, OutboxRepository } from './plugins/auth/delivery/outbox.ts'
import { CompositeDelivery, type DeliveryPort } from './plugins/auth/delivery/port.ts'
import { SmtpDelivery } from './plugins/auth/delivery/smtp.ts'
import { RateLimiter } from './plugins/auth/rate-limiter.ts'
import { SessionService } from './plugins/auth/session-service.ts'
import { SessionsRepository } from './plugins/auth/sessions-repository.ts'
import { systemPlugin } from './plugins/system/index.ts'
import { createDirectories } from './plugins/directory/create-directories.ts'
import { directoryPlugin } from './plugins/directory/index.ts'
import { pscPlugin } from './plugins/psc/index.ts'
import { PscRepository } from './plugins/psc/psc-repository.ts'
import { userPlugin } from './plugins/user/index.ts'
import { UsersRepository } from './plugins/user/users-repository.ts'
import { AccountResolver } from './plugins/user/current-account.ts'
import { IdentifierChanges, IdentifierChangesRepository } from './plugins/user/identifier-changes.ts'
import { organizationPlugin } from './plugins/organization/index.ts'
import { OrganizationsRepository } from './plugins/organization/organizations-repository.ts'
import { adminPlugin } from './plugins/admin/index.ts'
import {
  AdministratorsRepository,
  grantConfiguredAdministrators,
} from './plugins/admin/administrators-repository.ts'
import { ImpersonationsRepository } from './plugins/admin/impersonations-repository.ts'
import { PendingAccountsRepository } from './plugins/admin/pending-accounts-repository.ts'
import { keyDirectoryPlugin } from './plugins/key-directory/index.ts'
import { KeyDirectoryRepository } from './plugins/key-directory/key-directory-repository.ts'
import type { KeyDirectoryDB } from './plugins/key-directory/tables.ts'
import { keyStorePlugin } from './plugins/key-store/index.ts'
import { KeyStoreRepository } from './plugins/key-store/key-store-repository.ts'
import { migrateKeyStore } from './plugins/key-store/migrations.ts'
import type { KeyStoreDB } from './plugins/key-store/tables.ts'
import { channelsPlugin } from './plugins/channels/index.ts'
import { ChannelsRepository } from './plugins/channels/channels-repository.ts'
import type { ChannelsDB } from './plugins/channels/tables.ts'
import { medicalRecordPlugin } from './plugins/medical-record/index.ts'
import { MedicalRecordRepository } from './plugins/medical-record/medical-record-repository.ts'
import type { MedicalRecordDB } from './plugins/medical-record/tables.ts'

export interface ApiServer {
  server: Server
  db: Kysely<DB>
  contract: Contract
  start(): Promise<void>
  /** Stops accepting connections, lets in-flight requests finish (up to `timeoutMs`), then closes the database. */
  stop(timeoutMs?: number): Promise<void>
}

const SECURITY_HEADERS: Record<string, string> = {
  // The API serves JSON only: nothing may load, run or frame.
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Resource-Policy': 'same-site',
  // Answers carry personal data and one-time secrets: no cache, shared or private, may keep them.
  'Cache-Control': 'no-store',
}

function createLogger(config: ApiConfig) {
  return pino(
    {
      level: config.logLevel,
      // Defence in depth: request bindings below never carry headers, but anything that logs a
      // header object by mistake still loses the secrets.
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'headers.authorization',
          'headers.cookie',
          'res.headers["set-cookie"]',
        ],
        censor: '[redacted]',
      },
      serializers: {
        // Keep type, message and stack only: driver errors carry `detail` with the values of a row.
        err: (err: Error & { code?: string }) => ({
          type: err.name,
          message: err.message,
          code: err.code,
          stack: err.stack,
        }),
      },
    },
    config.logStream,
  )
}

/** Longer than the 60 s idle timeout of common proxies and HTTP clients. */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000

export async function createServer(config: ApiConfig): Promise<ApiServer> {
  const contract = await loadContract()
  const database = await openDatabase(config.database)
  const { db } = database
  const logger = createLogger(config)
  let smtp: SmtpDelivery | null = null
  // The key store's tables live in the application database unless it has its own (KEY_STORE_DATABASE_URL).
  let keyStoreDatabase: Awaited<ReturnType<typeof openDatabase>> | null = null
  try {
    await migrateToLatest(
      db as Kysely<unknown>,
      config.database.kind === 'postgres' ? config.database.schema : undefined,
    )
    const keyStoreConfig = config.keyStore.database ?? config.database
    if (config.keyStore.database) keyStoreDatabase = await openDatabase(config.keyStore.database)
    const keyStoreDb = (keyStoreDatabase?.db ?? db) as unknown as Kysely<KeyStoreDB>
    await migrateKeyStore(
      keyStoreDb as Kysely<unknown>,
      keyStoreConfig.kind === 'postgres' ? keyStoreConfig.schema : undefined,
    )
    if (config.runSeeds) await runSeeds(db, config.now())

    const server = Hapi.server({
      port: config.port,
      host: config.host,
      router: { stripTrailingSlash: true },
      routes: {
        cors: {
          origin: config.appOrigins,
          credentials: true,
          additionalHeaders: ['X-Application-Name', 'X-Env-Mode'],
          additionalExposedHeaders: ['Retry-After', 'X-Request-Id'],
        },
        payload: { maxBytes: 64 * 1024 },
      },
      state: { strictHeader: false, ignoreErrors: true, clearInvalid: false },
    })
    // Idle keep-alive connections stay open longer than clients and proxies keep them (60 s is common):
    // with Node's 5 s, a client could send on a socket the server was closing and get ECONNRESET.
    server.listener.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS
    server.listener.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000

    await server.register({
      plugin: hapiPino,
      options: {
        instance: logger,
        // Only the route, never the query string (it can hold an email in /dev/outbox), headers or bodies.
        // Bindings are taken before routing, so the route appears in the completion message instead.
        getChildBindings: (request) => ({ reqId: request.info.id }),
        serializers: { res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }) },
        wrapSerializers: false,
        logPayload: false,
        logQueryParams: false,
        logPathParams: false,
        logRequestComplete: true,
        customRequestCompleteMessage: (request, time) =>
          `${request.method.toUpperCase()} ${request.route.path} ${String(typeof request.response === 'object' && request.response !== null && 'statusCode' in request.response ? request.response.statusCode : request.raw.res.statusCode)} (${time}ms)`,
        ignorePaths: [],
      },
    })

    const users = new UsersRepository(db)
    const pscRepository = new PscRepository(db)
    const sessions = new SessionService(new SessionsRepository(db), config)
    sessions.registerCookies(server)

    const devMode = config.mode === 'LOCAL' || config.mode === 'DEV'
    const adapters: DeliveryPort[] = []
    if (devMode) adapters.push(new OutboxDelivery(db, config.now))
    if (config.smtp) {
      smtp = new SmtpDelivery(config.smtp.url, config.smtp.from)
      adapters.push(smtp)
    } else if (config.mode === 'PROD') {
      logger.warn('SMTP_URL is not set: email codes cannot be delivered (503)')
    }
    if (config.mode === 'PROD') logger.warn('No SMS gateway: phone codes cannot be delivered in PROD (503)')

    const impersonations = new ImpersonationsRepository(db)
    const accounts = new AccountResolver(users, impersonations, config.now)
    const administrators = new AdministratorsRepository(db)
    await grantConfiguredAdministrators(administrators, config.adminEmails, config.now(), logger)
    await server.register({
      plugin: contractPlugin,
      options: {
        contract,
        config,
        authenticate: (request, application) => sessions.authenticate(request, application),
        callers: accounts,
      },
    })
    await server.register({
      plugin: systemPlugin,
      options: { config, db, databaseKind: database.kind, outbox: new OutboxRepository(db) },
    })
    await server.register({
      plugin: authPlugin,
      options: {
        config,
        codes: new CodesRepository(db),
        sessions,
        users,
        rateLimiter: new RateLimiter(db, config.codePepper, config.rateLimits.windowMs),
        delivery: new CompositeDelivery(adapters),
        identities: pscRepository,
      },
    })
    await server.register({
      plugin: userPlugin,
      options: {
        config,
        users,
        accounts,
        administrators,
        rateLimiter: new RateLimiter(db, config.codePepper, config.rateLimits.windowMs),
        identifierChanges: new IdentifierChanges({
          config,
          repository: new IdentifierChangesRepository(db),
          users,
          administrators,
          rateLimiter: new RateLimiter(db, config.codePepper, config.rateLimits.windowMs),
          delivery: new CompositeDelivery(adapters),
        }),
      },
    })
    const organizations = new OrganizationsRepository(db)
    await server.register({ plugin: organizationPlugin, options: { organizations, accounts } })
    await server.register({
      plugin: adminPlugin,
      options: {
        config,
        users,
        accounts,
        impersonations,
        administrators,
        pending: new PendingAccountsRepository(db),
        sessions,
      },
    })
    await server.register({
      plugin: pscPlugin,
      options: {
        config,
        psc: pscRepository,
        sessions,
        users,
        rateLimiter: new RateLimiter(db, config.codePepper, config.rateLimits.windowMs),
      },
    })
    await server.register({
      plugin: directoryPlugin,
      options: { directories: createDirectories(config.directories) },
    })
    await server.register({
      plugin: keyDirectoryPlugin,
      options: {
        config,
        accounts,
        directory: new KeyDirectoryRepository(db as unknown as Kysely<KeyDirectoryDB>),
        isOrganizationMember: (application, organizationId, userId) =>
          organizations.isMember(application, organizationId, userId),
      },
    })
    await server.register({
      plugin: keyStorePlugin,
      options: {
        config,
        accounts,
        store: new KeyStoreRepository(keyStoreDb),
        // Its own counters, in its own database: the rate limiter only needs the `rate_limits` table.
        rateLimiter: new RateLimiter(
          keyStoreDb as unknown as Kysely<DB>,
          config.keyStore.pepper,
          config.rateLimits.windowMs,
        ),
        // Embedded, it sends through the API's own delivery (the dev outbox in LOCAL/DEV, SMTP).
        delivery: new CompositeDelivery(adapters),
      },
    })
    await server.register({
      plugin: channelsPlugin,
      options: {
        config,
        accounts,
        sessions,
        channels: new ChannelsRepository(db as unknown as Kysely<ChannelsDB>),
        rateLimiter: new RateLimiter(db, config.codePepper, config.rateLimits.windowMs),
      },
    })
    await server.register({
      plugin: medicalRecordPlugin,
      options: {
        config,
        accounts,
        records: new MedicalRecordRepository(db as unknown as Kysely<MedicalRecordDB>),
      },
    })
    server.plugins.contract.assertComplete()

    server.ext('onPreResponse', (request, h) => {
      const { response } = request
      const headers: Record<string, string> = { ...SECURITY_HEADERS, 'X-Request-Id': request.info.id }
      if (config.mode === 'PROD') headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains'
      if (Boom.isBoom(response)) {
        Object.assign(response.output.headers, headers)
      } else {
        for (const [name, value] of Object.entries(headers)) response.header(name, value)
      }
      return h.continue
    })

    let stopped = false
    return {
      server,
      db,
      contract,
      start: () => server.start(),
      stop: async (timeoutMs = 10_000) => {
        if (stopped) return
        stopped = true
        await server.stop({ timeout: timeoutMs })
        smtp?.close()
        await keyStoreDatabase?.close()
        await database.close()
      },
    }
  } catch (error) {
    smtp?.close()
    await keyStoreDatabase?.close()
    await database.close()
    throw error
  }
}
