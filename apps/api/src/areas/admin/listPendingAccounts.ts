// GET /admin/pending-accounts: the application's accounts waiting for review, oldest first, each with
// what the directories say of its numbers.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { toPendingAccount } from './answers.ts'
import { checkIdentifiers } from './directory-checks.ts'
import type { AdminServices } from './services.ts'

export async function listPendingAccounts(
  { application }: OperationContext<'listPendingAccounts'>,
  { pending, directories }: AdminServices,
): Promise<Reply<'listPendingAccounts'>> {
  const list = await pending.list(application)
  const body = await Promise.all(
    list.map(async (record) => toPendingAccount(record, await checkIdentifiers(record, directories))),
  )
  return { status: 200, body }
}
