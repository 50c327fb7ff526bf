// The rules the API applies to schedules as they arrive over HTTP: the stored form of recurring slots,
// exceptions as instants, zones, and availability over spans that cross dates or zones.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  availabilityBetween,
  canonicalTimeZone,
  isWithinAvailability,
  makeWeeklySlot,
  parseReferenceSlot,
  RECURRING_END_REQUIRED,
  RECURRING_SAME_TIME,
  RECURRING_START_REQUIRED,
  scheduleExceptionError,
  slotsForPractitioners,
  slotsOnDate,
  timeZoneForCountry,
  toReferenceSlot,
  UNAVAILABILITY_MESSAGES,
} from './index.ts'

const H = 3_600_000
const M = 60_000

describe('time zones', () => {
  it('defaults from the address country', () => {
    expect(timeZoneForCountry('FR')).toBe('Europe/Paris')
    expect(timeZoneForCountry('ci')).toBe('Africa/Abidjan')
    expect(timeZoneForCountry('RE')).toBe('Indian/Reunion')
    expect(timeZoneForCountry('DE')).toBe('Europe/Paris')
    expect(timeZoneForCountry(undefined)).toBe('Europe/Paris')
    expect(timeZoneForCountry(null)).toBe('Europe/Paris')
  })
  it('accepts IANA names only', () => {
    expect(canonicalTimeZone('Europe/Paris')).toBe('Europe/Paris')
    expect(canonicalTimeZone('Africa/Abidjan')).toBe('Africa/Abidjan')
    expect(canonicalTimeZone('europe/paris')).toBe('Europe/Paris')
    expect(canonicalTimeZone('America/Argentina/Buenos_Aires')).toMatch(/Buenos_Aires$/)
    expect(canonicalTimeZone('UTC')).toBe('UTC')
    expect(canonicalTimeZone('Europe/Nowhere')).toBeNull()
    expect(canonicalTimeZone('+01:00')).toBeNull()
    expect(canonicalTimeZone('Paris')).toBeNull()
    expect(canonicalTimeZone('')).toBeNull()
  })
})

describe('recurring slots in the stored form', () => {
  it('reads them back, the end rolling to the next day when earlier', () => {
    expect(parseReferenceSlot({ start: '2018-01-01T08:00:00', end: '2018-01-01T12:00:00' })).toEqual({
      ok: true,
      slot: { weekday: 1, start: 480, end: 720 },
    })
    expect(
      parseReferenceSlot({ id: 'x', start: '2018-01-07T22:00', end: '2018-01-08T02:00:00.000' }),
    ).toEqual({
      ok: true,
      slot: { id: 'x', weekday: 7, start: 1320, end: 1560 },
    })
    // An end earlier on the same day rolls to the next, as in the form.
    expect(parseReferenceSlot({ start: '2018-01-03T23:00:00', end: '2018-01-03T01:00:00' })).toEqual({
      ok: true,
      slot: { weekday: 3, start: 1380, end: 1500 },
    })
    // Merged slots may last more than a day: the end's day counts.
    expect(parseReferenceSlot({ start: '2018-01-01T00:00:00', end: '2018-01-02T21:00:00' })).toEqual({
      ok: true,
      slot: { weekday: 1, start: 0, end: 2700 },
    })
  })
  it('names the field at fault with the recurring-slot messages', () => {
    expect(parseReferenceSlot({ start: '', end: '2018-01-01T12:00:00' })).toEqual({
      ok: false,
      field: 'start',
      message: RECURRING_START_REQUIRED,
    })
    expect(parseReferenceSlot({ start: '2018-01-08T08:00:00', end: '2018-01-08T12:00:00' })).toMatchObject({
      field: 'start',
      message: RECURRING_START_REQUIRED,
    })
    expect(parseReferenceSlot({ start: '2019-01-01T08:00:00', end: '2018-01-01T12:00:00' })).toMatchObject({
      field: 'start',
    })
    expect(parseReferenceSlot({ start: '2018-01-01T08:00:00', end: 'midi' })).toMatchObject({
      field: 'end',
      message: RECURRING_END_REQUIRED,
    })
    expect(parseReferenceSlot({ start: '2018-01-01T08:00:00', end: '2018-01-01T24:00:00' })).toEqual({
      ok: false,
      field: 'end',
      message: RECURRING_END_REQUIRED,
    })
    expect(parseReferenceSlot({ start: '2018-01-01T08:00:00', end: '2018-01-03T09:00:00' })).toMatchObject({
      field: 'end',
      message: RECURRING_END_REQUIRED,
    })
    expect(parseReferenceSlot({ start: '2018-01-03T08:00:00', end: '2018-01-01T09:00:00' })).toMatchObject({
      field: 'end',
    })
    expect(parseReferenceSlot({ start: '2018-01-01T08:00:00', end: '2018-01-01T08:00:00' })).toEqual({
      ok: false,
      field: 'end',
      message: RECURRING_SAME_TIME,
    })
    // The same time the next day is a whole day, as merging can make.
    expect(parseReferenceSlot({ start: '2018-01-01T00:00:00', end: '2018-01-02T00:00:00' })).toEqual({
      ok: true,
      slot: { weekday: 1, start: 0, end: 1440 },
    })
  })
  it('round-trips with the stored form, merged slots included (property)', () => {
    // Ends up to the next day's 23:59: the longest a merge of slots of one day can make.
    const slotArb = fc
      .tuple(
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 0, max: 1439 }),
        fc.integer({ min: 1, max: 2879 }),
      )
      .filter(([, start, end]) => end > start)
    fc.assert(
      fc.property(slotArb, ([weekday, start, end]) => {
        const slot = { weekday, start, end }
        expect(parseReferenceSlot(toReferenceSlot(slot))).toEqual({ ok: true, slot })
      }),
    )
  })
})

