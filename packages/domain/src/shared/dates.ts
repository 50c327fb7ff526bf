import type { CalendarDate } from '@internationalized/date'
import {
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

/**
 * Zone conversions go through Intl and cost microseconds each; slot searches repeat the same few (one per
 * date, zone and wall time) for every practitioner. A bounded memo keeps them pure and fast.
 */
const MEMO_LIMIT = 50_000
function memo<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const cache = new Map<string, R>()
  return (...args: A) => {
    const key = args.join('|')
    const hit = cache.get(key)
    if (hit !== undefined) return hit
    const value = fn(...args)
    if (cache.size >= MEMO_LIMIT) cache.clear()
    cache.set(key, value)
    return value
  }
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return toCalendar(to).compare(toCalendar(from))
}

export const addDays: (date: IsoDate, days: number) => IsoDate = memo((date: IsoDate, days: number) =>
  toCalendar(date).add({ days }).toString(),
)

/** The calendar date an instant falls on in a time zone ("today" is `dateInZone(now, tz)`). */
export function dateInZone(instant: Instant, timeZone: string): IsoDate {
  return toCalendarDate(fromAbsolute(instant, timeZone)).toString()
}

/** The instant a wall-clock time happens; a time skipped by DST moves forward, a repeated one takes the first. */
export const wallTimeToInstant: (date: IsoDate, minutes: number, timeZone: string) => Instant = memo(
  (date: IsoDate, minutes: number, timeZone: string) => {
    const day = toCalendar(date).add({ days: Math.floor(minutes / 1440) })
    const inDay = ((minutes % 1440) + 1440) % 1440
    const wall = new CalendarDateTime(day.year, day.month, day.day, Math.floor(inDay / 60), inDay % 60)
    return toZoned(wall, timeZone, 'compatible').toDate().getTime()
  },
)

/** Midnight of a date in a zone: days last 23 or 25 hours across DST, so never add 24 h. */
export const startOfDayInstant: (date: IsoDate, timeZone: string) => Instant = memo(
  (date: IsoDate, timeZone: string) => toZoned(toCalendar(date), timeZone).toDate().getTime(),
)

/** ISO weekday, Monday 1 … Sunday 7. */
export const isoWeekday: (date: IsoDate) => number = memo(
  (date: IsoDate) => getDayOfWeek(toCalendar(date), 'fr-FR') + 1,
)

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
