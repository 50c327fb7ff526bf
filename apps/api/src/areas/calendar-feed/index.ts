// The calendar-feed area's public surface: its entry in areas/index.ts, and what the integrations area
// activates the feed with (it is the first integration).
import type { Area } from '../area.ts'
import { migrations } from './migrations/index.ts'
import { calendarFeedModule } from './module.ts'

export const calendarFeed: Area = {
  name: 'calendar-feed',
  module: calendarFeedModule,
  migrations,
}

export { CalendarFeedsRepository } from './calendar-feeds-repository.ts'
export { issueCalendarFeed } from './feed-links.ts'
