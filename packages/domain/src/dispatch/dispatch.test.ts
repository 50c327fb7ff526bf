import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as v from 'valibot'
import { distanceKm } from '../geo/index.ts'
import {
  estimateTravel,
  FIRST_VISIT_REASON,
  formatDuration,
  formatTravel,
  homeVisitRequestSchema,
  planTour,
  proposeVisitPlan,
  rankCandidates,
  RECURRENCE_REASON,
  ROAD_FACTOR,
  type DispatchCandidate,
  type TourVisit,
} from './index.ts'

const LILAS = { latitude: 48.8796, longitude: 2.4163 }
/** About 2.5 km from the maternity service. */
const PANTIN = { latitude: 48.8944, longitude: 2.4097 }
/** About 9 km. */
const VINCENNES = { latitude: 48.8474, longitude: 2.4392 }
const LYON = { latitude: 45.764, longitude: 4.8357 }

const candidate = (overrides: Partial<DispatchCandidate> & { id: string }): DispatchCandidate => ({
  name: overrides.id,
  position: PANTIN,
  radiusKm: 20,
  qualifications: ['POSTPARTUM_CONSULTATION'],
  affiliatedToPmi: false,
  freeMinutes: 120,
  activeRequests: 0,
  ...overrides,
})

describe('travel estimates', () => {
  it('lengthens the straight line by the road factor, at least a minute between two places', () => {
    const travel = estimateTravel(LILAS, PANTIN)
    expect(travel.km).toBeCloseTo(distanceKm(LILAS, PANTIN) * ROAD_FACTOR, 9)
    expect(travel.minutes).toBeGreaterThanOrEqual(1)
    expect(estimateTravel(LILAS, LILAS)).toEqual({ km: 0, minutes: 0, estimated: true })
    expect(formatTravel({ km: 12.345, minutes: 25, estimated: true })).toBe('≈ 12,35 km · 25 min')
    expect(formatTravel({ km: 3, minutes: 65, estimated: false })).toBe('3,00 km · 1 h 05')
    expect(formatDuration(120)).toBe('2 h')
  })
  it('takes longer for a longer road (property)', () => {
    const point = fc.record({
      latitude: fc.double({ min: 41, max: 51, noNaN: true }),
      longitude: fc.double({ min: -5, max: 9, noNaN: true }),
    })
    fc.assert(
      fc.property(point, point, point, (from, a, b) => {
        const [near, far] = [estimateTravel(from, a), estimateTravel(from, b)].sort((x, y) => x.km - y.km)
        expect(near!.minutes).toBeLessThanOrEqual(far!.minutes)
      }),
    )
  })
})

