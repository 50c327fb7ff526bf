// pino with request ids and nothing personal: bodies, queries, cookies, authorisation headers, emails,
// phones and codes never reach the log (a test captures the log of a sign-in and searches it).
import type { Server } from '@hapi/hapi'
import hapiPino from 'hapi-pino'
import pino, { type Logger } from 'pino'
import type { ApiConfig } from './config.ts'

export function createLogger(config: ApiConfig): Logger {
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
    // stdout through SonicBoom without `sync`: a request never waits on a write (lines are written from
    // the thread pool, and what is still buffered is flushed when the process exits).
    config.logStream ?? pino.destination({ dest: 1, sync: false }),
  )
}

/** One line per request: its id, method, route and status, never its query string, headers or body. */
export async function logRequests(server: Server, logger: Logger): Promise<void> {
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
}
