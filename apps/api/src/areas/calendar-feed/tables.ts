// The calendar-feed area's table (migration 2026-12-03_calendar-feeds): each practitioner's link, by the
// hash of its secret.
import type { Timestamp } from '../../core/database/columns.ts'

interface CalendarFeedsTable {
  practitioner_user_id: string
  application: string
  /** SHA-256 of the link's secret, base64url (core/codes/secrets.ts, `hashToken`). */
  secret_hash: string
  created_at: Timestamp
}

export interface CalendarFeedTables {
  calendar_feeds: CalendarFeedsTable
}
