// POST /auth/psc/logout: revokes the session and, when Pro Santé Connect opened it, gives the provider's
// end-session address so the app ends that session too.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { postLogoutTarget } from './psc.ts'
import type { AuthServices } from './services.ts'

export async function logoutPsc(
  { request, h, application }: OperationContext<'logoutPsc'>,
  { config, oidc, psc, sessions }: AuthServices,
): Promise<Reply<'logoutPsc'>> {
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
}
