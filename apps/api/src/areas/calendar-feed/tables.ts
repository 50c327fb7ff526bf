// The calendar-feed area's table (migrations 2026-12-03_calendar-feeds, 2026-12-09_calendar-feed-ids): each practitioner's link, by the
// hash of its secret.
import type { Generated } from 'kysely'
import type { Timestamp } from '../../core/database/columns.ts'

interface CalendarFeedsTable {
  /** Made by the database when a practitioner's link is first made; kept when it is renewed. */
  id: Generated<string>
  practitioner_user_id: string
  application: string
  /** SHA-256 of the link's secret, base64url (core/codes/secrets.ts, `hashToken`). */
  secret_hash: string
  created_at: Timestamp
}

export interface CalendarFeedTables {
  calendar_feeds: CalendarFeedsTable
}