describe('ranking candidates for a care request', () => {
  const request = { position: LILAS, types: ['EARLY_DISCHARGE'] as const }

  it('puts the nearest eligible first and says why for everyone', () => {
    const ranked = rankCandidates(request, [
      candidate({ id: 'far', name: 'Chloé Vincent', position: VINCENNES }),
      candidate({ id: 'near', name: 'Inès Faure' }),
      candidate({ id: 'unqualified', qualifications: ['BIRTH_PREPARATION'] }),
      candidate({ id: 'busy', freeMinutes: 0 }),
      candidate({ id: 'away', position: LYON, radiusKm: 30 }),
    ])
    expect(ranked.map((r) => r.candidate.id)).toEqual(['near', 'far', 'busy', 'away', 'unqualified'])
    expect(ranked.filter((r) => r.eligible).map((r) => r.candidate.id)).toEqual(['near', 'far'])
    expect(ranked[0]!.explanation).toMatch(
      /^≈ \d+,\d\d km · \d+ min · qualifié\(e\) · 2 h libres aux dates demandées · aucune prise en charge en cours$/,
    )
    expect(ranked.find((r) => r.candidate.id === 'unqualified')!.explanation).toContain(
      'non qualifié(e) pour Sortie précoce',
    )
    expect(ranked.find((r) => r.candidate.id === 'busy')!.explanation).toContain(
      'aucun créneau libre aux dates demandées',
    )
    expect(ranked.find((r) => r.candidate.id === 'away')!.explanation).toContain('hors de sa zone (30 km)')
  })

  it('leaves the agenda out when not asked (the dispatch centre sends a nurse now): nearest, then least loaded', () => {
    const ranked = rankCandidates({ position: LILAS, types: [] }, [
      candidate({ id: 'far', position: VINCENNES, freeMinutes: null }),
      candidate({ id: 'near-loaded', freeMinutes: null, activeRequests: 2 }),
      candidate({ id: 'near', freeMinutes: null }),
    ])
    expect(ranked.map((r) => r.candidate.id)).toEqual(['near', 'near-loaded', 'far'])
    expect(ranked.every((r) => r.eligible)).toBe(true)
    expect(ranked[0]!.explanation).toMatch(
      /^≈ \d+,\d\d km · \d+ min · qualifié\(e\) · aucune prise en charge en cours$/,
    )
  })

  it('breaks a tie in travel by the load, and asks a PMI midwife for her affiliation', () => {
    const ranked = rankCandidates({ position: LILAS, types: ['PMI_MIDWIFE'] }, [
      candidate({ id: 'loaded', activeRequests: 3 }),
      candidate({ id: 'light', activeRequests: 1 }),
      candidate({ id: 'pmi', affiliatedToPmi: true, activeRequests: 5 }),
    ])
    expect(ranked.map((r) => r.candidate.id)).toEqual(['pmi', 'light', 'loaded'])
    expect(ranked[0]!.explanation).toContain('5 prises en charge en cours')
    expect(ranked[1]!.missing).toEqual(['PMI_MIDWIFE'])
  })

  it('cannot tell a distance without both places, and ranks that candidate after the others', () => {
    const ranked = rankCandidates(request, [
      candidate({ id: 'unknown', position: null }),
      candidate({ id: 'known' }),
    ])
    expect(ranked.map((r) => r.candidate.id)).toEqual(['known', 'unknown'])
    expect(ranked[1]!.explanation.startsWith('Distance inconnue')).toBe(true)
    expect(ranked[1]!.eligible).toBe(false)
  })

  it('orders every eligible candidate before any other, whatever the input order (property)', () => {
    const candidates = fc.array(
      fc.record({
        id: fc.uuid(),
        name: fc.string(),
        position: fc.option(
          fc.record({
            latitude: fc.double({ min: 48.7, max: 49, noNaN: true }),
            longitude: fc.double({ min: 2.2, max: 2.6, noNaN: true }),
          }),
        ),
        radiusKm: fc.option(fc.constantFrom(0, 5, 10, 20)),
        qualifications: fc.subarray(['POSTPARTUM_CONSULTATION', 'BIRTH_PREPARATION', 'MENTAL_HEALTH']),
        affiliatedToPmi: fc.boolean(),
        freeMinutes: fc.nat(600),
        activeRequests: fc.nat(10),
      }),
      { maxLength: 30 },
    )
    fc.assert(
      fc.property(candidates, (list) => {
        const ranked = rankCandidates(request, list)
        expect(ranked).toHaveLength(list.length)
        const firstIneligible = ranked.findIndex((r) => !r.eligible)
        if (firstIneligible >= 0) expect(ranked.slice(firstIneligible).some((r) => r.eligible)).toBe(false)
        const eligible = ranked.filter((r) => r.eligible).map((r) => r.travel!.minutes)
        expect(eligible).toEqual([...eligible].sort((a, b) => a - b))
        const reversed = rankCandidates(request, [...list].reverse())
        expect(reversed.map((r) => r.candidate.id)).toEqual(ranked.map((r) => r.candidate.id))
      }),
    )
  })
})

describe('the proposed visits', () => {
  it('gives an early discharge its first visit the next day, then the recurrence', () => {
    const plan = proposeVisitPlan({
      requestDate: '2026-12-07',
      types: ['EARLY_DISCHARGE'],
      recurrence: { fromDate: '2026-12-09', toDate: '2026-12-22', frequency: 2 },
    })
    expect(plan).toEqual([
      { date: '2026-12-08', reason: FIRST_VISIT_REASON },
      { date: '2026-12-09', reason: RECURRENCE_REASON },
      { date: '2026-12-12', reason: RECURRENCE_REASON },
      { date: '2026-12-16', reason: RECURRENCE_REASON },
      { date: '2026-12-19', reason: RECURRENCE_REASON },
    ])
  })
  it('keeps one visit a day, and the request date when nothing else is asked', () => {
    expect(
      proposeVisitPlan({
        requestDate: '2026-12-07',
        types: ['HOME_POSTPARTUM_FOLLOW_UP'],
        urgent: 'early',
        recurrence: { fromDate: '2026-12-08', toDate: '2026-12-08', frequency: 3 },
      }),
    ).toEqual([{ date: '2026-12-08', reason: FIRST_VISIT_REASON }])
    expect(proposeVisitPlan({ requestDate: '2026-12-07', types: ['ADVICE_REQUEST'] })).toEqual([
      { date: '2026-12-07', reason: 'Visite à la date demandée' },
    ])
  })
  it('proposes the frequency asked in every whole week, within the dates (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.constantFrom(1 as const, 2 as const, 3 as const),
        (days, frequency) => {
          const from = '2026-01-05'
          const to = new Date(Date.UTC(2026, 0, 5 + days)).toISOString().slice(0, 10)
          const plan = proposeVisitPlan({
            requestDate: from,
            types: ['HOME_POSTPARTUM_FOLLOW_UP'],
            recurrence: { fromDate: from, toDate: to, frequency },
          })
          for (const visit of plan) expect(visit.date >= from && visit.date <= to).toBe(true)
          expect(new Set(plan.map((v) => v.date)).size).toBe(plan.length)
          expect(plan.length).toBeGreaterThanOrEqual(Math.floor((days + 1) / 7) * frequency)
        },
      ),
    )
  })
})

