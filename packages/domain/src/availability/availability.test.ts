import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { addDays, isoWeekday, startOfDayInstant } from '../shared/dates.ts'
import {
  applyException,
  availabilityOnDate,
  diffExceptions,
  fromReferenceSlot,
  generateSlots,
  groupSlotsByHour,
  makeWeeklySlot,
  mergeExceptions,
  mergeSlotLists,
  mergeWeeklySlots,
  overlaps,
  recurringSlotError,
  slotsOnDate,
  slotsForEdit,
  slotsForPractitioners,
  staffTypesForSlotSearch,
  subtractIntervals,
  toReferenceSlot,
  unionIntervals,
  validateUnavailability,
  RECURRING_END_REQUIRED,
  RECURRING_SAME_TIME,
  RECURRING_START_REQUIRED,
  SLOT_MESSAGES,
  UNAVAILABILITY_MESSAGES,
  type ScheduleException,
  type WeeklySlot,
} from './index.ts'

const H = 3_600_000
const M = 60_000
const T0 = Date.UTC(2026, 5, 1) // a Monday
const ex = (start: number, end: number, status: 'BUSY' | 'FREE', id?: string): ScheduleException =>
  id === undefined
    ? { start: T0 + start * H, end: T0 + end * H, status }
    : { id, start: T0 + start * H, end: T0 + end * H, status }
const hours = (list: ScheduleException[]) => list.map((e) => [(e.start - T0) / H, (e.end - T0) / H, e.status])

describe('intervals', () => {
  it('unions and subtracts', () => {
    expect(
      unionIntervals([
        { start: 5, end: 7 },
        { start: 1, end: 3 },
        { start: 3, end: 4 },
        { start: 2, end: 2 },
      ]),
    ).toEqual([
      { start: 1, end: 4 },
      { start: 5, end: 7 },
    ])
    expect(
      subtractIntervals(
        [{ start: 0, end: 10 }],
        [
          { start: 2, end: 3 },
          { start: 5, end: 12 },
          { start: -3, end: -1 },
        ],
      ),
    ).toEqual([
      { start: 0, end: 2 },
      { start: 3, end: 5 },
    ])
    expect(subtractIntervals([{ start: 0, end: 10 }], [{ start: 20, end: 30 }])).toEqual([
      { start: 0, end: 10 },
    ])
    expect(overlaps({ start: 0, end: 2 }, { start: 2, end: 3 })).toBe(false)
    expect(overlaps({ start: 0, end: 3 }, { start: 2, end: 3 })).toBe(true)
  })
})

