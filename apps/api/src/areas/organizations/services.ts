// What the organizations area's handlers use, built once per server.
import type { AccountResolver } from '../../core/accounts/current-account.ts'
import type { ApiConfig } from '../../core/config.ts'
import type { RateLimiter } from '../../core/limits/rate-limiter.ts'
import { AccessPoliciesRepository } from '../access-policies/index.ts'
import type { AreaContext } from '../area.ts'
import { notificationSender, type NotificationSender } from '../notifications/index.ts'
import { OrganizationsRepository } from './organizations-repository.ts'

export interface OrganizationsServices {
  config: ApiConfig
  accounts: AccountResolver
  organizations: OrganizationsRepository
  /** Requests to join a structure are access policies on it, answered as any other. */
  policies: AccessPoliciesRepository
  rateLimiter: RateLimiter
  notifications: NotificationSender
}

export function organizationsServices(context: AreaContext): OrganizationsServices {
  const { config, db, accounts, rateLimiter } = context
  return {
    config,
    accounts,
    organizations: new OrganizationsRepository(db),
    policies: new AccessPoliciesRepository(db),
    rateLimiter,
    notifications: notificationSender(context),
  }
}
