// Pro Santé Connect sign-in (issue 5): authorization code flow with PKCE, state and nonce kept
// server-side, a session for the professional's identity, and the provider's logout. In LOCAL/DEV the
// provider is the in-process test provider (dev-provider/), never in PROD.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Plugin, Request, Server } from '@hapi/hapi'
import * as client from 'openid-client'
import type { ApiConfig, Application } from '../../config.ts'
import { APPLICATIONS } from '../../config.ts'
import { apiError, validationFailed } from '../../errors.ts'
import { clientAddress } from '../auth/client-address.ts'
import type { RateLimiter } from '../auth/rate-limiter.ts'
import type { SessionService } from '../auth/session-service.ts'
import type { UsersRepository } from '../user/users-repository.ts'
import { identityFromUserInfo } from './claims.ts'
import { createDevPscProvider } from './dev-provider/provider.ts'
import { PscOidcClient } from './oidc-client.ts'
import type { PscRepository } from './psc-repository.ts'

export const PSC_TRANSACTION_MS = 10 * 60 * 1000

export interface PscPluginOptions {
  config: ApiConfig
  psc: PscRepository
  sessions: SessionService
  users: UsersRepository
  rateLimiter: RateLimiter
}

export const DEFAULT_PSC_STARTS_PER_IP = 60

/** One cookie per application, so sign-ins started from two apps in one browser do not collide. */
export const transactionCookie = (application: Application) => `relais_psc_${application}`

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url')

function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/** `returnTo` must name one of the app origins (no open redirect). */
export function appOrigin(returnTo: string, allowed: string[]): string | null {
  try {
    const origin = new URL(returnTo).origin
    return allowed.includes(origin) ? origin : null
  } catch {
    return null
  }
}

const invalidState = () =>
  apiError(
    400,
    'VALIDATION_FAILED',
    'La demande de connexion Pro Santé Connect est invalide ou a expiré. Recommencez la connexion.',
    { fieldErrors: [{ field: 'query.state', message: 'Demande de connexion inconnue ou expirée' }] },
  )

const unavailable = () =>
  apiError(503, 'IDENTITY_PROVIDER_UNAVAILABLE', 'Pro Santé Connect est indisponible pour le moment')

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

