// Travel between two places when no routing service is configured: the great-circle distance times a
// road factor, at an average speed. It is an estimate and says so wherever it is shown; a routing
// service's figures replace it when one answers.
import { distanceKm, formatDistanceKm, type Coordinates } from '../geo/index.ts'

/**
 * Roads are longer than the straight line: about 1.3 times over the distances of home care (studies of
 * detour indices in French and West African road networks give 1.2 to 1.4 for trips of a few km).
 */
export const ROAD_FACTOR = 1.3
/** Door to door in town, parking included: a cautious average, so that a plan is rarely late. */
export const AVERAGE_SPEED_KMH = 30

export interface TravelEstimate {
  /** Road kilometres, estimated. */
  km: number
  /** Whole minutes, rounded up; at least 1 between two different places. */
  minutes: number
  /** Always true here: the figures come from the straight line, not from a route. */
  estimated: true
}

export function estimateTravel(from: Coordinates, to: Coordinates): TravelEstimate {
  const km = distanceKm(from, to) * ROAD_FACTOR
  const minutes = km === 0 ? 0 : Math.max(1, Math.ceil((km / AVERAGE_SPEED_KMH) * 60))
  return { km, minutes, estimated: true }
}

/** `≈ 12,35 km · 25 min` in French, the estimate marked as such. */
export function formatTravel(travel: { km: number; minutes: number; estimated: boolean }): string {
  const approx = travel.estimated ? '≈ ' : ''
  return `${approx}${formatDistanceKm(travel.km)} · ${formatDuration(travel.minutes)}`
}

/** `25 min`, `1 h`, `1 h 05`. */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, '0')}`
}
