// Dispatch in the domain, at the dispatch centre's scale: one care request ranked against 2,000
// practitioners spread over Abidjan and its region (the picker's and the map's ranking: travel
// estimate, radius, qualifications, free time, load), and a nurse's day of 12 visits in booking order
// against the tour's order (kilometres saved). `npx tsx bench/dispatch.ts` runs this section alone.
import { planTour, rankCandidates, type DispatchCandidate, type TourVisit } from '@relais/domain'

const RANKING_GOAL_MS = 50
const PRACTITIONERS = 2000
const RUNS = 200
const ABIDJAN = { latitude: 5.345, longitude: -4.024 }

/** A fixed sequence, so that every run measures the same population. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
}

const around = (next: () => number, km: number) => ({
  latitude: ABIDJAN.latitude + ((next() - 0.5) * 2 * km) / 111.195,
  longitude: ABIDJAN.longitude + ((next() - 0.5) * 2 * km) / 111.195,
})

export interface DispatchFigure {
  practitioners: number
  eligible: number
  p50: number
  p95: number
  tourVisits: number
  bookingKm: number
  tourKm: number
}

export function measureDispatch(): DispatchFigure {
  const next = random(42)
  const qualifications = ['POSTPARTUM_CONSULTATION', 'BREASTFEEDING_COUNSELLING', 'BIRTH_PREPARATION']
  const candidates: DispatchCandidate[] = Array.from({ length: PRACTITIONERS }, (_, i) => ({
    id: `p${i}`,
    name: `Praticienne ${i}`,
    position: around(next, 60),
    radiusKm: [5, 10, 20, 30, 50][i % 5]!,
    qualifications: qualifications.filter(() => next() < 0.5),
    affiliatedToPmi: next() < 0.2,
    freeMinutes: Math.floor(next() * 480),
    activeRequests: Math.floor(next() * 6),
  }))
  const request = { position: ABIDJAN, types: ['EARLY_DISCHARGE' as const] }
  const times: number[] = []
  let eligible = 0
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now()
    const ranked = rankCandidates(request, candidates)
    times.push(performance.now() - started)
    eligible = ranked.filter((r) => r.eligible).length
  }
  times.sort((a, b) => a - b)

  const visits: TourVisit[] = Array.from({ length: 12 }, (_, i) => ({
    id: `v${i}`,
    position: around(next, 15),
    window: { start: 8 * 60, end: 18 * 60 },
    durationMinutes: 30,
  }))
  const tour = planTour(ABIDJAN, 8 * 60, visits)
  return {
    practitioners: PRACTITIONERS,
    eligible,
    p50: times[Math.floor(RUNS * 0.5)]!,
    p95: times[Math.floor(RUNS * 0.95)]!,
    tourVisits: visits.length,
    bookingKm: tour.bookingKm,
    tourKm: tour.km,
  }
}

export function printDispatch(figure: DispatchFigure): boolean {
  console.log(
    `\nDispatch ranking: one request against ${figure.practitioners} practitioners (goal p95 ≤ ${RANKING_GOAL_MS} ms)`,
  )
  console.table([
    {
      eligible: figure.eligible,
      'p50 ms': figure.p50.toFixed(2),
      'p95 ms': figure.p95.toFixed(2),
      goal: figure.p95 <= RANKING_GOAL_MS ? 'ok' : 'OVER',
    },
  ])
  console.log(
    `The tour of ${figure.tourVisits} visits (08:00–18:00 windows, estimated road km): booking order ` +
      `${figure.bookingKm.toFixed(1)} km, tour ${figure.tourKm.toFixed(1)} km, ` +
      `${(figure.bookingKm - figure.tourKm).toFixed(1)} km saved`,
  )
  return figure.p95 <= RANKING_GOAL_MS
}

if (import.meta.url === `file://${process.argv[1]}`) printDispatch(measureDispatch())
