// POST /auth/logout: revokes the session, if any, and clears its cookie.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import type { AuthServices } from './services.ts'

export async function logout(
  { request, h, application }: OperationContext<'logout'>,
  { sessions }: AuthServices,
): Promise<Reply<'logout'>> {
  const session = request.app.session
  if (session) await sessions.revoke(session)
  sessions.clearCookie(h, application)
  return { status: 204, body: undefined }
}