export const pscPlugin: Plugin<PscPluginOptions> = {
  name: 'psc',
  register(server, { config, psc, sessions, users, rateLimiter }) {
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
    const oidc = settings ? new PscOidcClient(settings, devProvider ? injectFetch(server) : undefined) : null

    if (devProvider) {
      // The provider is its own (Koa) application: requests under its path are handed over raw, before
      // hapi routes or reads them, and hapi leaves the response alone.
      server.ext('onRequest', async (request, h) => {
        if (!devProvider.handles(request.url.pathname)) return h.continue
        await devProvider.serve(request.raw.req, request.raw.res)
        return h.abandon
      })
    }

    for (const application of APPLICATIONS) {
      server.state(transactionCookie(application), {
        isHttpOnly: true,
        isSecure: config.mode !== 'LOCAL',
        isSameSite: 'Lax',
        path: '/auth/psc',
        encoding: 'none',
        ttl: PSC_TRANSACTION_MS,
        clearInvalid: false,
        ignoreErrors: true,
        strictHeader: true,
      })
    }

    const redirect = (location: string) => ({
      status: 302 as const,
      body: undefined,
      headers: { Location: location },
    })

    server.operation('authorizePsc', async ({ query, request, h }) => {
      const application = query.application
      const origin = appOrigin(query.returnTo, config.appOrigins)
      if (!origin) {
        throw validationFailed([{ field: 'query.returnTo', message: 'Adresse de retour non autorisée' }])
      }
      if (!oidc) throw unavailable()
      const now = config.now()
      // Each start stores a transaction: one address may not fill the table.
      const limit = config.rateLimits.pscStartsPerIp ?? DEFAULT_PSC_STARTS_PER_IP
      const ip = await rateLimiter.hit('psc-ip', clientAddress(request, config.trustProxy), limit, now)
      if (!ip.allowed) {
        throw apiError(429, 'TOO_MANY_ATTEMPTS', 'Trop de tentatives. Merci de réessayer plus tard.', {
          retryAfterSeconds: ip.retryAfterSeconds,
        })
      }
      const checks = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
      }
      let url: URL
      try {
        url = await oidc.authorizationUrl(checks)
      } catch {
        throw unavailable()
      }
      const browserSecret = randomBytes(32).toString('base64url')
      await psc.createTransaction(
        {
          state: checks.state,
          application,
          nonce: checks.nonce,
          code_verifier: checks.codeVerifier,
          return_origin: origin,
          browser_hash: sha256(browserSecret),
          created_at: now,
          expires_at: new Date(now.getTime() + PSC_TRANSACTION_MS),
        },
        now,
      )
      h.state(transactionCookie(application), browserSecret)
      return redirect(url.href)
    })

    server.operation('pscCallback', async ({ query, request, h }) => {
      const now = config.now()
      const transaction = query.state ? await psc.takeTransaction(query.state) : undefined
      if (!transaction || now.getTime() >= new Date(transaction.expires_at).getTime()) throw invalidState()
      const application = transaction.application as Application
      const cookie = (request.state as Record<string, unknown> | null)?.[transactionCookie(application)]
      // The state must come back to the browser that started the sign-in (no login CSRF).
      if (typeof cookie !== 'string' || !sameDigest(sha256(cookie), transaction.browser_hash)) {
        throw invalidState()
      }
      h.unstate(transactionCookie(application))
      const back = (error?: string) =>
        redirect(`${transaction.return_origin}/oauth/psc${error ? `?error=${error}` : ''}`)
      if (query.error) return back(query.error === 'access_denied' ? 'access_denied' : 'provider_error')
      if (!oidc) throw unavailable()

      let identity
      let idToken: string | undefined
      try {
        const params = Object.fromEntries(
          Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
        )
        const result = await oidc.exchange(params, {
          state: transaction.state,
          nonce: transaction.nonce,
          codeVerifier: transaction.code_verifier,
        })
        identity = identityFromUserInfo(result.userInfo)
        idToken = result.idToken
      } catch (error) {
        // Only the kind of failure is logged: claims and tokens carry personal data.
        request.log(['warn', 'psc'], {
          err: error instanceof Error ? error.name : 'unknown',
          code: (error as { code?: string } | null)?.code,
        })
        return back('psc_failed')
      }

      const userId = identity.claims.rpps
        ? await users.findIdByIdentifier(application, 'psc', identity.claims.rpps)
        : undefined
      const opened = await sessions.open({
        application,
        type: 'psc',
        identifier: identity.subject,
        userId: userId ?? null,
      })
      await psc.saveIdentity(
        opened.row.id,
        { provider: 'psc', subject: identity.subject, claims: identity.claims, idToken: idToken ?? null },
        now,
      )
      sessions.setCookie(h, application, opened.token)
      return back()
    })

    server.operation('logoutPsc', async ({ request, h, application }) => {
      const session = request.app.session
      let endSessionUrl: string | undefined
      if (session) {
        const identity = await psc.findIdentity(session.row.id)
        await sessions.revoke(session)
        if (identity?.idToken && oidc) {
          try {
            endSessionUrl = await oidc.endSessionUrl(identity.idToken, postLogoutTarget(request, config))
          } catch {
            // The provider being down must not keep anyone signed in here: our session is revoked.
            endSessionUrl = undefined
          }
        }
      }
      sessions.clearCookie(h, application)
      return { status: 200, body: endSessionUrl ? { endSessionUrl } : {} }
    })
  },
}

/** After the provider's logout, back to the calling app's /login (only an allowed origin). */
function postLogoutTarget(request: Request, config: ApiConfig): string | undefined {
  const origin = request.headers.origin
  return typeof origin === 'string' && config.appOrigins.includes(origin) ? `${origin}/login` : undefined
}
