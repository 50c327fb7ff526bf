// The calendar-feed area's migrations. Frozen: a change is a new, later-dated file.
import type { Migrations } from '../../../core/database/migrate.ts'
import * as calendarFeeds from './2026-12-03_calendar-feeds.ts'
import * as calendarFeedIds from './2026-12-09_calendar-feed-ids.ts'

export const migrations: Migrations = {
  '2026-12-03_calendar-feeds': calendarFeeds,
  '2026-12-09_calendar-feed-ids': calendarFeedIds,
}
