// What the organizations area's handlers use, built once per server.
import type { DeliveryPort } from '../../adapters/delivery/port.ts'
import type { AccountResolver } from '../../core/accounts/current-account.ts'
import type { ApiConfig } from '../../core/config.ts'
import type { RateLimiter } from '../../core/limits/rate-limiter.ts'
import { AccessPoliciesRepository } from '../access-policies/index.ts'
import type { AreaContext } from '../area.ts'
import { notificationSender, type NotificationSender } from '../notifications/index.ts'
import { ExternalPractitionersRepository } from './external-practitioners-repository.ts'
import { InvitationsRepository } from './invitations-repository.ts'
import { OrganizationsRepository } from './organizations-repository.ts'

export interface OrganizationsServices {
  config: ApiConfig
  accounts: AccountResolver
  organizations: OrganizationsRepository
  invitations: InvitationsRepository
  /** What 'Praticiens externes' lists; the invitations and their answers are access policies. */
  externalPractitioners: ExternalPractitionersRepository
  /**
   * Requests to join a structure, and its invitations of external practitioners, are access policies
   * on it, answered as any other.
   */
  policies: AccessPoliciesRepository
  rateLimiter: RateLimiter
  notifications: NotificationSender
  /** An invitation to someone without an account leaves as an email of its own. */
  delivery: DeliveryPort
}

export function organizationsServices(context: AreaContext): OrganizationsServices {
  const { config, db, accounts, rateLimiter, delivery } = context
  return {
    config,
    accounts,
    organizations: new OrganizationsRepository(db),
    invitations: new InvitationsRepository(db),
    externalPractitioners: new ExternalPractitionersRepository(db),
    policies: new AccessPoliciesRepository(db),
    rateLimiter,
    notifications: notificationSender(context),
    delivery,
  }
}
