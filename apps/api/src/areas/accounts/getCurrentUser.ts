// GET /user/current: the signed-in account (404 while the session has none: registration comes next).
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import type { AccountsServices } from './services.ts'

export async function getCurrentUser(
  { request }: OperationContext<'getCurrentUser'>,
  { accounts }: AccountsServices,
): Promise<Reply<'getCurrentUser'>> {
  const account = await accounts.account(request)
  return { status: 200, body: accounts.toUser(account) }
}
