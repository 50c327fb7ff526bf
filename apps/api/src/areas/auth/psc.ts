// Pro Santé Connect sign-in, the parts its three operations share: the transaction cookie (one per
// application, so sign-ins started from two apps in one browser do not collide) and its checks, the
// allowed return addresses, and the answers. The transaction itself (state, nonce, PKCE verifier) is a
// database row taken once (psc-repository.ts); the OpenID client is the adapter's.
import { createHash, timingSafeEqual } from 'node:crypto'
import type { Request, Server } from '@hapi/hapi'
import { APPLICATIONS, type ApiConfig, type Application } from '../../core/config.ts'
import { apiError } from '../../core/errors.ts'

export const PSC_TRANSACTION_MS = 10 * 60 * 1000

export const DEFAULT_PSC_STARTS_PER_IP = 300

export const transactionCookie = (application: Application) => `relais_psc_${application}`

/** Declares the transaction cookies: HttpOnly, for /auth/psc only, as long as a transaction lives. */
export function declareTransactionCookies(server: Server, config: ApiConfig): void {
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
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url')

export function sameDigest(a: string, b: string): boolean {
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

/** After the provider's logout, back to the calling app's /login (only an allowed origin). */
export function postLogoutTarget(request: Request, config: ApiConfig): string | undefined {
  const origin = request.headers.origin
  return typeof origin === 'string' && config.appOrigins.includes(origin) ? `${origin}/login` : undefined
}

export const invalidState = () =>
  apiError(
    400,
    'VALIDATION_FAILED',
    'La demande de connexion Pro Santé Connect est invalide ou a expiré. Recommencez la connexion.',
    { fieldErrors: [{ field: 'query.state', message: 'Demande de connexion inconnue ou expirée' }] },
  )

export const pscUnavailable = () =>
  apiError(503, 'IDENTITY_PROVIDER_UNAVAILABLE', 'Pro Santé Connect est indisponible pour le moment')

export const redirect = (location: string) => ({
  status: 302 as const,
  body: undefined,
  headers: { Location: location },
})
