import { formatTimeOfDay, parseTimeOfDay } from '../shared/dates.ts'

/**
 * Recurring weekly availability. The API stores it on a reference week of 2018 (the spec's entities) whose
 * Monday is 2018-01-01, as wall-clock times without a zone: "every Monday 08:00" must stay 08:00 across DST.
 * In code a slot is a weekday (ISO, Monday 1) and minutes from that day's midnight; `end` may pass 1440
 * when the slot crosses midnight.
 */
export interface WeeklySlot {
  id?: string
  weekday: number
  start: number
  end: number
}
export const RECURRING_START_REQUIRED = "L'heure de début est requise"
export const RECURRING_END_REQUIRED = "L'heure de fin est requise"
export const RECURRING_SAME_TIME = "L'heure de fin doit être différente de l'heure de début"

/** The first message to show for a recurring slot's times (the spec's validation rules), or `null`. */
export function recurringSlotError(
  startTime: string | null | undefined,
  endTime: string | null | undefined,
): string | null {
  if (!startTime || parseTimeOfDay(startTime) === null) return RECURRING_START_REQUIRED
  if (!endTime || parseTimeOfDay(endTime) === null) return RECURRING_END_REQUIRED
  return startTime === endTime ? RECURRING_SAME_TIME : null
}

/** Builds a slot from `HH:mm` times; an end earlier than the start rolls to the next day. */
export function makeWeeklySlot(weekday: number, startTime: string, endTime: string, id?: string): WeeklySlot {
  if (recurringSlotError(startTime, endTime) !== null || weekday < 1 || weekday > 7) {
    throw new RangeError(`Invalid recurring slot ${weekday} ${startTime}-${endTime}`)
  }
  const start = parseTimeOfDay(startTime)!
  let end = parseTimeOfDay(endTime)!
  if (end < start) end += 1440
  return id === undefined ? { weekday, start, end } : { id, weekday, start, end }
}

/**
 * Merges overlapping or touching slots of the same weekday (the spec's transitions). Idempotent and
 * independent of the input order; a merged slot keeps the smallest id among its parts.
 */
export function mergeWeeklySlots(slots: readonly WeeklySlot[]): WeeklySlot[] {
  const sorted = slots
    .filter((s) => s.end > s.start)
    .map((s) => ({ ...s }))
    .sort((a, b) => a.weekday - b.weekday || a.start - b.start || a.end - b.end)
  const result: WeeklySlot[] = []
  for (const slot of sorted) {
    const last = result[result.length - 1]
    if (last && last.weekday === slot.weekday && slot.start <= last.end) {
      last.end = Math.max(last.end, slot.end)
      if (slot.id !== undefined && (last.id === undefined || slot.id < last.id)) last.id = slot.id
    } else {
      result.push(slot)
    }
  }
  return result
}

function referenceDay(weekday: number, minutes: number): string {
  const day = weekday + Math.floor(minutes / 1440)
  return `2018-01-${String(day).padStart(2, '0')}T${formatTimeOfDay(minutes)}:00`
}

/** The stored form: `{ start: '2018-01-01T08:00:00', end: '2018-01-01T12:00:00' }`. */
export function toReferenceSlot(slot: WeeklySlot): { id?: string; start: string; end: string } {
  const stored = { start: referenceDay(slot.weekday, slot.start), end: referenceDay(slot.weekday, slot.end) }
  return slot.id === undefined ? stored : { id: slot.id, ...stored }
}

/** Reads the stored form back; `null` when it is not on the reference week. */
export function fromReferenceSlot(stored: { id?: string; start: string; end: string }): WeeklySlot | null {
  const parse = (value: string) => {
    const match = /^2018-01-(\d{2})T(\d{2}):(\d{2})/.exec(value)
    return match ? { day: Number(match[1]), minutes: Number(match[2]) * 60 + Number(match[3]) } : null
  }
  const start = parse(stored.start)
  const end = parse(stored.end)
  if (!start || !end || start.day < 1 || start.day > 7) return null
  let endMinutes = (end.day - start.day) * 1440 + end.minutes
  if (endMinutes <= start.minutes) endMinutes += 1440
  const slot = { weekday: start.day, start: start.minutes, end: endMinutes }
  return stored.id === undefined ? slot : { id: stored.id, ...slot }
}

/** A day of the reference week and a wall time, seconds optional: `2018-01-07T22:00:00`. */
const REFERENCE_TIME = /^2018-01-0([1-8])T(\d{2}:\d{2})(?::00(?:\.000)?)?$/

export type ReferenceSlotReading =
  { ok: true; slot: WeeklySlot } | { ok: false; field: 'start' | 'end'; message: string }

/**
 * Reads a slot sent in the stored form, with the recurring-slot messages for the field at fault. The
 * weekday is the start's and the end is on that day or the next, an end earlier than the start on the
 * same day rolling to the next as in the form. Merged slots may last more than a day, so the end's day
 * is read rather than guessed from its time: what `toReferenceSlot` writes reads back the same.
 */
export function parseReferenceSlot(stored: {
  id?: string
  start: string
  end: string
}): ReferenceSlotReading {
  const startMatch = REFERENCE_TIME.exec(stored.start)
  const endMatch = REFERENCE_TIME.exec(stored.end)
  const weekday = Number(startMatch?.[1] ?? 0)
  const startTime = weekday <= 7 ? startMatch?.[2] : undefined
  const daysLater = Number(endMatch?.[1] ?? 0) - weekday
  const endTime = daysLater === 0 || daysLater === 1 ? endMatch?.[2] : undefined
  const message = recurringSlotError(startTime, endTime)
  // The same time on the next day is a whole day, which merging slots can make.
  const wholeDay = message === RECURRING_SAME_TIME && daysLater === 1
  if (message !== null && !wholeDay) {
    return { ok: false, field: message === RECURRING_START_REQUIRED ? 'start' : 'end', message }
  }
  const start = parseTimeOfDay(startTime!)!
  const endOfDay = parseTimeOfDay(endTime!)! + daysLater * 1440
  const slot = { weekday, start, end: endOfDay > start ? endOfDay : endOfDay + 1440 }
  return { ok: true, slot: stored.id === undefined ? slot : { id: stored.id, ...slot } }
}