describe('exceptions', () => {
  it('splits an opposite-type exception', () => {
    const result = applyException([ex(8, 18, 'FREE', 'a')], ex(12, 14, 'BUSY', 'b'))
    expect(hours(result)).toEqual([
      [8, 12, 'FREE'],
      [12, 14, 'BUSY'],
      [14, 18, 'FREE'],
    ])
    expect(result.map((e) => e.id)).toEqual(['a', 'b', undefined])
  })
  it('trims an opposite-type exception', () => {
    expect(hours(applyException([ex(8, 12, 'BUSY')], ex(10, 14, 'FREE')))).toEqual([
      [8, 10, 'BUSY'],
      [10, 14, 'FREE'],
    ])
    expect(hours(applyException([ex(10, 12, 'BUSY')], ex(8, 14, 'FREE')))).toEqual([[8, 14, 'FREE']])
  })
  it('merges same-type exceptions that overlap or touch', () => {
    expect(
      hours(mergeExceptions([ex(8, 10, 'BUSY'), ex(9, 12, 'BUSY'), ex(12, 13, 'BUSY'), ex(15, 16, 'BUSY')])),
    ).toEqual([
      [8, 13, 'BUSY'],
      [15, 16, 'BUSY'],
    ])
    expect(mergeExceptions([ex(8, 8, 'BUSY')])).toEqual([])
  })
  it('computes what to save', () => {
    const before = [ex(8, 18, 'FREE', 'a'), ex(20, 21, 'BUSY', 'c')]
    const after = applyException(before, ex(12, 14, 'BUSY'))
    const diff = diffExceptions(before, after)
    expect(diff.deleteIds).toEqual(['a'])
    expect(diff.create.map((e) => [(e.start - T0) / H, (e.end - T0) / H, e.status])).toEqual([
      [8, 12, 'FREE'],
      [12, 14, 'BUSY'],
      [14, 18, 'FREE'],
    ])
  })

  const exceptionArb = fc
    .tuple(
      fc.integer({ min: 0, max: 96 }),
      fc.integer({ min: 1, max: 24 }),
      fc.constantFrom<'BUSY' | 'FREE'>('BUSY', 'FREE'),
    )
    .map(([start, length, status]) => ({
      start: T0 + start * 15 * M,
      end: T0 + (start + length) * 15 * M,
      status,
    }))

  it('leaves no BUSY/FREE overlap and no touching same-type pieces (property)', () => {
    fc.assert(
      fc.property(fc.array(exceptionArb, { maxLength: 30 }), (list) => {
        const merged = mergeExceptions(list)
        for (let i = 1; i < merged.length; i++) {
          expect(merged[i]!.start).toBeGreaterThanOrEqual(merged[i - 1]!.end)
          if (merged[i]!.start === merged[i - 1]!.end)
            expect(merged[i]!.status).not.toBe(merged[i - 1]!.status)
        }
      }),
    )
  })
  it('is idempotent and keeps the covered time (property)', () => {
    fc.assert(
      fc.property(fc.array(exceptionArb, { maxLength: 30 }), (list) => {
        const merged = mergeExceptions(list)
        expect(mergeExceptions(merged)).toEqual(merged)
        expect(unionIntervals(merged)).toEqual(unionIntervals(list))
        // The last exception always wins where it lies.
        const last = list[list.length - 1]
        if (last)
          expect(
            merged.some((e) => e.status === last.status && e.start <= last.start && e.end >= last.end),
          ).toBe(true)
      }),
    )
  })
  it('is independent of insertion order within a type (property)', () => {
    fc.assert(
      fc.property(
        fc.array(exceptionArb, { maxLength: 30 }),
        fc.constantFrom<'BUSY' | 'FREE'>('BUSY', 'FREE'),
        (list, status) => {
          const same = list.map((e) => ({ ...e, status }))
          expect(mergeExceptions([...same].reverse())).toEqual(mergeExceptions(same))
        },
      ),
    )
  })
})

