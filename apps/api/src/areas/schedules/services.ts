// What the schedules area's handlers use, built once per server.
import type { AccountResolver } from '../../core/accounts/current-account.ts'
import type { ApiConfig } from '../../core/config.ts'
import { AccessPoliciesRepository } from '../access-policies/index.ts'
import type { AreaContext } from '../area.ts'
import { notificationSender, type NotificationSender } from '../notifications/index.ts'
import { OrganizationsRepository } from '../organizations/index.ts'
import { CalendarAccess } from './calendar-access.ts'
import { NearbyPractitionersRepository } from './nearby-practitioners.ts'
import { SchedulesRepository } from './schedules-repository.ts'

export interface SchedulesServices {
  config: ApiConfig
  accounts: AccountResolver
  schedules: SchedulesRepository
  calendars: CalendarAccess
  /** Requests for a calendar are access policies on it, answered in the access-policies area. */
  policies: AccessPoliciesRepository
  /** Whether the caller belongs to the structure they ask for. */
  organizations: OrganizationsRepository
  notifications: NotificationSender
  /** The practitioners around a patient's address, for booking a home visit. */
  nearby: NearbyPractitionersRepository
}

export function schedulesServices(context: AreaContext): SchedulesServices {
  const { config, db, accounts } = context
  const schedules = new SchedulesRepository(db)
  const policies = new AccessPoliciesRepository(db)
  return {
    config,
    accounts,
    schedules,
    calendars: new CalendarAccess(schedules, policies, config.now),
    policies,
    organizations: new OrganizationsRepository(db),
    notifications: notificationSender(context),
    nearby: new NearbyPractitionersRepository(db),
  }
}
