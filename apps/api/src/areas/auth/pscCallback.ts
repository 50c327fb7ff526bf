// GET /auth/psc/callback: the provider sends the browser back here. The transaction is taken once and
// must come back to the browser that started it; the code exchange checks state, PKCE and nonce; the
// session opened is identified by the RPPS (an account holding it is found again), and the browser goes
// back to the app's /oauth/psc.
import type { Application } from '../../core/config.ts'
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { identityFromUserInfo } from './claims.ts'
import { invalidState, pscUnavailable, redirect, sameDigest, sha256, transactionCookie } from './psc.ts'
import type { AuthServices } from './services.ts'

export async function pscCallback(
  { query, request, h }: OperationContext<'pscCallback'>,
  { config, oidc, psc, accounts, sessions }: AuthServices,
): Promise<Reply<'pscCallback'>> {
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
  if (!oidc) throw pscUnavailable()

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
    ? await accounts.store.findIdByIdentifier(application, 'psc', identity.claims.rpps)
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
}