describe('recurring slots', () => {
  it('validates times', () => {
    expect(recurringSlotError('', '10:00')).toBe(RECURRING_START_REQUIRED)
    expect(recurringSlotError('08:00', null)).toBe(RECURRING_END_REQUIRED)
    expect(recurringSlotError('08:00', '25:00')).toBe(RECURRING_END_REQUIRED)
    expect(recurringSlotError('08:00', '08:00')).toBe(RECURRING_SAME_TIME)
    expect(recurringSlotError('08:00', '07:00')).toBeNull()
    expect(() => makeWeeklySlot(8, '08:00', '09:00')).toThrow(RangeError)
    expect(() => makeWeeklySlot(1, '08:00', '08:00')).toThrow(RangeError)
  })
  it('rolls a slot ending earlier than it starts to the next day', () => {
    expect(makeWeeklySlot(1, '22:00', '02:00')).toEqual({ weekday: 1, start: 1320, end: 1560 })
    expect(toReferenceSlot(makeWeeklySlot(7, '22:00', '02:00', 'x'))).toEqual({
      id: 'x',
      start: '2018-01-07T22:00:00',
      end: '2018-01-08T02:00:00',
    })
  })
  it('round-trips the 2018 reference week', () => {
    const slot = makeWeeklySlot(3, '08:30', '12:00')
    expect(toReferenceSlot(slot)).toEqual({ start: '2018-01-03T08:30:00', end: '2018-01-03T12:00:00' })
    expect(fromReferenceSlot(toReferenceSlot(slot))).toEqual(slot)
    expect(fromReferenceSlot({ start: '2018-01-03T23:00:00', end: '2018-01-03T01:00:00' })).toEqual({
      weekday: 3,
      start: 1380,
      end: 1500,
    })
    expect(fromReferenceSlot({ start: '2019-01-03T08:00', end: '2018-01-03T09:00' })).toBeNull()
    expect(fromReferenceSlot({ start: '2018-01-09T08:00', end: '2018-01-09T09:00' })).toBeNull()
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 0, max: 1439 }),
        fc.integer({ min: 1, max: 1439 }),
        (d, s, len) => {
          const slot: WeeklySlot = { weekday: d, start: s, end: s + len }
          expect(fromReferenceSlot(toReferenceSlot(slot))).toEqual(slot)
        },
      ),
    )
  })
  it('merges same-weekday overlaps only', () => {
    const merged = mergeWeeklySlots([
      makeWeeklySlot(1, '10:00', '12:00', 'b'),
      makeWeeklySlot(1, '08:00', '10:00', 'a'),
      makeWeeklySlot(2, '09:00', '11:00', 'c'),
      makeWeeklySlot(1, '11:00', '13:00'),
      makeWeeklySlot(1, '14:00', '15:00'),
    ])
    expect(merged).toEqual([
      { id: 'a', weekday: 1, start: 480, end: 780 },
      { weekday: 1, start: 840, end: 900 },
      { id: 'c', weekday: 2, start: 540, end: 660 },
    ])
    const slotArb = fc.record({
      weekday: fc.integer({ min: 1, max: 7 }),
      start: fc.integer({ min: 0, max: 1400 }),
      end: fc.integer({ min: 1, max: 2000 }),
    })
    fc.assert(
      fc.property(fc.array(slotArb, { maxLength: 20 }), (slots) => {
        const once = mergeWeeklySlots(slots)
        expect(mergeWeeklySlots(once)).toEqual(once)
        expect(mergeWeeklySlots([...slots].reverse())).toEqual(once)
      }),
    )
  })
})

describe('unavailability', () => {
  const now = Date.UTC(2026, 5, 1, 8) // 10:00 in Paris
  const ctx = { now, timeZone: 'Europe/Paris' }
  it('returns the spec messages', () => {
    expect(validateUnavailability({}, ctx)).toEqual({
      ok: false,
      field: 'startDate',
      message: UNAVAILABILITY_MESSAGES.startRequired,
    })
    expect(validateUnavailability({ startDate: '2026-06-01', startTime: '09:00' }, ctx)).toMatchObject({
      message: "La date et l'heure de début ne peuvent pas être dans le passé",
    })
    expect(validateUnavailability({ startDate: '2026-06-03', endDate: '2026-06-02' }, ctx)).toMatchObject({
      field: 'endDate',
      message: UNAVAILABILITY_MESSAGES.endBeforeStartDate,
    })
    expect(
      validateUnavailability({ startDate: '2026-06-02', startTime: '14:00', endTime: '13:00' }, ctx),
    ).toMatchObject({
      field: 'endTime',
      message: "L'heure de fin doit être après l'heure de début",
    })
    expect(
      validateUnavailability(
        { startDate: '2026-06-02', startTime: '14:00', endDate: '2026-06-03', endTime: '00:00' },
        ctx,
      ),
    ).toMatchObject({ ok: true })
  })
  it('lets a whole-day unavailability start now when it is today', () => {
    expect(validateUnavailability({ startDate: '2026-06-01' }, ctx)).toEqual({
      ok: true,
      start: now,
      end: Date.UTC(2026, 5, 1, 22),
    })
  })
  it('covers whole days in the zone', () => {
    expect(validateUnavailability({ startDate: '2026-06-02' }, ctx)).toEqual({
      ok: true,
      start: Date.UTC(2026, 5, 1, 22),
      end: Date.UTC(2026, 5, 2, 22),
    })
  })
})

