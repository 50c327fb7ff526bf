// GET /auth/session: the session the request carries, whether it has an account yet, and the identity
// Pro Santé Connect asserted for it (what /new-user prefills); 204 for an anonymous visitor.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import type { AuthServices } from './services.ts'
import { hasAccount, identityOf, sessionBody } from './session-body.ts'

export async function getSession(
  { request }: OperationContext<'getSession'>,
  services: AuthServices,
): Promise<Reply<'getSession'>> {
  const session = request.app.session
  if (!session) return { status: 204, body: undefined }
  return {
    status: 200,
    body: sessionBody(
      session.row,
      await hasAccount(session, services),
      undefined,
      await identityOf(session, services),
    ),
  }
}
