import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  addDays,
  dateInZone,
  daysBetween,
  formatDate,
  formatTime,
  formatTimeOfDay,
  isoWeekday,
  parseTimeOfDay,
  startOfDayInstant,
  wallTimeToInstant,
} from './dates.ts'

describe('dates', () => {
  it('counts and adds calendar days across month ends and leap years', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2)
    expect(daysBetween('2025-02-28', '2025-03-01')).toBe(1)
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01')
    expect(isoWeekday('2018-01-01')).toBe(1)
    expect(isoWeekday('2018-01-07')).toBe(7)
  })
  it('converts between zones', () => {
    expect(dateInZone(Date.UTC(2026, 5, 1, 22, 30), 'Europe/Paris')).toBe('2026-06-02')
    expect(dateInZone(Date.UTC(2026, 5, 1, 22, 30), 'Africa/Abidjan')).toBe('2026-06-01')
    expect(startOfDayInstant('2026-03-29', 'Europe/Paris')).toBe(Date.UTC(2026, 2, 28, 23))
    expect(
      startOfDayInstant('2026-03-30', 'Europe/Paris') - startOfDayInstant('2026-03-29', 'Europe/Paris'),
    ).toBe(23 * 3_600_000)
    expect(
      startOfDayInstant('2026-10-26', 'Europe/Paris') - startOfDayInstant('2026-10-25', 'Europe/Paris'),
    ).toBe(25 * 3_600_000)
    // 02:30 does not exist on 29 March 2026 in Paris: it moves to 03:30 (01:30 UTC).
    expect(wallTimeToInstant('2026-03-29', 150, 'Europe/Paris')).toBe(Date.UTC(2026, 2, 29, 1, 30))
    // 02:30 happens twice on 25 October 2026: the first one (00:30 UTC) is taken.
    expect(wallTimeToInstant('2026-10-25', 150, 'Europe/Paris')).toBe(Date.UTC(2026, 9, 25, 0, 30))
    expect(wallTimeToInstant('2026-06-01', 1500, 'Africa/Abidjan')).toBe(Date.UTC(2026, 5, 2, 1))
    expect(formatTime(Date.UTC(2026, 5, 1, 6, 5), 'Europe/Paris')).toBe('08:05')
  })
  it('formats and parses', () => {
    expect(formatDate('2026-03-05')).toBe('05/03/2026')
    expect(parseTimeOfDay('08:30')).toBe(510)
    expect(parseTimeOfDay('24:00')).toBeNull()
    expect(parseTimeOfDay('8:30')).toBeNull()
    expect(formatTimeOfDay(1500)).toBe('01:00')
    expect(formatTimeOfDay(-60)).toBe('23:00')
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), (m) => {
        expect(parseTimeOfDay(formatTimeOfDay(m))).toBe(m)
      }),
    )
  })
})
