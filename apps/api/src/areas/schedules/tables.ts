// The schedules area's tables (migrations 2026-11-30_schedules and 2026-12-02_practice-locations): a
// practitioner's schedule and where they work from, its recurring weekly slots and its exceptions.
import type { ColumnType } from 'kysely'
import type { Timestamp } from '../../core/database/columns.ts'

interface SchedulesTable {
  practitioner_user_id: string
  application: string
  /** The IANA zone the recurring slots' wall-clock times are read in. */
  time_zone: string
  /**
   * Where the practitioner works from (exercise zone, else first address, else last shared position),
   * kept by the database's triggers from the profile and the account: never written by the code.
   */
  practice_latitude: ColumnType<number | null, never, never>
  practice_longitude: ColumnType<number | null, never, never>
  created_at: Timestamp
  updated_at: Timestamp
}

interface ScheduleRecurringSlotsTable {
  id: string
  practitioner_user_id: string
  /** ISO weekday, Monday 1. */
  weekday: number
  /** Minutes from the weekday's midnight; the end passes 1440 when the slot crosses midnight. */
  start_minute: number
  end_minute: number
}

interface ScheduleExceptionsTable {
  id: string
  practitioner_user_id: string
  starts_at: Timestamp
  ends_at: Timestamp
  status: 'BUSY' | 'FREE'
  created_at: Timestamp
}

export interface SchedulesTables {
  schedules: SchedulesTable
  schedule_recurring_slots: ScheduleRecurringSlotsTable
  schedule_exceptions: ScheduleExceptionsTable
}
