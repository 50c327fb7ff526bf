// What the calendar-feed area's handlers use, built once per server.
import type { ApiConfig } from '../../core/config.ts'
import type { RateLimiter } from '../../core/limits/rate-limiter.ts'
import { AppointmentsRepository } from '../appointments/index.ts'
import type { AreaContext } from '../area.ts'
import { CalendarFeedsRepository } from './calendar-feeds-repository.ts'

export interface CalendarFeedServices {
  config: ApiConfig
  rateLimiter: RateLimiter
  feeds: CalendarFeedsRepository
  appointments: AppointmentsRepository
}

export function calendarFeedServices({ config, db, rateLimiter }: AreaContext): CalendarFeedServices {
  return {
    config,
    rateLimiter,
    feeds: new CalendarFeedsRepository(db),
    appointments: new AppointmentsRepository(db),
  }
}
