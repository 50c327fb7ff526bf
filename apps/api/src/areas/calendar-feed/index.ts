// The calendar-feed area's public surface: its entry in areas/index.ts.
import type { Area } from '../area.ts'
import { migrations } from './migrations/index.ts'
import { calendarFeedModule } from './module.ts'

export const calendarFeed: Area = {
  name: 'calendar-feed',
  module: calendarFeedModule,
  migrations,
}
