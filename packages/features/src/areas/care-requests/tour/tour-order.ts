// The order of the nurse's open visits. A visit under way (on the way or at the door) comes first: she
// is going there now, whatever the plan says. The visits still queued follow in the order the domain's
// planTour finds shortest, from where she will be when she takes the next one: the visit under way,
// else where her device last was, else her exercise zone. Home visits have no appointment, so no
// window constrains the order. Assignment order is the order the patients asked in: the dispatch
// centre gives the oldest request first, and the API keeps no time of assignment.
import { planTour, type Coordinates } from '@relais/domain'
import type { components } from '@relais/api-client'

type ServiceRequest = components['schemas']['ServiceRequest']

/** Where the order is measured from. */
export type TourStart = 'visit' | 'position' | 'zone'

export interface OrderedTour {
  /** The visits in the order to make them. */
  visits: ServiceRequest[]
  /** The visit the page is about: the one under way, else the next to make. */
  currentId: string | null
  /** Where the queued visits were ordered from; null when nothing places her (they keep assignment order). */
  start: TourStart | null
  /** Road kilometres of the queued visits in that order, estimated; null when nothing was ordered. */
  km: number | null
  /** What that order saves against the assignment order, in km (0 when nothing). */
  savedKm: number
}

/** Any window holds: a home visit is made the day it is given, at no set hour. */
const ANY_TIME = { start: 0, end: Number.MAX_SAFE_INTEGER }
/** Only the distances matter here; the duration moves every arrival alike. */
const VISIT_MINUTES = 30

const isUnderWay = (request: Pick<ServiceRequest, 'routeStatus'>) =>
  request.routeStatus === 'TRAVELLING' || request.routeStatus === 'ARRIVED'

export function orderTour(
  visits: readonly ServiceRequest[],
  { position, zone }: { position: Coordinates | null; zone: Coordinates | null },
): OrderedTour {
  const byAssignment = [...visits].sort(
    (a, b) => a.authoredOn.localeCompare(b.authoredOn) || a.id.localeCompare(b.id),
  )
  const underWay = byAssignment.filter(isUnderWay)
  const queued = byAssignment.filter((visit) => visit.routeStatus === 'QUEUED')
  const anchor = underWay.at(-1)?.location.coordinates
  const start: { from: TourStart; at: Coordinates } | null = anchor
    ? { from: 'visit', at: anchor }
    : position
      ? { from: 'position', at: position }
      : zone
        ? { from: 'zone', at: zone }
        : null

  const currentOf = (ordered: ServiceRequest[]) => ({
    visits: ordered,
    currentId: ordered[0]?.id ?? null,
  })
  if (!start || queued.length === 0) {
    return { ...currentOf([...underWay, ...queued]), start: start?.from ?? null, km: null, savedKm: 0 }
  }
  const tour = planTour(
    start.at,
    0,
    queued.map((visit) => ({
      id: visit.id,
      position: visit.location.coordinates,
      window: ANY_TIME,
      durationMinutes: VISIT_MINUTES,
    })),
  )
  const byId = new Map(queued.map((visit) => [visit.id, visit]))
  return {
    ...currentOf([...underWay, ...tour.order.map((id) => byId.get(id)!)]),
    start: start.from,
    km: tour.km,
    savedKm: tour.savedKm,
  }
}
