import { addDays, daysBetween, isoWeekday, type IsoDate } from '../shared/dates.ts'

// Organization statistics (the spec's constants), shared by the API that computes them and the page
// that draws them.

/** The period selector's choices, 7 days first (the default); the structure's home shows the last 7. */
export const STATISTICS_PERIODS = [
  { days: 7, label: '7 derniers jours' },
  { days: 30, label: '30 derniers jours' },
  { days: 90, label: '3 derniers mois' },
] as const
export const DEFAULT_STATISTICS_DAYS = 7
/** The longest period the API computes: a year, leap day included. */
export const MAX_STATISTICS_DAYS = 366
/** The dashboard's live figures are asked again every second (conditionally: unchanged is a 304). */
export const STATISTICS_REFRESH_MS = 1000

export const STATISTICS_MESSAGES = {
  endBeforeStart: 'La date de fin doit être après la date de début',
  tooLong: `La période ne peut dépasser ${MAX_STATISTICS_DAYS} jours`,
} as const

/** The period's faults by query parameter: its end before its start, or longer than a year. */
export function statisticsPeriodErrors(period: {
  start: IsoDate
  end: IsoDate
}): { field: 'periodEndDate'; message: string }[] {
  if (period.end < period.start)
    return [{ field: 'periodEndDate', message: STATISTICS_MESSAGES.endBeforeStart }]
  if (daysBetween(period.start, period.end) + 1 > MAX_STATISTICS_DAYS) {
    return [{ field: 'periodEndDate', message: STATISTICS_MESSAGES.tooLong }]
  }
  return []
}

/** The period of the same length just before: what each figure's delta is measured against. */
export function previousPeriod(period: { start: IsoDate; end: IsoDate }): { start: IsoDate; end: IsoDate } {
  const days = daysBetween(period.start, period.end) + 1
  return { start: addDays(period.start, -days), end: addDays(period.start, -1) }
}

/** The period ending today (inclusive) of `days` days: what the API's periodStartDate/EndDate get. */
export function statisticsPeriod(today: IsoDate, days: number): { start: IsoDate; end: IsoDate } {
  return { start: addDays(today, -(days - 1)), end: today }
}

export type ChartGrain = 'day' | 'week' | 'month'

/** Up to 7 days daily, up to 32 days weekly (weeks start on Monday), else monthly. */
export function chartGrain(days: number): ChartGrain {
  if (days <= 7) return 'day'
  if (days <= 32) return 'week'
  return 'month'
}

/** The first day of the bucket `date` falls in. */
export function bucketKey(date: IsoDate, grain: ChartGrain): IsoDate {
  if (grain === 'day') return date
  if (grain === 'week') return addDays(date, 1 - isoWeekday(date))
  return `${date.slice(0, 7)}-01`
}

/**
 * Sums a per-day series (`yyyy-MM-dd` → count, as the API returns volume.value) into the grain's buckets,
 * every bucket of the period present, empty ones at 0, in date order.
 */
export function bucketSeries(
  series: Readonly<Record<IsoDate, number>>,
  period: { start: IsoDate; end: IsoDate },
  grain: ChartGrain = chartGrain(daysBetween(period.start, period.end) + 1),
): { date: IsoDate; value: number }[] {
  const buckets = new Map<IsoDate, number>()
  for (let d = period.start; d <= period.end; d = addDays(d, 1)) buckets.set(bucketKey(d, grain), 0)
  for (const [date, value] of Object.entries(series)) {
    if (date < period.start || date > period.end) continue
    const key = bucketKey(date, grain)
    buckets.set(key, (buckets.get(key) ?? 0) + value)
  }
  return [...buckets.entries()].map(([date, value]) => ({ date, value }))
}

export type DurationClass = 'long' | 'medium' | 'short'
/** The duration classes' lower bounds in minutes (the API classifies in SQL with the same bounds). */
export const LONG_CONSULTATION_MINUTES = 50
export const MEDIUM_CONSULTATION_MINUTES = 35
export const DURATION_CLASSES: readonly DurationClass[] = ['long', 'medium', 'short']
export const DURATION_CLASS_LABELS: Readonly<Record<DurationClass, string>> = {
  long: `Longues (${LONG_CONSULTATION_MINUTES} min ou plus)`,
  medium: `Moyennes (${MEDIUM_CONSULTATION_MINUTES} à ${LONG_CONSULTATION_MINUTES - 1} min)`,
  short: `Courtes (moins de ${MEDIUM_CONSULTATION_MINUTES} min)`,
}

/** Consultation length class of the duration bar: ≥ 50 min long, ≥ 35 medium, else short. */
export function durationClass(minutes: number): DurationClass {
  if (minutes >= LONG_CONSULTATION_MINUTES) return 'long'
  if (minutes >= MEDIUM_CONSULTATION_MINUTES) return 'medium'
  return 'short'
}

export type ClassTotals = Record<DurationClass, { count: number; minutes: number }>

/**
 * Sums per-day totals by duration class (as the API returns `durations`) into the grain's buckets, every
 * bucket of the period present, empty ones at 0, in date order.
 */
export function bucketDurations(
  durations: Readonly<Record<IsoDate, ClassTotals>>,
  period: { start: IsoDate; end: IsoDate },
  grain: ChartGrain = chartGrain(daysBetween(period.start, period.end) + 1),
): ({ date: IsoDate } & ClassTotals)[] {
  const empty = (): ClassTotals => ({
    long: { count: 0, minutes: 0 },
    medium: { count: 0, minutes: 0 },
    short: { count: 0, minutes: 0 },
  })
  const buckets = new Map<IsoDate, ClassTotals>()
  for (let d = period.start; d <= period.end; d = addDays(d, 1)) buckets.set(bucketKey(d, grain), empty())
  for (const [date, totals] of Object.entries(durations)) {
    if (date < period.start || date > period.end) continue
    const bucket = buckets.get(bucketKey(date, grain))!
    for (const c of DURATION_CLASSES) {
      bucket[c].count += totals[c].count
      bucket[c].minutes += totals[c].minutes
    }
  }
  return [...buckets.entries()].map(([date, totals]) => ({ date, ...totals }))
}

export type BadgeColor = 'red' | 'orange' | 'green'
/** Average-duration badge: under 22 min red, 25 or more green, in between orange. */
export function averageDurationBadge(minutes: number): BadgeColor {
  if (minutes < 22) return 'red'
  if (minutes >= 25) return 'green'
  return 'orange'
}

/** Total-time card: hours rounded up from minutes. */
export function totalHours(minutes: number): number {
  return Math.ceil(minutes / 60)
}
