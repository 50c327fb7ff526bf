import {
  addDays,
  dateInZone,
  formatTime,
  isoWeekday,
  startOfDayInstant,
  wallTimeToInstant,
  type Instant,
  type IsoDate,
} from '../shared/dates.ts'
import type { ScheduleException } from './exceptions.ts'
import { subtractIntervals, unionIntervals, type Interval } from './intervals.ts'
import type { WeeklySlot } from './recurring.ts'

export const SLOT_DURATIONS = [15, 30, 45, 60] as const
type SlotDuration = (typeof SLOT_DURATIONS)[number]
const DEFAULT_SLOT_DURATION: SlotDuration = 15

export const SLOT_MESSAGES = {
  past: 'Cette date est déjà passée',
  none: 'Aucun créneaux disponible pour cette date',
  noPractitioner: 'Aucun professionnel disponible pour cette plage horaire',
  assistantUnavailable: "L'assistant n'est pas disponible dans ces horaires",
} as const

export interface Slot {
  start: Instant
  end: Instant
}

export interface ScheduleInput {
  recurring: readonly WeeklySlot[]
  exceptions: readonly ScheduleException[]
  /** Booked appointments (cancelled ones must be left out by the caller). */
  bookings: readonly Interval[]
}

/**
 * The availability of one date in a zone: recurring slots of that weekday (and those of the previous day
 * that cross midnight) plus FREE, minus BUSY, clipped to the date. Wall-clock times are converted per date,
 * so a slot keeps its local hours across DST and the day itself may last 23 or 25 hours.
 */
export function availabilityOnDate(
  date: IsoDate,
  timeZone: string,
  schedule: Pick<ScheduleInput, 'recurring' | 'exceptions'>,
): Interval[] {
  const dayStart = startOfDayInstant(date, timeZone)
  const dayEnd = startOfDayInstant(addDays(date, 1), timeZone)
  const weekday = isoWeekday(date)
  const previousWeekday = weekday === 1 ? 7 : weekday - 1
  const previousDate = addDays(date, -1)
  const base: Interval[] = []
  for (const slot of schedule.recurring) {
    if (slot.weekday === weekday) {
      base.push({
        start: wallTimeToInstant(date, slot.start, timeZone),
        end: wallTimeToInstant(date, slot.end, timeZone),
      })
    }
    if (slot.weekday === previousWeekday && slot.end > 1440) {
      base.push({
        start: wallTimeToInstant(previousDate, slot.start, timeZone),
        end: wallTimeToInstant(previousDate, slot.end, timeZone),
      })
    }
  }
  for (const e of schedule.exceptions) if (e.status === 'FREE') base.push({ start: e.start, end: e.end })
  const busy = schedule.exceptions.filter((e) => e.status === 'BUSY')
  const clipped = unionIntervals(base)
    .map((i) => ({ start: Math.max(i.start, dayStart), end: Math.min(i.end, dayEnd) }))
    .filter((i) => i.end > i.start)
  return subtractIntervals(clipped, busy)
}

/**
 * The availability of a schedule kept in `timeZone` over any span of time, however the span's dates fall
 * in that zone: each date it touches there, clipped to the span. How an appointment is checked against
 * its practitioners' hours, and how a practitioner in another zone is searched on a date.
 */
export function availabilityBetween(
  span: Interval,
  timeZone: string,
  schedule: Pick<ScheduleInput, 'recurring' | 'exceptions'>,
): Interval[] {
  const pieces: Interval[] = []
  const last = dateInZone(span.end - 1, timeZone)
  for (let date = dateInZone(span.start, timeZone); date <= last; date = addDays(date, 1)) {
    for (const free of availabilityOnDate(date, timeZone, schedule)) {
      const start = Math.max(free.start, span.start)
      const end = Math.min(free.end, span.end)
      if (end > start) pieces.push({ start, end })
    }
  }
  return unionIntervals(pieces)
}

/** Whether the whole slot lies in the schedule's availability (bookings aside). */
export function isWithinAvailability(
  slot: Interval,
  timeZone: string,
  schedule: Pick<ScheduleInput, 'recurring' | 'exceptions'>,
): boolean {
  if (slot.end <= slot.start) return false
  return availabilityBetween(slot, timeZone, schedule).some((i) => i.start <= slot.start && i.end >= slot.end)
}

export type SlotsResult = { ok: true; slots: Slot[] } | { ok: false; error: 'past' | 'none'; message: string }

/**
 * The free slots of `duration` minutes on a date (the spec's screens and rules): stepped from the start of
 * each free period, never starting before `now`, never overlapping a booking. Past dates are rejected.
 */
export function generateSlots(input: {
  date: IsoDate
  timeZone: string
  now: Instant
  duration?: number
  schedule: ScheduleInput
}): SlotsResult {
  const today = dateInZone(input.now, input.timeZone)
  if (input.date < today) return { ok: false, error: 'past', message: SLOT_MESSAGES.past }
  const slots = slotsOnDate(input)
  return slots.length > 0 ? { ok: true, slots } : { ok: false, error: 'none', message: SLOT_MESSAGES.none }
}

