// PATCH /user/current/device-token: the push token of the signed-in user's device.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import type { AccountsServices } from './services.ts'

export async function updateCurrentUserDeviceToken(
  { request, body }: OperationContext<'updateCurrentUserDeviceToken'>,
  { config, accounts, users }: AccountsServices,
): Promise<Reply<'updateCurrentUserDeviceToken'>> {
  const account = await accounts.account(request)
  await users.setDeviceToken(account.user.id, body.token, config.now())
  return { status: 204, body: undefined }
}
