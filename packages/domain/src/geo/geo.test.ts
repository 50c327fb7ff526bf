import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { distanceKm, formatDistanceKm, positionRetentionCutoff } from './index.ts'

describe('geo', () => {
  it('measures known distances', () => {
    const paris = { latitude: 48.8566, longitude: 2.3522 }
    const lyon = { latitude: 45.764, longitude: 4.8357 }
    expect(distanceKm(paris, lyon)).toBeGreaterThan(389)
    expect(distanceKm(paris, lyon)).toBeLessThan(394)
    expect(distanceKm(paris, paris)).toBe(0)
    expect(formatDistanceKm(12.3456)).toBe('12,35 km')
  })
  it('is symmetric (property)', () => {
    const point = fc.record({
      latitude: fc.double({ min: -89, max: 89, noNaN: true }),
      longitude: fc.double({ min: -179, max: 179, noNaN: true }),
    })
    fc.assert(
      fc.property(point, point, (a, b) => {
        expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 6)
      }),
    )
  })
})

describe('positionRetentionCutoff', () => {
  it('forgets what is older than two calendar months', () => {
    expect(positionRetentionCutoff(new Date('2026-12-07T10:00:00Z')).toISOString()).toBe(
      '2026-10-07T10:00:00.000Z',
    )
    expect(positionRetentionCutoff(new Date('2027-01-15T00:00:00Z')).toISOString()).toBe(
      '2026-11-15T00:00:00.000Z',
    )
  })

  it('never keeps a position longer when the earlier month is shorter', () => {
    // 30 April less two months is no 30 February: the cutoff rolls to 2 March, keeping less.
    expect(positionRetentionCutoff(new Date('2027-04-30T12:00:00Z')).toISOString()).toBe(
      '2027-03-02T12:00:00.000Z',
    )
  })
})
