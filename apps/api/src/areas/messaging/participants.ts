// Who may read or write a conversation: an account of its application taking part in it (404 for
// anyone else, so a conversation's existence does not leak); writing, never an administrator acting
// through the account (messages are signed by the vault identity, which stays the user's own).
import type { Request } from '@hapi/hapi'
import { noImpersonation } from '../../core/access/access.ts'
import type { CurrentAccount } from '../../core/accounts/current-account.ts'
import type { Application } from '../../core/config.ts'
import { notFound } from '../../core/errors.ts'
import type { MessagingServices } from './services.ts'

const DEFAULT_LIMIT = 50

/** A page size from the query: 1 to 100, else the default. */
export const limitOf = (value: unknown) => {
  const n = Number(value ?? DEFAULT_LIMIT)
  return Number.isInteger(n) && n >= 1 && n <= 100 ? n : DEFAULT_LIMIT
}

export const app = (account: CurrentAccount) => account.user.application as Application

export const reader = (request: Request, { accounts }: MessagingServices) => accounts.account(request)

export async function writer(request: Request, { accounts }: MessagingServices): Promise<CurrentAccount> {
  const account = await accounts.account(request)
  if (account.impersonation) throw noImpersonation()
  return account
}

/** 404 unless the caller takes part in the channel. */
export async function participantOf(
  account: CurrentAccount,
  channelId: string,
  { channels }: MessagingServices,
) {
  const channel = await channels.find(app(account), channelId, account.user.id)
  if (!channel) throw notFound('Conversation introuvable')
  return channel
}