describe('slot generation', () => {
  const mondays = [makeWeeklySlot(1, '08:00', '12:00'), makeWeeklySlot(1, '14:00', '15:00')]
  const now = Date.UTC(2026, 0, 1)

  it('produces 15-minute slots from recurring availability', () => {
    const result = generateSlots({
      date: '2026-06-01',
      timeZone: 'Europe/Paris',
      now,
      schedule: { recurring: mondays, exceptions: [], bookings: [] },
    })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.slots).toHaveLength(20)
    expect(result.slots[0]).toEqual({ start: Date.UTC(2026, 5, 1, 6), end: Date.UTC(2026, 5, 1, 6, 15) })
    const groups = groupSlotsByHour(result.slots, 'Europe/Paris')
    expect(groups.map((g) => g.hour)).toEqual(['08:00', '09:00', '10:00', '11:00', '14:00'])
    expect(groups[0]!.slots.map((s) => s.label)).toEqual(['08:00', '08:15', '08:30', '08:45'])
  })
  it('adds FREE, removes BUSY and bookings', () => {
    const day = Date.UTC(2026, 5, 1) // 02:00 Paris
    const result = slotsOnDate({
      date: '2026-06-01',
      timeZone: 'Europe/Paris',
      now,
      duration: 60,
      schedule: {
        recurring: mondays,
        exceptions: [
          { start: day + 16 * H, end: day + 18 * H, status: 'FREE' }, // 18:00–20:00 Paris
          { start: day + 7 * H, end: day + 8 * H, status: 'BUSY' }, // 09:00–10:00
        ],
        bookings: [{ start: day + 6 * H + 30 * M, end: day + 7 * H }], // 08:30–09:00 Paris
      },
    })
    expect(result.map((s) => new Date(s.start).toISOString().slice(11, 16))).toEqual([
      '08:00',
      '09:00',
      '12:00',
      '16:00',
      '17:00',
    ])
  })
  it('rejects past dates and reports empty days', () => {
    const later = Date.UTC(2026, 5, 2, 12)
    const schedule = { recurring: mondays, exceptions: [], bookings: [] }
    expect(generateSlots({ date: '2026-06-01', timeZone: 'Europe/Paris', now: later, schedule })).toEqual({
      ok: false,
      error: 'past',
      message: 'Cette date est déjà passée',
    })
    expect(generateSlots({ date: '2026-06-02', timeZone: 'Europe/Paris', now: later, schedule })).toEqual({
      ok: false,
      error: 'none',
      message: 'Aucun créneaux disponible pour cette date',
    })
    expect(SLOT_MESSAGES.none).toBe('Aucun créneaux disponible pour cette date')
  })
  it('skips slots already started today', () => {
    const nineThirty = Date.UTC(2026, 5, 1, 7, 30)
    const slots = slotsOnDate({
      date: '2026-06-01',
      timeZone: 'Europe/Paris',
      now: nineThirty,
      schedule: { recurring: mondays, exceptions: [], bookings: [] },
    })
    expect(slots[0]!.start).toBe(nineThirty)
  })
  it('keeps wall-clock hours across DST in Europe/Paris', () => {
    const sundays = [makeWeeklySlot(7, '01:00', '04:00')]
    const schedule = { recurring: sundays, exceptions: [], bookings: [] }
    // Spring forward: 02:00–03:00 does not exist, the slot lasts 2 hours.
    expect(slotsOnDate({ date: '2026-03-29', timeZone: 'Europe/Paris', now, schedule })).toHaveLength(8)
    // Fall back: 02:00–03:00 happens twice, the slot lasts 4 hours.
    expect(slotsOnDate({ date: '2026-10-25', timeZone: 'Europe/Paris', now, schedule })).toHaveLength(16)
    // The usual 08:00 stays 08:00 local on both sides of the change.
    const mornings = {
      recurring: [makeWeeklySlot(6, '08:00', '09:00'), makeWeeklySlot(1, '08:00', '09:00')],
      exceptions: [],
      bookings: [],
    }
    expect(
      slotsOnDate({ date: '2026-03-28', timeZone: 'Europe/Paris', now, schedule: mornings })[0]!.start,
    ).toBe(Date.UTC(2026, 2, 28, 7))
    expect(
      slotsOnDate({ date: '2026-03-30', timeZone: 'Europe/Paris', now, schedule: mornings })[0]!.start,
    ).toBe(Date.UTC(2026, 2, 30, 6))
  })
  it('works in Africa/Abidjan (UTC, no DST)', () => {
    const slots = slotsOnDate({
      date: '2026-03-30',
      timeZone: 'Africa/Abidjan',
      now,
      duration: 30,
      schedule: { recurring: mondays, exceptions: [], bookings: [] },
    })
    expect(slots[0]!.start).toBe(Date.UTC(2026, 2, 30, 8))
    expect(slots).toHaveLength(10)
  })
  it('handles midnight-crossing recurring slots on both days', () => {
    const nights = [makeWeeklySlot(1, '22:00', '02:00')]
    const schedule = { recurring: nights, exceptions: [], bookings: [] }
    const monday = slotsOnDate({
      date: '2026-06-01',
      timeZone: 'Africa/Abidjan',
      now,
      duration: 60,
      schedule,
    })
    const tuesday = slotsOnDate({
      date: '2026-06-02',
      timeZone: 'Africa/Abidjan',
      now,
      duration: 60,
      schedule,
    })
    expect(monday.map((s) => new Date(s.start).getUTCHours())).toEqual([22, 23])
    expect(tuesday.map((s) => new Date(s.start).getUTCHours())).toEqual([0, 1])
    // Sunday night rolls into Monday.
    const sunday = { recurring: [makeWeeklySlot(7, '23:00', '01:00')], exceptions: [], bookings: [] }
    expect(
      slotsOnDate({ date: '2026-06-01', timeZone: 'Africa/Abidjan', now, duration: 60, schedule: sunday }),
    ).toHaveLength(1)
  })
  it('merges practitioners and puts an edited slot back', () => {
    const a = { recurring: [makeWeeklySlot(1, '08:00', '09:00')], exceptions: [], bookings: [] }
    const b = { recurring: [makeWeeklySlot(1, '08:30', '09:30')], exceptions: [], bookings: [] }
    const slots = slotsForPractitioners({
      date: '2026-06-01',
      timeZone: 'Africa/Abidjan',
      now,
      duration: 30,
      practitioners: [
        { id: 'a', schedule: a },
        { id: 'b', schedule: b },
      ],
    })
    expect(slots.map((s) => [new Date(s.start).toISOString().slice(11, 16), s.practitionerIds])).toEqual([
      ['08:00', ['a']],
      ['08:30', ['a', 'b']],
      ['09:00', ['b']],
    ])
    const existing = { start: 5, end: 6 }
    expect(slotsForEdit([{ start: 1, end: 2 }], existing, true)).toEqual([{ start: 1, end: 2 }, existing])
    expect(slotsForEdit([{ start: 1, end: 2 }], existing, false)).toEqual([{ start: 1, end: 2 }])
  })
  it('merges several lists by start', () => {
    const a = [
      { start: 2, end: 3 },
      { start: 1, end: 2 },
    ]
    const b = [
      { start: 1, end: 2 },
      { start: 5, end: 6 },
    ]
    expect(mergeSlotLists(a, b)).toEqual([
      { start: 1, end: 2 },
      { start: 2, end: 3 },
      { start: 5, end: 6 },
    ])
  })

  it('puts every slot inside availability and off every booking, DST days included (property)', () => {
    const days = [
      { date: '2026-06-01', timeZone: 'Europe/Paris' },
      { date: '2026-03-29', timeZone: 'Europe/Paris' },
      { date: '2026-10-25', timeZone: 'Europe/Paris' },
      { date: '2026-03-29', timeZone: 'Africa/Abidjan' },
    ]
    const within = fc.tuple(fc.integer({ min: 0, max: 95 }), fc.integer({ min: 1, max: 16 }))
    fc.assert(
      fc.property(
        fc.constantFrom(...days),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 1400 }), fc.integer({ min: 1, max: 600 })), {
          maxLength: 5,
        }),
        fc.array(fc.tuple(within, fc.constantFrom<'BUSY' | 'FREE'>('BUSY', 'FREE')), { maxLength: 6 }),
        fc.array(within, { maxLength: 6 }),
        fc.constantFrom(15, 30, 45, 60),
        ({ date, timeZone }, recurring, exceptions, bookings, duration) => {
          const day = startOfDayInstant(date, timeZone)
          const weekday = isoWeekday(date)
          const schedule = {
            recurring: recurring.map(([s, len], i) => ({
              weekday: i % 2 ? weekday : ((weekday + 5) % 7) + 1,
              start: s,
              end: s + len,
            })),
            exceptions: mergeExceptions(
              exceptions.map(([[s, len], status]) => ({
                start: day + s * 15 * M,
                end: day + (s + len) * 15 * M,
                status,
              })),
            ),
            bookings: bookings.map(([s, len]) => ({
              start: day + s * 15 * M,
              end: day + s * 15 * M + len * 7 * M,
            })),
          }
          const free = availabilityOnDate(date, timeZone, schedule)
          const dayEnd = startOfDayInstant(addDays(date, 1), timeZone)
          const slots = slotsOnDate({ date, timeZone, now, duration, schedule })
          for (const slot of slots) {
            expect(slot.end - slot.start).toBe(duration * M)
            expect(slot.start).toBeGreaterThanOrEqual(day)
            expect(slot.end).toBeLessThanOrEqual(dayEnd)
            expect(free.some((f) => f.start <= slot.start && slot.end <= f.end)).toBe(true)
            expect(schedule.bookings.some((b) => overlaps(b, slot))).toBe(false)
            expect(schedule.exceptions.some((e) => e.status === 'BUSY' && overlaps(e, slot))).toBe(false)
          }
          for (let i = 1; i < slots.length; i++)
            expect(slots[i]!.start).toBeGreaterThanOrEqual(slots[i - 1]!.end)
        },
      ),
    )
  })
})

