// Chooses Pro Santé Connect for the configuration: the real provider (PSC_ISSUER_URL), or in LOCAL/DEV
// the embedded stand-in, mounted in this process and reached without a socket; none when neither is
// configured (signing in with it then answers 503).
import type { Server } from '@hapi/hapi'
import type * as client from 'openid-client'
import type { ApiConfig } from '../../core/config.ts'
import { createDevPscProvider } from './dev-provider/provider.ts'
import { PscOidcClient } from './oidc-client.ts'

/** openid-client's requests to the in-process provider go through hapi's inject: no socket needed. */
function injectFetch(server: Server): client.CustomFetch {
  return async (url, options) => {
    const target = new URL(url)
    const body = options.body
    const payload =
      body === undefined || body === null
        ? undefined
        : typeof body === 'string'
          ? body
          : body instanceof URLSearchParams
            ? body.toString()
            : body instanceof ArrayBuffer || body instanceof Uint8Array
              ? Buffer.from(body as Uint8Array)
              : undefined
    const res = await server.inject({
      method: options.method,
      url: target.pathname + target.search,
      headers: { ...options.headers, host: target.host },
      ...(payload === undefined ? {} : { payload }),
    })
    const headers = new Headers()
    for (const [name, value] of Object.entries(res.headers)) {
      for (const item of ([] as unknown[]).concat(value)) headers.append(name, String(item))
    }
    const empty = res.statusCode === 204 || res.statusCode === 304
    return new Response(empty ? null : res.rawPayload, { status: res.statusCode, headers })
  }
}

/**
 * The OpenID client of Pro Santé Connect, or null when none is configured. With the test provider, it
 * is built here and served at its issuer's path (`/dev/psc`); it is never built in PROD.
 */
export function connectProSanteConnect(server: Server, config: ApiConfig): PscOidcClient | null {
  const settings = config.psc
  const devProvider =
    settings?.devProvider && config.mode !== 'PROD'
      ? createDevPscProvider({
          issuer: settings.issuerUrl,
          clientId: settings.clientId,
          clientSecret: settings.clientSecret,
          redirectUri: settings.redirectUri,
          postLogoutRedirectUris: config.appOrigins.map((origin) => `${origin}/login`),
        })
      : null
  if (settings?.devProvider && !devProvider) {
    throw new Error('The test OpenID provider cannot run when ENV_MODE is PROD')
  }
  if (devProvider) {
    // The provider is its own (Koa) application: requests under its path are handed over raw, before
    // hapi routes or reads them, and hapi leaves the response alone.
    server.ext('onRequest', async (request, h) => {
      if (!devProvider.handles(request.url.pathname)) return h.continue
      await devProvider.serve(request.raw.req, request.raw.res)
      return h.abandon
    })
  }
  return settings ? new PscOidcClient(settings, devProvider ? injectFetch(server) : undefined) : null
}
