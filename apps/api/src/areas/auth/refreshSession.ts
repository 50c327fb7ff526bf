// POST /auth/refresh: rotates the session's token (the old one stops working at once).
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { unauthorized } from '../../core/errors.ts'
import type { AuthServices } from './services.ts'
import { hasAccount, identityOf, sessionBody } from './session-body.ts'

export async function refreshSession(
  { request, h, application }: OperationContext<'refreshSession'>,
  services: AuthServices,
): Promise<Reply<'refreshSession'>> {
  const { accounts, sessions } = services
  const session = accounts.session(request)
  const rotated = await sessions.rotate(session)
  if (!rotated) throw unauthorized()
  const bearer = typeof request.headers.authorization === 'string'
  if (!bearer) sessions.setCookie(h, application, rotated.token)
  return {
    status: 200,
    // A bearer client cannot read a cookie: it gets its new token in the body.
    body: sessionBody(
      rotated.row,
      await hasAccount(session, services),
      bearer ? rotated.token : undefined,
      await identityOf(session, services),
    ),
  }
}