describe('exceptions sent as instants', () => {
  const now = Date.UTC(2026, 5, 1, 8)
  const context = { now, timeZone: 'Europe/Paris' }
  it('refuses a start in the past, beyond the clocks’ tolerance', () => {
    expect(scheduleExceptionError({ start: now - 2 * M, end: now + H }, context)).toBeNull()
    expect(scheduleExceptionError({ start: now - H, end: now + H }, context)).toEqual({
      field: 'start',
      message: UNAVAILABILITY_MESSAGES.startInPast,
    })
  })
  it('refuses an end before its start, in the words of the day or of the date', () => {
    expect(scheduleExceptionError({ start: now + 2 * H, end: now + H }, context)).toEqual({
      field: 'end',
      message: UNAVAILABILITY_MESSAGES.endBeforeStartTime,
    })
    expect(scheduleExceptionError({ start: now + 2 * H, end: now + 2 * H }, context)).toMatchObject({
      message: UNAVAILABILITY_MESSAGES.endBeforeStartTime,
    })
    expect(scheduleExceptionError({ start: now + 48 * H, end: now + H }, context)).toEqual({
      field: 'end',
      message: UNAVAILABILITY_MESSAGES.endBeforeStartDate,
    })
  })
})

describe('availability over a span', () => {
  const mondays = { recurring: [makeWeeklySlot(1, '08:00', '12:00')], exceptions: [] }
  const monday8 = Date.UTC(2026, 5, 1, 6) // 08:00 in Paris
  it('tells whether a slot lies inside, DST days included', () => {
    expect(isWithinAvailability({ start: monday8, end: monday8 + H }, 'Europe/Paris', mondays)).toBe(true)
    expect(isWithinAvailability({ start: monday8 - 15 * M, end: monday8 + H }, 'Europe/Paris', mondays)).toBe(
      false,
    )
    expect(isWithinAvailability({ start: monday8, end: monday8 }, 'Europe/Paris', mondays)).toBe(false)
    // The Monday after the spring change: 08:00 local is 06:00 UTC; 07:00 UTC is 09:00.
    const after = Date.UTC(2026, 2, 30, 6)
    expect(isWithinAvailability({ start: after, end: after + H }, 'Europe/Paris', mondays)).toBe(true)
    // The Monday before: 08:00 local is 07:00 UTC, and 06:00 UTC is 07:00 local, outside.
    const before = Date.UTC(2026, 2, 23, 6)
    expect(isWithinAvailability({ start: before, end: before + H }, 'Europe/Paris', mondays)).toBe(false)
    expect(isWithinAvailability({ start: before + H, end: before + 2 * H }, 'Europe/Paris', mondays)).toBe(
      true,
    )
  })
  it('follows a night slot across midnight', () => {
    const nights = { recurring: [makeWeeklySlot(1, '22:00', '02:00')], exceptions: [] }
    const monday23 = Date.UTC(2026, 5, 1, 23)
    expect(isWithinAvailability({ start: monday23, end: monday23 + 2 * H }, 'Africa/Abidjan', nights)).toBe(
      true,
    )
    expect(
      isWithinAvailability({ start: monday23, end: monday23 + 3 * H + 15 * M }, 'Africa/Abidjan', nights),
    ).toBe(false)
    expect(availabilityBetween({ start: monday23, end: monday23 + 6 * H }, 'Africa/Abidjan', nights)).toEqual(
      [{ start: monday23, end: monday23 + 3 * H }],
    )
  })
  it('searches a practitioner kept in another zone on the date as the search reads it', () => {
    const now = Date.UTC(2026, 0, 1)
    const schedule = { ...mondays, bookings: [] }
    // 08:00–12:00 in Abidjan is 10:00–14:00 in Paris in June.
    const inParis = slotsOnDate({
      date: '2026-06-01',
      timeZone: 'Europe/Paris',
      scheduleTimeZone: 'Africa/Abidjan',
      now,
      duration: 60,
      schedule,
    })
    expect(inParis.map((s) => s.start)).toEqual([8, 9, 10, 11].map((h) => Date.UTC(2026, 5, 1, h)))
    const both = slotsForPractitioners({
      date: '2026-06-01',
      timeZone: 'Europe/Paris',
      now,
      duration: 60,
      practitioners: [
        { id: 'paris', schedule },
        { id: 'abidjan', schedule, timeZone: 'Africa/Abidjan' },
      ],
    })
    expect(both.map((s) => [new Date(s.start).getUTCHours(), s.practitionerIds])).toEqual([
      [6, ['paris']],
      [7, ['paris']],
      [8, ['paris', 'abidjan']],
      [9, ['paris', 'abidjan']],
      [10, ['abidjan']],
      [11, ['abidjan']],
    ])
  })
})