describe('staffTypesForSlotSearch', () => {
  it("follows the spec's staff for available slots", () => {
    expect(staffTypesForSlotSearch({ userType: 'doctor', application: 'perinatal' })).toEqual([
      'doctor',
      'midwife',
    ])
    expect(staffTypesForSlotSearch({ userType: 'doctor', application: 'mobility' })).toEqual([
      'doctor',
      'assistant',
    ])
    expect(
      staffTypesForSlotSearch({ userType: 'assistant', application: 'mobility', needsDoctor: true }),
    ).toEqual(['doctor', 'assistant'])
    expect(
      staffTypesForSlotSearch({ userType: 'midwife', application: 'perinatal', needsDoctor: true }),
    ).toEqual(['doctor', 'midwife'])
    expect(staffTypesForSlotSearch({ userType: 'midwife', application: 'perinatal' })).toEqual(['midwife'])
    expect(staffTypesForSlotSearch({ userType: 'doctor', application: 'dispatch' })).toEqual(['doctor'])
    expect(staffTypesForSlotSearch({ userType: 'patient', application: 'mobility' })).toEqual([
      'doctor',
      'assistant',
    ])
    expect(staffTypesForSlotSearch({ userType: 'patient', application: 'perinatal' })).toEqual([
      'doctor',
      'midwife',
    ])
  })
})
