// GET /user/current: the signed-in account (404 while the session has none: registration comes next).
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { ownAccount } from './practice-details.ts'
import type { AccountsServices } from './services.ts'

export async function getCurrentUser(
  { request }: OperationContext<'getCurrentUser'>,
  services: AccountsServices,
): Promise<Reply<'getCurrentUser'>> {
  const account = await services.accounts.account(request)
  return { status: 200, body: await ownAccount(account, services) }
}
