// What 'Paramètres de l'agenda' edits before it saves: the week of recurring slots and the exceptions as
// the domain reads them, the words the page shows them in, and what to send once the user saves.
import type { components } from '@relais/api-client'
import {
  addDays,
  dateInZone,
  diffExceptions,
  formatDate,
  formatTime,
  formatTimeOfDay,
  fromReferenceSlot,
  mergeWeeklySlots,
  startOfDayInstant,
  type Instant,
  type ScheduleException,
  type WeeklySlot,
} from '@relais/domain'

export type Schedule = components['schemas']['Schedule']

export interface ScheduleDraft {
  /** Merged, by weekday then start. */
  slots: WeeklySlot[]
  /** Normalised (no overlap, same-type neighbours merged), by start. */
  exceptions: ScheduleException[]
}

/** ISO weekdays, Monday first as the product's weeks. */
export const WEEKDAYS = [
  { weekday: 1, label: 'Lundi' },
  { weekday: 2, label: 'Mardi' },
  { weekday: 3, label: 'Mercredi' },
  { weekday: 4, label: 'Jeudi' },
  { weekday: 5, label: 'Vendredi' },
  { weekday: 6, label: 'Samedi' },
  { weekday: 7, label: 'Dimanche' },
] as const

/** « Lundi » */
export const weekdayLabel = (weekday: number): string =>
  WEEKDAYS.find((d) => d.weekday === weekday)?.label ?? ''

/** « lundi », within a sentence. */
export const weekdayName = (weekday: number): string => weekdayLabel(weekday).toLowerCase()

export const sameSlot = (a: WeeklySlot, b: WeeklySlot) =>
  a.id === b.id && a.weekday === b.weekday && a.start === b.start && a.end === b.end

export const EXCEPTION_LABELS = { BUSY: 'Indisponible', FREE: 'Disponible' } as const

export function draftOf(schedule: Schedule): ScheduleDraft {
  const slots = mergeWeeklySlots(
    schedule.slots.map(fromReferenceSlot).filter((slot): slot is WeeklySlot => slot !== null),
  )
  const exceptions = schedule.exceptions
    .map((e) => ({ id: e.id, start: Date.parse(e.start), end: Date.parse(e.end), status: e.status }))
    .sort((a, b) => a.start - b.start)
  return { slots, exceptions }
}

const sameSlots = (a: readonly WeeklySlot[], b: readonly WeeklySlot[]) =>
  a.length === b.length && a.every((slot, i) => sameSlot(slot, b[i]!))

export interface ScheduleChanges {
  /** The whole week, when it changed. */
  slots: WeeklySlot[] | null
  deleteIds: string[]
  create: ScheduleException[]
}

/**
 * What saving sends. A piece left of an exception already under way (split or trimmed by a new one)
 * starts now: the API refuses to create anything in the past, and the past no longer takes bookings.
 */
export function changesOf(baseline: ScheduleDraft, draft: ScheduleDraft, now: Instant): ScheduleChanges {
  const { deleteIds, create } = diffExceptions(baseline.exceptions, draft.exceptions)
  return {
    slots: sameSlots(baseline.slots, draft.slots) ? null : draft.slots,
    deleteIds,
    create: create.filter((e) => e.end > now).map((e) => (e.start < now ? { ...e, start: now } : e)),
  }
}

export function hasChanges(baseline: ScheduleDraft, draft: ScheduleDraft): boolean {
  const { deleteIds, create } = diffExceptions(baseline.exceptions, draft.exceptions)
  return !sameSlots(baseline.slots, draft.slots) || deleteIds.length > 0 || create.length > 0
}

/** « 08:00 – 12:00 », « 22:00 – 02:00 (lendemain) » for a slot rolling over midnight. */
export function slotLabel(slot: Pick<WeeklySlot, 'start' | 'end'>): string {
  const label = `${formatTimeOfDay(slot.start)} – ${formatTimeOfDay(slot.end)}`
  return slot.end >= 1440 ? `${label} (lendemain)` : label
}

/**
 * « Le 12/03/2026, 08:00 – 18:00 », « Du 12/03/2026 08:00 au 13/03/2026 18:00 », and whole days without
 * their midnights: « Le 12/03/2026, toute la journée », « Du 12/03/2026 au 14/03/2026, journées entières ».
 */
export function exceptionPeriod(
  exception: Pick<ScheduleException, 'start' | 'end'>,
  timeZone: string,
): string {
  const startDate = dateInZone(exception.start, timeZone)
  const lastDate = dateInZone(exception.end - 1, timeZone)
  const wholeDays =
    exception.start === startOfDayInstant(startDate, timeZone) &&
    exception.end === startOfDayInstant(addDays(lastDate, 1), timeZone)
  if (wholeDays) {
    return startDate === lastDate
      ? `Le ${formatDate(startDate)}, toute la journée`
      : `Du ${formatDate(startDate)} au ${formatDate(lastDate)}, journées entières`
  }
  const endDate = dateInZone(exception.end, timeZone)
  const start = formatTime(exception.start, timeZone)
  const end = formatTime(exception.end, timeZone)
  return startDate === endDate
    ? `Le ${formatDate(startDate)}, ${start} – ${end}`
    : `Du ${formatDate(startDate)} ${start} au ${formatDate(endDate)} ${end}`
}

/** `HH:mm` of a time field's value, or '' while it is empty or partly typed. */
export function timeOfDay(value: { hour: number; minute: number } | null | undefined): string {
  return value ? `${String(value.hour).padStart(2, '0')}:${String(value.minute).padStart(2, '0')}` : ''
}
