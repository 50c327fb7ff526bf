// Where the agenda draws what: the days a view shows, and each event's place in its day's column, in
// the agenda's time zone. Wall-clock minutes, so an event at 08:00 sits on the 08:00 line on the days
// daylight saving changes too. Pure functions: tested without a browser's layout.
import {
  fromAbsolute,
  getDayOfWeek,
  parseDate,
  toCalendarDate,
  toZoned,
  endOfMonth,
  startOfMonth,
} from '@internationalized/date'
import type { CalendarDate } from '@internationalized/date'

export type AgendaViewMode = 'day' | 'week' | 'month'

/** The French week starts on Monday. */
const LOCALE = 'fr-FR'

/** The ISO dates a view shows around `date`: the day, its week (Monday first), or whole weeks covering its month. */
export function visibleDates(view: AgendaViewMode, date: string): string[] {
  const anchor = parseDate(date)
  if (view === 'day') return [anchor.toString()]
  if (view === 'week') {
    const monday = anchor.subtract({ days: getDayOfWeek(anchor, LOCALE) })
    return Array.from({ length: 7 }, (_, i) => monday.add({ days: i }).toString())
  }
  const first = startOfMonth(anchor)
  const last = endOfMonth(anchor)
  const start = first.subtract({ days: getDayOfWeek(first, LOCALE) })
  const end = last.add({ days: 6 - getDayOfWeek(last, LOCALE) })
  const dates: string[] = []
  for (let day: CalendarDate = start; day.compare(end) <= 0; day = day.add({ days: 1 }))
    dates.push(day.toString())
  return dates
}

/** The instant a date starts at in the zone. */
function dayStart(date: string, timeZone: string): number {
  return toZoned(parseDate(date), timeZone).toDate().getTime()
}

/** The ISO date an instant falls on in the zone. */
export function dateOf(instant: number, timeZone: string): string {
  return toCalendarDate(fromAbsolute(instant, timeZone)).toString()
}

/** Minutes since the wall-clock midnight of the instant's day in the zone. */
function wallMinutes(instant: number, timeZone: string): number {
  const zoned = fromAbsolute(instant, timeZone)
  return zoned.hour * 60 + zoned.minute
}

export interface PlacedEvent<T> {
  event: T
  /** Wall-clock minutes from the day's midnight, clipped to the day. */
  top: number
  bottom: number
  /** Side by side with the events it overlaps: its lane among `lanes`. */
  lane: number
  lanes: number
}

/**
 * The events of one day, clipped to it (an event across midnight shows on both days), each given a lane
 * so that overlapping events stand side by side, as many lanes as the widest overlap of its cluster.
 */
export function placeEventsOnDay<T extends { start: number; end: number }>(
  events: readonly T[],
  date: string,
  timeZone: string,
): PlacedEvent<T>[] {
  const start = dayStart(date, timeZone)
  const end = dayStart(parseDate(date).add({ days: 1 }).toString(), timeZone)
  const placed = events
    .filter((event) => event.start < end && event.end > start)
    .map((event) => ({
      event,
      top: event.start <= start ? 0 : wallMinutes(event.start, timeZone),
      bottom: event.end >= end ? 1440 : wallMinutes(event.end, timeZone),
      lane: 0,
      lanes: 1,
    }))
    .map((p) => ({ ...p, bottom: Math.max(p.bottom, p.top + 15) }))
    .sort((a, b) => a.top - b.top || b.bottom - a.bottom)
  let cluster: PlacedEvent<T>[] = []
  let clusterEnd = -1
  const laneEnds: number[] = []
  const closeCluster = () => {
    for (const p of cluster) p.lanes = laneEnds.length
    cluster = []
    laneEnds.length = 0
  }
  for (const p of placed) {
    if (p.top >= clusterEnd) closeCluster()
    let lane = laneEnds.findIndex((laneEnd) => laneEnd <= p.top)
    if (lane === -1) lane = laneEnds.push(p.bottom) - 1
    else laneEnds[lane] = p.bottom
    p.lane = lane
    cluster.push(p)
    clusterEnd = Math.max(clusterEnd, p.bottom)
  }
  closeCluster()
  return placed
}
