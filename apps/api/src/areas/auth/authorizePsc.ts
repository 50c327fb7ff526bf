// GET /auth/psc/authorize: starts a Pro Santé Connect sign-in. Keeps the state, the nonce and the PKCE
// verifier server-side for 10 minutes, bound to this browser by the SHA-256 of an HttpOnly cookie's
// random value, and redirects to the provider.
import { randomBytes } from 'node:crypto'
import * as client from 'openid-client'
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { tooManyFromAddress, validationFailed } from '../../core/errors.ts'
import { clientAddress } from '../../core/limits/client-address.ts'
import {
  DEFAULT_PSC_STARTS_PER_IP,
  PSC_TRANSACTION_MS,
  appOrigin,
  pscUnavailable,
  redirect,
  sha256,
  transactionCookie,
} from './psc.ts'
import type { AuthServices } from './services.ts'

export async function authorizePsc(
  { query, request, h }: OperationContext<'authorizePsc'>,
  { config, oidc, psc, rateLimiter }: AuthServices,
): Promise<Reply<'authorizePsc'>> {
  const application = query.application
  const origin = appOrigin(query.returnTo, config.appOrigins)
  if (!origin) {
    throw validationFailed([{ field: 'query.returnTo', message: 'Adresse de retour non autorisée' }])
  }
  if (!oidc) throw pscUnavailable()
  const now = config.now()
  // Each start stores a transaction: one address may not fill the table.
  const limit = config.rateLimits.pscStartsPerIp ?? DEFAULT_PSC_STARTS_PER_IP
  const ip = await rateLimiter.hit('psc-ip', clientAddress(request, config.trustProxy), limit, now)
  if (!ip.allowed) throw tooManyFromAddress(ip.retryAfterSeconds)
  const checks = {
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier: client.randomPKCECodeVerifier(),
  }
  let url: URL
  try {
    url = await oidc.authorizationUrl(checks)
  } catch {
    throw pscUnavailable()
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
}
