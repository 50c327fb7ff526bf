// POST /auth/impersonate/restore: gives the session back to the administrator who started the
// impersonation; written to `impersonation_audit`.
import { notImpersonating } from '../../core/access/access.ts'
import { usernameOf } from '../../core/accounts/current-account.ts'
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { notFound } from '../../core/errors.ts'
import type { AdminServices } from './services.ts'

export async function restoreImpersonation(
  { request, application }: OperationContext<'restoreImpersonation'>,
  { config, accounts, impersonations }: AdminServices,
): Promise<Reply<'restoreImpersonation'>> {
  const account = await accounts.account(request)
  if (!account.impersonation) throw notImpersonating()
  await impersonations.restore({
    application,
    sessionId: account.session.row.id,
    impersonation: account.impersonation,
    target: { id: account.user.id, username: usernameOf(account.user) },
    now: config.now(),
  })
  const restored = await accounts.store.findById(account.impersonation.impersonatorUserId)
  if (!restored) throw notFound('Aucun compte pour cet identifiant')
  return { status: 200, body: accounts.toUser({ session: account.session, user: restored }) }
}