describe('the tour', () => {
  // A line of places east of the start: visiting them out of order goes back and forth.
  const east = (km: number) => ({ latitude: 5.35, longitude: -4.0 + km / 110.9 })
  const visit = (id: string, km: number, window = { start: 0, end: 24 * 60 }): TourVisit => ({
    id,
    position: east(km),
    window,
    durationMinutes: 20,
  })

  it('reorders the day to travel less, and says how much less than the booking order', () => {
    const tour = planTour(east(0), 8 * 60, [visit('c', 6), visit('a', 2), visit('d', 8), visit('b', 4)])
    expect(tour.order).toEqual(['a', 'b', 'c', 'd'])
    expect(tour.feasible).toBe(true)
    expect(tour.savedKm).toBeGreaterThan(5)
    expect(tour.bookingKm - tour.km).toBeCloseTo(tour.savedKm, 9)
    expect(tour.schedule.map((s) => s.id)).toEqual(tour.order)
  })

  it('keeps the windows: a visit that must come first stays first', () => {
    const tour = planTour(east(0), 8 * 60, [
      visit('a', 2),
      visit('far-first', 8, { start: 8 * 60, end: 8 * 60 + 30 }),
      visit('b', 4),
    ])
    expect(tour.order[0]).toBe('far-first')
    expect(tour.feasible).toBe(true)
    for (const s of tour.schedule) expect(s.start).toBeGreaterThanOrEqual(s.arrival)
  })

  it('never travels more than a booking order that keeps the windows, visits each once, and keeps the windows it says it keeps (property)', () => {
    const visits = fc.array(
      fc.record({
        km: fc.integer({ min: 0, max: 30 }),
        from: fc.integer({ min: 8 * 60, max: 16 * 60 }),
        length: fc.integer({ min: 30, max: 600 }),
      }),
      { minLength: 1, maxLength: 12 },
    )
    fc.assert(
      fc.property(visits, (list) => {
        const day = list.map((v, i) => visit(`v${i}`, v.km, { start: v.from, end: v.from + v.length }))
        const tour = planTour(east(0), 8 * 60, day)
        if (tour.bookingFeasible) {
          expect(tour.feasible).toBe(true)
          expect(tour.km).toBeLessThanOrEqual(tour.bookingKm + 1e-9)
        }
        expect([...tour.order].sort()).toEqual(day.map((v) => v.id).sort())
        if (tour.feasible)
          for (const s of tour.schedule) {
            const v = day.find((d) => d.id === s.id)!
            expect(s.arrival).toBeLessThanOrEqual(v.window.end)
          }
      }),
      { numRuns: 60 },
    )
  })
})

describe('a patient asking for a nurse at home', () => {
  const located = { text: 'Boulevard Latrille, Abidjan', coordinates: { latitude: 5.36, longitude: -3.99 } }
  const check = (input: unknown) => v.safeParse(homeVisitRequestSchema, input)

  it('takes a located address and a reason, trimmed', () => {
    const result = check({ address: located, reason: '  Fièvre depuis hier  ' })
    expect(result.success && result.output.reason).toBe('Fièvre depuis hier')
  })

  it('says what is missing at its field', () => {
    const issues = (input: unknown) =>
      (check(input).issues ?? []).map((issue) => [v.getDotPath(issue), issue.message])
    expect(issues({ address: { text: 'Abidjan' }, reason: '   ' })).toEqual([
      ['address', 'Choisissez une adresse dans la liste'],
      ['reason', 'Ce champ est obligatoire'],
    ])
    expect(issues({ address: located, reason: 'x'.repeat(2001) })).toEqual([
      ['reason', '2000 caractères au plus'],
    ])
  })
})
