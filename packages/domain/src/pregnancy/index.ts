import { addDays, daysBetween, toCalendar, type IsoDate } from '../shared/dates.ts'

/**
 * The pregnancy calculator of the spec's constants. Everything is a calendar date (the last period is a day,
 * not an instant), so time zones and DST cannot shift a week boundary.
 */
const CONCEPTION_OFFSET_DAYS = 15
const ALTERNATE_TERM_DAYS = 38 * 7
const MAX_LAST_PERIOD_WEEKS = 42

export const LAST_PERIOD_FUTURE_MESSAGE = 'La date des dernières règles ne peut pas être dans le futur'
export const LAST_PERIOD_TOO_OLD_MESSAGE =
  'La date des dernières règles ne peut pas dater de plus de 42 semaines'

export function conceptionDate(lastPeriod: IsoDate): IsoDate {
  return addDays(lastPeriod, CONCEPTION_OFFSET_DAYS)
}

/** Naegele's rule as the spec writes it: + 1 year, + 7 days, − 3 months (in that order). */
export function dueDate(lastPeriod: IsoDate): IsoDate {
  return toCalendar(lastPeriod).add({ years: 1 }).add({ days: 7 }).subtract({ months: 3 }).toString()
}

export function alternateDueDate(lastPeriod: IsoDate): IsoDate {
  return addDays(conceptionDate(lastPeriod), ALTERNATE_TERM_DAYS)
}

interface WeeksAndDays {
  weeks: number
  days: number
}

function toWeeksAndDays(totalDays: number): WeeksAndDays {
  const clamped = Math.max(0, totalDays)
  return { weeks: Math.floor(clamped / 7), days: clamped % 7 }
}

export interface PregnancyStatus {
  conceptionDate: IsoDate
  dueDate: IsoDate
  alternateDueDate: IsoDate
  /** Semaines d'aménorrhée: counted from the last period. */
  amenorrhea: WeeksAndDays
  /** Semaines de grossesse: counted from conception (0 before it). */
  pregnancy: WeeksAndDays
  /** ceil(days of pregnancy / 30). */
  month: number
  /** 0–100. */
  progress: number
  /** The spec shows the progress while the unclamped value is at most 100. */
  showProgress: boolean
  /** The calendar month (4–8) the amenorrhea weeks fall in, if any. */
  calendarMonth: number | null
}

export function pregnancyStatus(lastPeriod: IsoDate, today: IsoDate): PregnancyStatus {
  const elapsed = daysBetween(lastPeriod, today)
  const due = dueDate(lastPeriod)
  const total = daysBetween(lastPeriod, due)
  const pregnancyDays = Math.max(0, elapsed - CONCEPTION_OFFSET_DAYS)
  const raw = Math.round((elapsed / total) * 100)
  const amenorrhea = toWeeksAndDays(elapsed)
  return {
    conceptionDate: conceptionDate(lastPeriod),
    dueDate: due,
    alternateDueDate: alternateDueDate(lastPeriod),
    amenorrhea,
    pregnancy: toWeeksAndDays(pregnancyDays),
    month: Math.ceil(pregnancyDays / 30),
    progress: Math.min(100, Math.max(0, raw)),
    showProgress: raw <= 100,
    calendarMonth: calendarMonthForWeek(amenorrhea.weeks),
  }
}

/** The monthly calendar (the spec's constants), in weeks of amenorrhea. */
const PREGNANCY_MONTHLY_CALENDAR = [
  { month: 4, fromWeek: 16, toWeek: 20 },
  { month: 5, fromWeek: 21, toWeek: 24 },
  { month: 6, fromWeek: 25, toWeek: 28 },
  { month: 7, fromWeek: 29, toWeek: 32 },
  { month: 8, fromWeek: 33, toWeek: 36 },
] as const

export function calendarMonthForWeek(week: number): number | null {
  return PREGNANCY_MONTHLY_CALENDAR.find((m) => week >= m.fromWeek && week <= m.toWeek)?.month ?? null
}

/**
 * Ultrasound windows in weeks of amenorrhea: the 1st from 11 to 13 weeks + 6 days as the spec says; the 2nd
 * and 3rd ("20–22", "30–32") are read the same way, up to the last day of the final week.
 */
const ULTRASOUND_WINDOWS = [
  { index: 1, fromWeek: 11, toWeek: 13 },
  { index: 2, fromWeek: 20, toWeek: 22 },
  { index: 3, fromWeek: 30, toWeek: 32 },
] as const

export interface UltrasoundWindow {
  index: 1 | 2 | 3
  from: IsoDate
  to: IsoDate
}

export function ultrasoundWindows(lastPeriod: IsoDate): UltrasoundWindow[] {
  return ULTRASOUND_WINDOWS.map((w) => ({
    index: w.index,
    from: addDays(lastPeriod, w.fromWeek * 7),
    to: addDays(lastPeriod, w.toWeek * 7 + 6),
  }))
}

/** `null` when valid: the last period is not after today nor more than 42 weeks earlier. */
export function lastPeriodError(lastPeriod: IsoDate, today: IsoDate): string | null {
  const elapsed = daysBetween(lastPeriod, today)
  if (elapsed < 0) return LAST_PERIOD_FUTURE_MESSAGE
  if (elapsed > MAX_LAST_PERIOD_WEEKS * 7) return LAST_PERIOD_TOO_OLD_MESSAGE
  return null
}
