// What the notifications' handlers use, built once per server, and whose notifications a call reaches:
// always the caller's own, in the application of the session.
import type { Request } from '@hapi/hapi'
import type { AccountResolver } from '../../core/accounts/current-account.ts'
import type { AreaContext } from '../area.ts'
import { NotificationsRepository, type Recipient } from './notifications-repository.ts'

export interface NotificationsServices {
  accounts: AccountResolver
  notifications: NotificationsRepository
}

export function notificationsServices({ db, accounts }: AreaContext): NotificationsServices {
  return { accounts, notifications: new NotificationsRepository(db) }
}

/** The caller, as the owner of the notifications the call reads or changes. */
export async function caller(request: Request, { accounts }: NotificationsServices): Promise<Recipient> {
  const { user } = await accounts.account(request)
  return { application: user.application, userId: user.id }
}
