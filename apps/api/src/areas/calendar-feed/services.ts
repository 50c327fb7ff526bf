// What the calendar-feed area's handlers use, built once per server.
import type { AccountResolver } from '../../core/accounts/current-account.ts'
import type { ApiConfig } from '../../core/config.ts'
import type { RateLimiter } from '../../core/limits/rate-limiter.ts'
import { AppointmentsRepository } from '../appointments/index.ts'
import type { AreaContext } from '../area.ts'
import { CalendarFeedsRepository } from './calendar-feeds-repository.ts'

export interface CalendarFeedServices {
  config: ApiConfig
  accounts: AccountResolver
  rateLimiter: RateLimiter
  feeds: CalendarFeedsRepository
  appointments: AppointmentsRepository
}

export function calendarFeedServices({
  config,
  db,
  accounts,
  rateLimiter,
}: AreaContext): CalendarFeedServices {
  return {
    config,
    accounts,
    rateLimiter,
    feeds: new CalendarFeedsRepository(db),
    appointments: new AppointmentsRepository(db),
  }
}
