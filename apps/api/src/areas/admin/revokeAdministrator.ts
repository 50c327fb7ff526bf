// DELETE /admin/administrators/{userId}: removes a grant, never the application's last one; written to
// `administrator_audit`.
import { usernameOf } from '../../core/accounts/current-account.ts'
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { apiError, notFound } from '../../core/errors.ts'
import { actorOf } from './answers.ts'
import type { AdminServices } from './services.ts'

export async function revokeAdministrator(
  { request, params, application }: OperationContext<'revokeAdministrator'>,
  { config, accounts, administrators }: AdminServices,
): Promise<Reply<'revokeAdministrator'>> {
  const admin = await accounts.admin(request)
  const target = await accounts.store.findById(params.userId ?? '')
  const outcome =
    target && target.application === application
      ? await administrators.revoke({
          application,
          target: { id: target.id, username: usernameOf(target) },
          actor: actorOf(admin),
          now: config.now(),
        })
      : 'not-admin'
  if (outcome === 'not-admin') throw notFound("Ce compte n'est pas administrateur")
  if (outcome === 'last-admin')
    throw apiError(409, 'CONFLICT', 'Impossible de retirer le dernier administrateur')
  return { status: 204, body: undefined }
}
