// The account of the request read again after a write, as the answer shows it.
import type { CurrentAccount } from '../../core/accounts/current-account.ts'
import { apiError } from '../../core/errors.ts'
import type { AccountsServices } from './services.ts'

export async function reload(account: CurrentAccount, { users }: AccountsServices): Promise<CurrentAccount> {
  const user = await users.findById(account.user.id)
  if (!user) throw apiError(404, 'NOT_FOUND', 'Aucun compte pour cet identifiant')
  return { ...account, user }
}