/**
 * The slot list without the date checks (for monthly overviews and the bench). The date is read in
 * `timeZone`; the schedule's hours in `scheduleTimeZone` when it is kept in another one.
 */
export function slotsOnDate(input: {
  date: IsoDate
  timeZone: string
  scheduleTimeZone?: string
  now: Instant
  duration?: number
  schedule: ScheduleInput
}): Slot[] {
  const step = (input.duration ?? DEFAULT_SLOT_DURATION) * 60_000
  const bookings = unionIntervals(input.schedule.bookings)
  const own = input.scheduleTimeZone ?? input.timeZone
  const available =
    own === input.timeZone
      ? availabilityOnDate(input.date, own, input.schedule)
      : availabilityBetween(
          {
            start: startOfDayInstant(input.date, input.timeZone),
            end: startOfDayInstant(addDays(input.date, 1), input.timeZone),
          },
          own,
          input.schedule,
        )
  const slots: Slot[] = []
  for (const free of available) {
    let b = 0
    for (let start = free.start; start + step <= free.end; start += step) {
      if (start < input.now) continue
      const end = start + step
      while (b < bookings.length && bookings[b]!.end <= start) b++
      if (b < bookings.length && bookings[b]!.start < end) continue
      slots.push({ start, end })
    }
  }
  return slots
}

/** Slots of several practitioners or of an edited appointment put back: deduplicated by start, sorted. */
export function mergeSlotLists(...lists: readonly (readonly Slot[])[]): Slot[] {
  const byStart = new Map<number, Slot>()
  for (const list of lists)
    for (const slot of list) if (!byStart.has(slot.start)) byStart.set(slot.start, slot)
  return [...byStart.values()].sort((a, b) => a.start - b.start)
}

/** Groups slots by local hour for the slot list (`'08:00'` → slots labelled `'08:15'`). */
export function groupSlotsByHour(
  slots: readonly Slot[],
  timeZone: string,
): { hour: string; slots: (Slot & { label: string })[] }[] {
  const groups: { hour: string; slots: (Slot & { label: string })[] }[] = []
  for (const slot of mergeSlotLists(slots)) {
    const label = formatTime(slot.start, timeZone)
    const hour = `${label.slice(0, 2)}:00`
    const last = groups[groups.length - 1]
    if (last && last.hour === hour) last.slots.push({ ...slot, label })
    else groups.push({ hour, slots: [{ ...slot, label }] })
  }
  return groups
}

/**
 * Which staff types a slot search covers (the spec's roles): in perinatal a doctor searches doctors and
 * midwives, in mobility doctors and assistants; an assistant or midwife whose consultation needs a doctor
 * searches doctors and their own type; anyone else their own type.
 */
export function staffTypesForSlotSearch(input: {
  userType: 'doctor' | 'assistant' | 'midwife' | 'patient' | 'organization'
  application: 'perinatal' | 'mobility' | 'dispatch'
  needsDoctor?: boolean
}): ('doctor' | 'assistant' | 'midwife')[] {
  const { userType, application } = input
  if (userType === 'doctor' && application === 'perinatal') return ['doctor', 'midwife']
  if (userType === 'doctor' && application === 'mobility') return ['doctor', 'assistant']
  if ((userType === 'assistant' || userType === 'midwife') && input.needsDoctor) return ['doctor', userType]
  if (userType === 'doctor' || userType === 'assistant' || userType === 'midwife') return [userType]
  // Patients and structures book through practitioners of the mode's care type.
  return application === 'perinatal' ? ['doctor', 'midwife'] : ['doctor', 'assistant']
}

/**
 * Slots across several practitioners (the API's find-available-slots): each start once, with every
 * practitioner free then, so booking can ask for a doctor only when several are offered. The date is
 * read in `timeZone`; a practitioner whose schedule is kept in another zone gives it as `timeZone`.
 */
export function slotsForPractitioners(input: {
  date: IsoDate
  timeZone: string
  now: Instant
  duration?: number
  practitioners: readonly { id: string; schedule: ScheduleInput; timeZone?: string }[]
}): (Slot & { practitionerIds: string[] })[] {
  const byStart = new Map<number, Slot & { practitionerIds: string[] }>()
  for (const { id, schedule, timeZone } of input.practitioners) {
    for (const slot of slotsOnDate({ ...input, schedule, scheduleTimeZone: timeZone })) {
      const entry = byStart.get(slot.start)
      if (entry) entry.practitionerIds.push(id)
      else byStart.set(slot.start, { ...slot, practitionerIds: [id] })
    }
  }
  return [...byStart.values()].sort((a, b) => a.start - b.start)
}

/** Editing an appointment: its own slot is offered again when the date did not change (the spec's states). */
export function slotsForEdit(
  slots: readonly Slot[],
  existing: Slot | null | undefined,
  dateUnchanged: boolean,
): Slot[] {
  return existing && dateUnchanged ? mergeSlotLists(slots, [existing]) : mergeSlotLists(slots)
}
