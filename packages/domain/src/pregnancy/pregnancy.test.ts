import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { addDays } from '../shared/dates.ts'
import {
  alternateDueDate,
  calendarMonthForWeek,
  conceptionDate,
  dueDate,
  lastPeriodError,
  LAST_PERIOD_FUTURE_MESSAGE,
  LAST_PERIOD_TOO_OLD_MESSAGE,
  pregnancyStatus,
  ultrasoundWindows,
} from './index.ts'

describe('pregnancy dates', () => {
  it('follows the spec rules', () => {
    expect(conceptionDate('2025-01-01')).toBe('2025-01-16')
    expect(dueDate('2025-01-01')).toBe('2025-10-08')
    expect(alternateDueDate('2025-01-01')).toBe('2025-10-09')
  })
  it('handles month ends and leap years', () => {
    // 2024-02-29 + 1 y = 2025-02-28, + 7 d = 2025-03-07, − 3 m = 2024-12-07
    expect(dueDate('2024-02-29')).toBe('2024-12-07')
    // 2024-11-24 + 1 y + 7 d = 2025-12-01, − 3 m = 2025-09-01
    expect(dueDate('2024-11-24')).toBe('2025-09-01')
    // Month-end clamp: 2025-05-24 + 1 y + 7 d = 2026-05-31, − 3 m = 2026-02-28
    expect(dueDate('2025-05-24')).toBe('2026-02-28')
    expect(conceptionDate('2024-02-20')).toBe('2024-03-06')
  })
})

describe('pregnancyStatus', () => {
  it('counts weeks and days', () => {
    const s = pregnancyStatus('2025-01-01', '2025-03-20')
    expect(s.amenorrhea).toEqual({ weeks: 11, days: 1 })
    expect(s.pregnancy).toEqual({ weeks: 9, days: 0 })
    expect(s.month).toBe(3)
    expect(s.progress).toBe(Math.round((78 / 280) * 100))
    expect(s.showProgress).toBe(true)
    expect(s.calendarMonth).toBeNull()
  })
  it('is zero at the start and before conception', () => {
    const s = pregnancyStatus('2025-01-01', '2025-01-01')
    expect(s.amenorrhea).toEqual({ weeks: 0, days: 0 })
    expect(s.pregnancy).toEqual({ weeks: 0, days: 0 })
    expect(s.month).toBe(0)
    expect(s.progress).toBe(0)
    expect(pregnancyStatus('2025-01-01', '2024-12-25').progress).toBe(0)
  })
  it('clamps progress after the due date and hides it', () => {
    const s = pregnancyStatus('2025-01-01', '2025-10-20')
    expect(s.progress).toBe(100)
    expect(s.showProgress).toBe(false)
    expect(pregnancyStatus('2025-01-01', '2025-10-08').showProgress).toBe(true)
  })
  it('maps weeks to calendar months', () => {
    expect(calendarMonthForWeek(16)).toBe(4)
    expect(calendarMonthForWeek(20)).toBe(4)
    expect(calendarMonthForWeek(21)).toBe(5)
    expect(calendarMonthForWeek(36)).toBe(8)
    expect(calendarMonthForWeek(37)).toBeNull()
    expect(pregnancyStatus('2025-01-01', addDays('2025-01-01', 17 * 7)).calendarMonth).toBe(4)
  })
  it('never lets progress decrease as days pass (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }),
        fc.integer({ min: -30, max: 400 }),
        fc.integer({ min: 1, max: 30 }),
        (d, offset, step) => {
          const lmp = d.toISOString().slice(0, 10)
          const day = addDays(lmp, offset)
          expect(pregnancyStatus(lmp, addDays(day, step)).progress).toBeGreaterThanOrEqual(
            pregnancyStatus(lmp, day).progress,
          )
        },
      ),
    )
  })
})

describe('ultrasounds and validation', () => {
  it('computes the three windows', () => {
    expect(ultrasoundWindows('2025-01-01')).toEqual([
      { index: 1, from: '2025-03-19', to: '2025-04-08' },
      { index: 2, from: '2025-05-21', to: '2025-06-10' },
      { index: 3, from: '2025-07-30', to: '2025-08-19' },
    ])
  })
  it('validates the last period', () => {
    expect(lastPeriodError('2025-03-02', '2025-03-01')).toBe(LAST_PERIOD_FUTURE_MESSAGE)
    expect(lastPeriodError('2025-03-01', '2025-03-01')).toBeNull()
    expect(lastPeriodError(addDays('2025-03-01', -294), '2025-03-01')).toBeNull()
    expect(lastPeriodError(addDays('2025-03-01', -295), '2025-03-01')).toBe(LAST_PERIOD_TOO_OLD_MESSAGE)
  })
})
