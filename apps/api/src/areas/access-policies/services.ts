// What the access policies' handlers use, built once per server.
import type { AccountResolver } from '../../core/accounts/current-account.ts'
import type { AreaContext } from '../area.ts'
import { notificationSender, type NotificationSender } from '../notifications/index.ts'
import { AccessPoliciesRepository } from './access-policies-repository.ts'

export interface AccessPoliciesServices {
  accounts: AccountResolver
  policies: AccessPoliciesRepository
  notifications: NotificationSender
  /** The server's clock (a test's adjustable one in tests). */
  now: () => Date
}

export function accessPoliciesServices(context: AreaContext): AccessPoliciesServices {
  const { config, db, accounts } = context
  return {
    accounts,
    policies: new AccessPoliciesRepository(db),
    notifications: notificationSender(context),
    now: config.now,
  }
}
