// POST /user/current/identifier-changes/confirm: the code sent to a new email or phone; once right, that
// identifier is the account's.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { ownAccount } from './practice-details.ts'
import { reload } from './reload.ts'
import type { AccountsServices } from './services.ts'

export async function confirmIdentifierChange(
  { request, body }: OperationContext<'confirmIdentifierChange'>,
  services: AccountsServices,
): Promise<Reply<'confirmIdentifierChange'>> {
  const { accounts, identifierChanges } = services
  const account = await accounts.account(request)
  await identifierChanges.confirm(account.user, body.type, body.code.trim())
  return { status: 200, body: await ownAccount(await reload(account, services), services) }
}
