import { addDays, daysBetween, isoWeekday, type IsoDate } from '../shared/dates.ts'

// Organization statistics (the spec's constants).

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

function bucketKey(date: IsoDate, grain: ChartGrain): IsoDate {
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
/** Consultation length class of the duration bar: ≥ 50 min long, ≥ 35 medium, else short. */
export function durationClass(minutes: number): DurationClass {
  if (minutes >= 50) return 'long'
  if (minutes >= 35) return 'medium'
  return 'short'
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
