// GET /admin/pending-accounts: the application's accounts waiting for review, oldest first.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { toPendingAccount } from './answers.ts'
import type { AdminServices } from './services.ts'

export async function listPendingAccounts(
  { application }: OperationContext<'listPendingAccounts'>,
  { pending }: AdminServices,
): Promise<Reply<'listPendingAccounts'>> {
  const list = await pending.list(application)
  return { status: 200, body: list.map(toPendingAccount) }
}
