import { dateInZone, parseTimeOfDay, wallTimeToInstant, type Instant, type IsoDate } from '../shared/dates.ts'

export const UNAVAILABILITY_MESSAGES = {
  startRequired: 'La date de début est requise',
  startInPast: "La date et l'heure de début ne peuvent pas être dans le passé",
  endBeforeStartDate: 'La date de fin doit être après la date de début',
  endBeforeStartTime: "L'heure de fin doit être après l'heure de début",
} as const

export interface UnavailabilityInput {
  startDate?: IsoDate | null
  /** `HH:mm`; absent for a whole-day unavailability. */
  startTime?: string | null
  endDate?: IsoDate | null
  endTime?: string | null
}

export type UnavailabilityField = 'startDate' | 'startTime' | 'endDate' | 'endTime'

/**
 * Validates an unavailability (the spec's validation rules) and returns its instants. Whole days run from the
 * start date's midnight to the midnight after the end date, in the practitioner's zone.
 */
export function validateUnavailability(
  input: UnavailabilityInput,
  context: { now: Instant; timeZone: string },
): { ok: true; start: Instant; end: Instant } | { ok: false; field: UnavailabilityField; message: string } {
  if (!input.startDate)
    return { ok: false, field: 'startDate', message: UNAVAILABILITY_MESSAGES.startRequired }
  const endDate = input.endDate || input.startDate
  const startMinutes = input.startTime ? (parseTimeOfDay(input.startTime) ?? 0) : 0
  const endMinutes = input.endTime ? (parseTimeOfDay(input.endTime) ?? 1440) : 1440
  let start = wallTimeToInstant(input.startDate, startMinutes, context.timeZone)
  // "Unavailable all day today" is a common action: it starts now rather than being refused as past.
  if (
    !input.startTime &&
    start < context.now &&
    input.startDate === dateInZone(context.now, context.timeZone)
  ) {
    start = context.now
  }
  const end = wallTimeToInstant(endDate, endMinutes, context.timeZone)
  if (start < context.now)
    return { ok: false, field: 'startTime', message: UNAVAILABILITY_MESSAGES.startInPast }
  if (endDate !== input.startDate && endDate < input.startDate) {
    return { ok: false, field: 'endDate', message: UNAVAILABILITY_MESSAGES.endBeforeStartDate }
  }
  if (end <= start) {
    const sameDay = endDate === input.startDate
    return sameDay
      ? { ok: false, field: 'endTime', message: UNAVAILABILITY_MESSAGES.endBeforeStartTime }
      : { ok: false, field: 'endDate', message: UNAVAILABILITY_MESSAGES.endBeforeStartDate }
  }
  return { ok: true, start, end }
}

/**
 * How far before the server's clock an exception may start. "Unavailable all day today" starts at the
 * browser's now, which is already past when the request arrives, and the two clocks differ a little.
 */
const PAST_START_TOLERANCE_MS = 5 * 60_000

/**
 * An exception sent as instants (the API's form of an unavailability or an extra availability),
 * checked with the unavailability messages: it may not start in the past, and ends after its start.
 */
export function scheduleExceptionError(
  exception: { start: Instant; end: Instant },
  context: { now: Instant; timeZone: string },
): { field: 'start' | 'end'; message: string } | null {
  if (exception.start < context.now - PAST_START_TOLERANCE_MS) {
    return { field: 'start', message: UNAVAILABILITY_MESSAGES.startInPast }
  }
  if (exception.end > exception.start) return null
  const sameDay =
    dateInZone(exception.end, context.timeZone) === dateInZone(exception.start, context.timeZone)
  return {
    field: 'end',
    message: sameDay
      ? UNAVAILABILITY_MESSAGES.endBeforeStartTime
      : UNAVAILABILITY_MESSAGES.endBeforeStartDate,
  }
}
