// PATCH /user/current/position: the signed-in user's last known position.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import type { AccountsServices } from './services.ts'

export async function updateCurrentUserPosition(
  { request, body }: OperationContext<'updateCurrentUserPosition'>,
  { config, accounts, users }: AccountsServices,
): Promise<Reply<'updateCurrentUserPosition'>> {
  const account = await accounts.account(request)
  await users.setPosition(account.user.id, body, config.now())
  return { status: 204, body: undefined }
}
