// What the schedules area's handlers use, built once per server.
import type { AccountResolver } from '../../core/accounts/current-account.ts'
import type { ApiConfig } from '../../core/config.ts'
import { AccessPoliciesRepository } from '../access-policies/index.ts'
import type { AreaContext } from '../area.ts'
import { CalendarAccess } from './calendar-access.ts'
import { SchedulesRepository } from './schedules-repository.ts'

export interface SchedulesServices {
  config: ApiConfig
  accounts: AccountResolver
  schedules: SchedulesRepository
  calendars: CalendarAccess
}

export function schedulesServices({ config, db, accounts }: AreaContext): SchedulesServices {
  const schedules = new SchedulesRepository(db)
  return {
    config,
    accounts,
    schedules,
    calendars: new CalendarAccess(schedules, new AccessPoliciesRepository(db), config.now),
  }
}
