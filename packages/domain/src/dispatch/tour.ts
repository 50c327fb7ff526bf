// 'Tournée de consultations': the order of the day's visits that travels least while keeping each
// appointment's time window. A day holds a dozen visits at most, so local search is enough: start from
// the booking order (when it keeps the windows) and from the nearest-neighbour order, then improve each
// by reversing a stretch (2-opt) or moving one visit (or-opt) while the windows still hold; keep the
// shorter. The kilometres saved are against the booking order.
import type { Coordinates } from '../geo/index.ts'
import { estimateTravel } from './travel.ts'

export interface TourVisit {
  id: string
  position: Coordinates
  /** The appointment's window, in minutes since midnight: arrive no later than `end`, start no earlier than `start`. */
  window: { start: number; end: number }
  durationMinutes: number
}

export interface ScheduledVisit {
  id: string
  /** Minutes since midnight. */
  arrival: number
  start: number
}

export interface Tour {
  /** The visits' ids in the order to make them. */
  order: string[]
  schedule: ScheduledVisit[]
  km: number
  /** The same day in the booking order (the visits as given). */
  bookingKm: number
  /** Whether the booking order keeps every window: when it does not, keeping them may cost kilometres. */
  bookingFeasible: boolean
  savedKm: number
  /** False when even the best order found misses a window (the day is overbooked): it is then the booking order. */
  feasible: boolean
}

interface Plan {
  route: number[]
  km: number
  feasible: boolean
  schedule: ScheduledVisit[]
}

export function planTour(start: Coordinates, departure: number, visits: readonly TourVisit[]): Tour {
  const points = [start, ...visits.map((v) => v.position)]
  // Travel between every two places, computed once: 0 is the start, i + 1 the visit i.
  const legs = points.map((a) => points.map((b) => estimateTravel(a, b)))

  const evaluate = (route: number[]): Plan => {
    let place = 0
    let time = departure
    let km = 0
    let feasible = true
    const schedule: ScheduledVisit[] = []
    for (const index of route) {
      const leg = legs[place]![index + 1]!
      const visit = visits[index]!
      km += leg.km
      const arrival = time + leg.minutes
      if (arrival > visit.window.end) feasible = false
      const begin = Math.max(arrival, visit.window.start)
      schedule.push({ id: visit.id, arrival, start: begin })
      time = begin + visit.durationMinutes
      place = index + 1
    }
    return { route, km, feasible, schedule }
  }

  const better = (a: Plan, b: Plan) => (a.feasible !== b.feasible ? a.feasible : a.km < b.km - 1e-9)

  const improve = (initial: Plan): Plan => {
    let best = initial
    for (let improved = true; improved;) {
      improved = false
      const n = best.route.length
      // 2-opt: reverse the stretch i..j.
      for (let i = 0; i < n - 1 && !improved; i++) {
        for (let j = i + 1; j < n && !improved; j++) {
          const route = [
            ...best.route.slice(0, i),
            ...best.route.slice(i, j + 1).reverse(),
            ...best.route.slice(j + 1),
          ]
          const candidate = evaluate(route)
          if (better(candidate, best)) [best, improved] = [candidate, true]
        }
      }
      // Or-opt: move one visit elsewhere.
      for (let i = 0; i < n && !improved; i++) {
        for (let j = 0; j < n && !improved; j++) {
          if (i === j) continue
          const route = [...best.route]
          const [moved] = route.splice(i, 1)
          route.splice(j, 0, moved!)
          const candidate = evaluate(route)
          if (better(candidate, best)) [best, improved] = [candidate, true]
        }
      }
    }
    return best
  }

  const booking = evaluate(visits.map((_, i) => i))
  const nearest = evaluate(nearestNeighbour(legs, visits.length))
  const found = [improve(booking), improve(nearest)].reduce((a, b) => (better(b, a) ? b : a))
  // An overbooked day keeps its booking order: no order found keeps every window anyway.
  const chosen = found.feasible ? found : booking
  return {
    order: chosen.route.map((i) => visits[i]!.id),
    schedule: chosen.schedule,
    km: chosen.km,
    bookingKm: booking.km,
    bookingFeasible: booking.feasible,
    savedKm: Math.max(0, booking.km - chosen.km),
    feasible: chosen.feasible,
  }
}

function nearestNeighbour(legs: { km: number }[][], count: number): number[] {
  const left = new Set(Array.from({ length: count }, (_, i) => i))
  const route: number[] = []
  let place = 0
  while (left.size) {
    let next = -1
    for (const i of left) if (next < 0 || legs[place]![i + 1]!.km < legs[place]![next + 1]!.km) next = i
    route.push(next)
    left.delete(next)
    place = next + 1
  }
  return route
}
