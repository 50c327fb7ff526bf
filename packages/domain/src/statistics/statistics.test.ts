import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { addDays } from '../shared/dates.ts'
import {
  averageDurationBadge,
  bucketDurations,
  bucketSeries,
  chartGrain,
  durationClass,
  MAX_STATISTICS_DAYS,
  previousPeriod,
  STATISTICS_MESSAGES,
  statisticsPeriod,
  statisticsPeriodErrors,
  totalHours,
} from './index.ts'

describe('statistics', () => {
  it('chooses the grain', () => {
    expect(chartGrain(7)).toBe('day')
    expect(chartGrain(8)).toBe('week')
    expect(chartGrain(32)).toBe('week')
    expect(chartGrain(33)).toBe('month')
  })
  it('computes periods', () => {
    expect(statisticsPeriod('2026-03-10', 7)).toEqual({ start: '2026-03-04', end: '2026-03-10' })
  })
  it('fills empty daily buckets', () => {
    expect(
      bucketSeries({ '2026-03-05': 2, '2026-03-01': 9 }, { start: '2026-03-04', end: '2026-03-06' }),
    ).toEqual([
      { date: '2026-03-04', value: 0 },
      { date: '2026-03-05', value: 2 },
      { date: '2026-03-06', value: 0 },
    ])
  })
  it('groups weeks from Monday and months', () => {
    // 2026-03-01 is a Sunday: it belongs to the week of Monday 2026-02-23.
    const weekly = bucketSeries(
      { '2026-03-01': 1, '2026-03-02': 2, '2026-03-08': 3, '2026-03-09': 4 },
      { start: '2026-03-01', end: '2026-03-30' },
    )
    expect(weekly.slice(0, 3)).toEqual([
      { date: '2026-02-23', value: 1 },
      { date: '2026-03-02', value: 5 },
      { date: '2026-03-09', value: 4 },
    ])
    expect(weekly).toHaveLength(6)
    const monthly = bucketSeries(
      { '2026-01-15': 1, '2026-02-28': 2 },
      { start: '2025-12-20', end: '2026-03-19' },
    )
    expect(monthly).toEqual([
      { date: '2025-12-01', value: 0 },
      { date: '2026-01-01', value: 1 },
      { date: '2026-02-01', value: 2 },
      { date: '2026-03-01', value: 0 },
    ])
  })
  it('keeps the total (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 90 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 89 }), fc.nat(20))),
        (days, points) => {
          const period = statisticsPeriod('2026-03-31', days)
          const series: Record<string, number> = {}
          for (const [offset, value] of points) {
            const d = addDays(period.start, offset)
            if (d <= period.end) series[d] = (series[d] ?? 0) + value
          }
          const total = Object.values(series).reduce((a, b) => a + b, 0)
          expect(bucketSeries(series, period).reduce((a, b) => a + b.value, 0)).toBe(total)
        },
      ),
    )
  })
  it('classifies durations', () => {
    expect(durationClass(50)).toBe('long')
    expect(durationClass(49)).toBe('medium')
    expect(durationClass(35)).toBe('medium')
    expect(durationClass(34)).toBe('short')
    expect(averageDurationBadge(21.9)).toBe('red')
    expect(averageDurationBadge(22)).toBe('orange')
    expect(averageDurationBadge(24.9)).toBe('orange')
    expect(averageDurationBadge(25)).toBe('green')
    expect(totalHours(61)).toBe(2)
    expect(totalHours(60)).toBe(1)
    expect(totalHours(0)).toBe(0)
  })
  it('checks the period and finds the one before', () => {
    expect(statisticsPeriodErrors({ start: '2026-03-10', end: '2026-03-10' })).toEqual([])
    expect(statisticsPeriodErrors({ start: '2026-03-10', end: '2026-03-09' })).toEqual([
      { field: 'periodEndDate', message: STATISTICS_MESSAGES.endBeforeStart },
    ])
    const year = { start: '2024-01-01', end: addDays('2024-01-01', MAX_STATISTICS_DAYS - 1) }
    expect(statisticsPeriodErrors(year)).toEqual([])
    expect(statisticsPeriodErrors({ ...year, end: addDays(year.end, 1) })).toEqual([
      { field: 'periodEndDate', message: STATISTICS_MESSAGES.tooLong },
    ])
    expect(previousPeriod({ start: '2026-03-04', end: '2026-03-10' })).toEqual({
      start: '2026-02-25',
      end: '2026-03-03',
    })
  })
  it('sums durations by class into buckets', () => {
    const day = (long: number, medium: number, short: number) => ({
      long: { count: long, minutes: long * 60 },
      medium: { count: medium, minutes: medium * 40 },
      short: { count: short, minutes: short * 20 },
    })
    const weekly = bucketDurations(
      {
        '2026-03-01': day(1, 0, 0),
        '2026-03-02': day(0, 1, 2),
        '2026-03-03': day(1, 0, 1),
        '2026-04-01': day(9, 9, 9),
      },
      { start: '2026-03-01', end: '2026-03-10' },
    )
    expect(weekly.map((b) => b.date)).toEqual(['2026-02-23', '2026-03-02', '2026-03-09'])
    expect(weekly[1]).toEqual({
      date: '2026-03-02',
      long: { count: 1, minutes: 60 },
      medium: { count: 1, minutes: 40 },
      short: { count: 3, minutes: 60 },
    })
    expect(weekly[2]!.long).toEqual({ count: 0, minutes: 0 })
  })
})
