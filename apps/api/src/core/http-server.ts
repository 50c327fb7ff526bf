// The hapi server every area registers on: CORS for the apps' origins, a 64 KB body cap, cookies parsed
// leniently (each session cookie is declared by core/sessions), keep-alive longer than proxies keep
// idle sockets, and the security headers of a JSON-only API on every answer.
import Hapi, { type Server } from '@hapi/hapi'
import Boom from '@hapi/boom'
import type { ApiConfig } from './config.ts'

/** Longer than the 60 s idle timeout of common proxies and HTTP clients. */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000

/** The longest a request may take to arrive whole: a document of the largest size on a slow line. */
export const REQUEST_TIMEOUT_MS = 30 * 60_000

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

export function createHttpServer(config: ApiConfig): Server {
  const server = Hapi.server({
    port: config.port,
    host: config.host,
    router: { stripTrailingSlash: true },
    routes: {
      cors: {
        origin: config.appOrigins,
        credentials: true,
        additionalHeaders: ['X-Application-Name', 'X-Env-Mode'],
        // ETag: the apps ask conditionally for what they refresh often (a structure's live statistics).
        additionalExposedHeaders: ['Retry-After', 'X-Request-Id', 'ETag'],
      },
      payload: { maxBytes: 64 * 1024 },
    },
    state: { strictHeader: false, ignoreErrors: true, clearInvalid: false },
  })
  // Idle keep-alive connections stay open longer than clients and proxies keep them (60 s is common):
  // with Node's 5 s, a client could send on a socket the server was closing and get ECONNRESET.
  server.listener.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS
  server.listener.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000
  // Node cuts a request still arriving after 5 minutes: a 250 MB document over a 5 Mbit/s line takes
  // about 7. The headers' timeout above still closes a connection that never finishes its headers.
  server.listener.requestTimeout = REQUEST_TIMEOUT_MS
  return server
}

/**
 * Adds the security headers (and HSTS in PROD) and the request id to every answer, errors included. A
 * route outside the contract that serves a page of its own (`plugins: { securityHeaders: 'own' }`: the
 * local prescription service, framed by the apps) sends its own CSP, and no X-Frame-Options.
 */
export function addSecurityHeaders(server: Server, config: ApiConfig): void {
  server.ext('onPreResponse', (request, h) => {
    const { response } = request
    const headers: Record<string, string> = { ...SECURITY_HEADERS, 'X-Request-Id': request.info.id }
    const plugins = request.route.settings.plugins as { securityHeaders?: 'own' } | undefined
    if (plugins?.securityHeaders === 'own' && !Boom.isBoom(response)) {
      delete headers['Content-Security-Policy']
      delete headers['X-Frame-Options']
    }
    if (config.mode === 'PROD') headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains'
    if (Boom.isBoom(response)) {
      Object.assign(response.output.headers, headers)
    } else {
      // An answer may say more about caching than `no-store` (a calendar feed adds `private` for the
      // proxies that ignore it), never less: it keeps its own only when that forbids storing too.
      const own = response.headers['cache-control']
      if (typeof own === 'string' && /(^|[\s,])no-store($|[\s,])/i.test(own)) delete headers['Cache-Control']
      for (const [name, value] of Object.entries(headers)) response.header(name, value)
    }
    return h.continue
  })
}
