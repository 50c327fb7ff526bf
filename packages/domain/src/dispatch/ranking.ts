// Who should take a care request: the practitioner picker and the dispatch map rank the candidates the
// same way, and say why in one line each. A candidate is eligible when qualified for every type asked,
// inside their exercise radius and free on the requested dates; the eligible come first, nearest (by
// travel time) first, then the least loaded. The others follow, so that a structure sees who almost fits.
import { REQUEST_TYPES, type RequestType } from '../constants/index.ts'
import { distanceKm, type Coordinates } from '../geo/index.ts'
import { estimateTravel, formatDuration, formatTravel, type TravelEstimate } from './travel.ts'

/**
 * The qualifications (any one of them) a request type asks for; a type not listed is one every midwife
 * takes. 'Sage-femme de PMI' asks for an affiliation to a PMI instead.
 */
export const QUALIFICATIONS_FOR: Partial<Record<RequestType, readonly string[]>> = {
  EARLY_DISCHARGE: ['POSTPARTUM_CONSULTATION', 'BREASTFEEDING_COUNSELLING'],
  HOME_POSTPARTUM_FOLLOW_UP: ['POSTPARTUM_CONSULTATION'],
  EARLY_PRENATAL_INTERVIEW: ['BIRTH_PREPARATION', 'WOMENS_HEALTH_CONSULTATION'],
}

export interface DispatchRequest {
  /** The patient's address; unknown, no distance can be told. */
  position: Coordinates | null
  types: readonly RequestType[]
}

export interface DispatchCandidate {
  id: string
  name: string
  /** The centre of their exercise zone. */
  position: Coordinates | null
  /** How far they go (km); null when they did not say. */
  radiusKm: number | null
  qualifications: readonly string[]
  affiliatedToPmi: boolean
  /**
   * Free time in their agenda on the requested dates, in minutes; null when their agenda is not asked
   * (the dispatch centre sends a nurse now, whatever their bookings): then it neither counts nor shows.
   */
  freeMinutes: number | null
  /** Care requests they have in hand now. */
  activeRequests: number
}

export interface RankedCandidate {
  candidate: DispatchCandidate
  travel: TravelEstimate | null
  withinRadius: boolean
  /** The request types they are not qualified for. */
  missing: RequestType[]
  eligible: boolean
  /** One line in French: distance and time, zone, qualification, free time, load. */
  explanation: string
}

const typeLabel = (type: RequestType) => REQUEST_TYPES.find((t) => t.value === type)?.label ?? type

function missingTypes(request: DispatchRequest, candidate: DispatchCandidate): RequestType[] {
  return request.types.filter((type) => {
    if (type === 'PMI_MIDWIFE') return !candidate.affiliatedToPmi
    const wanted = QUALIFICATIONS_FOR[type]
    return wanted !== undefined && !wanted.some((q) => candidate.qualifications.includes(q))
  })
}

function assess(request: DispatchRequest, candidate: DispatchCandidate): RankedCandidate {
  const travel =
    request.position && candidate.position ? estimateTravel(candidate.position, request.position) : null
  // The radius is the straight line from their zone's centre, as they chose it.
  const straightKm =
    request.position && candidate.position ? distanceKm(candidate.position, request.position) : null
  const withinRadius =
    candidate.radiusKm === null ||
    candidate.radiusKm <= 0 ||
    (straightKm !== null && straightKm <= candidate.radiusKm)
  const missing = missingTypes(request, candidate)
  const eligible = travel !== null && withinRadius && missing.length === 0 && hasFreeTime(candidate)
  const parts = [
    travel ? formatTravel(travel) : 'Distance inconnue',
    ...(withinRadius ? [] : [`hors de sa zone (${candidate.radiusKm} km)`]),
    missing.length === 0 ? 'qualifié(e)' : `non qualifié(e) pour ${missing.map(typeLabel).join(', ')}`,
    ...(candidate.freeMinutes === null
      ? []
      : [
          candidate.freeMinutes > 0
            ? `${formatDuration(candidate.freeMinutes)} libres aux dates demandées`
            : 'aucun créneau libre aux dates demandées',
        ]),
    candidate.activeRequests === 0
      ? 'aucune prise en charge en cours'
      : `${candidate.activeRequests} prise${candidate.activeRequests > 1 ? 's' : ''} en charge en cours`,
  ]
  return { candidate, travel, withinRadius, missing, eligible, explanation: parts.join(' · ') }
}

const hasFreeTime = (candidate: DispatchCandidate) =>
  candidate.freeMinutes === null || candidate.freeMinutes > 0

const collator = new Intl.Collator('fr', { sensitivity: 'base' })

/** Every candidate, best first; the same input always gives the same order. */
export function rankCandidates(
  request: DispatchRequest,
  candidates: readonly DispatchCandidate[],
): RankedCandidate[] {
  return candidates
    .map((candidate) => assess(request, candidate))
    .sort(
      (a, b) =>
        Number(b.eligible) - Number(a.eligible) ||
        a.missing.length - b.missing.length ||
        Number(b.withinRadius) - Number(a.withinRadius) ||
        Number(hasFreeTime(b.candidate)) - Number(hasFreeTime(a.candidate)) ||
        (a.travel?.minutes ?? Infinity) - (b.travel?.minutes ?? Infinity) ||
        (a.travel?.km ?? Infinity) - (b.travel?.km ?? Infinity) ||
        a.candidate.activeRequests - b.candidate.activeRequests ||
        collator.compare(a.candidate.name, b.candidate.name) ||
        a.candidate.id.localeCompare(b.candidate.id),
    )
}
