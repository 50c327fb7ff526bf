import {
  CalendarDate,
  CalendarDateTime,
  fromAbsolute,
  getDayOfWeek,
  parseDate,
  toCalendarDate,
  toZoned,
} from '@internationalized/date'

/**
 * Calendar dates travel as ISO strings (`yyyy-MM-dd`) and instants as epoch milliseconds: both are plain
 * data the API and the browser exchange unchanged. The time zone is always a parameter (IANA name).
 */
export type IsoDate = string
export type Instant = number

export const DEFAULT_TIME_ZONE = 'Europe/Paris'

export function toCalendar(date: IsoDate): CalendarDate {
  return parseDate(date)
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return toCalendar(to).compare(toCalendar(from))
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return toCalendar(date).add({ days }).toString()
}

/** The calendar date an instant falls on in a time zone ("today" is `dateInZone(now, tz)`). */
export function dateInZone(instant: Instant, timeZone: string): IsoDate {
  return toCalendarDate(fromAbsolute(instant, timeZone)).toString()
}

/** The instant a wall-clock time happens; a time skipped by DST moves forward, a repeated one takes the first. */
export function wallTimeToInstant(date: IsoDate, minutes: number, timeZone: string): Instant {
  const day = toCalendar(date).add({ days: Math.floor(minutes / 1440) })
  const inDay = ((minutes % 1440) + 1440) % 1440
  const wall = new CalendarDateTime(day.year, day.month, day.day, Math.floor(inDay / 60), inDay % 60)
  return toZoned(wall, timeZone, 'compatible').toDate().getTime()
}

/** Midnight of a date in a zone: days last 23 or 25 hours across DST, so never add 24 h. */
export function startOfDayInstant(date: IsoDate, timeZone: string): Instant {
  return toZoned(toCalendar(date), timeZone).toDate().getTime()
}

/** ISO weekday, Monday 1 … Sunday 7. */
export function isoWeekday(date: IsoDate): number {
  return getDayOfWeek(toCalendar(date), 'fr-FR') + 1
}

/** `HH:mm` of an instant in a zone. */
export function formatTime(instant: Instant, timeZone: string): string {
  const zoned = fromAbsolute(instant, timeZone)
  return `${String(zoned.hour).padStart(2, '0')}:${String(zoned.minute).padStart(2, '0')}`
}

/** `dd/MM/yyyy`, the spec's date display. */
export function formatDate(date: IsoDate): string {
  const d = toCalendar(date)
  return `${String(d.day).padStart(2, '0')}/${String(d.month).padStart(2, '0')}/${d.year}`
}

/** `HH:mm` → minutes since midnight; `null` when malformed. */
export function parseTimeOfDay(value: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value)
  return match ? Number(match[1]) * 60 + Number(match[2]) : null
}

export function formatTimeOfDay(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`
}
