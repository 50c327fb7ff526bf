// Whom a structure may send one of its requests to, ranked by the domain's `rankCandidates` (the same
// rule as the picker and the dispatch map) from real data: the structure's external midwives, where
// their profile puts their practice, their free time on the request's date and their load. The
// candidates' list and the dispatch, which refuses anyone not eligible now, both ask here.
import {
  availabilityOnDate,
  rankCandidates,
  subtractIntervals,
  type DispatchCandidate,
  type RankedCandidate,
  type RequestType,
} from '@relais/domain'
import type { components } from '@relais/api-client/schema'
import type { CandidateProfile } from './candidates-repository.ts'
import type { CareRequestsServices } from './services.ts'

type ServiceRequest = components['schemas']['ServiceRequest']

export type RankedServiceRequestCandidate = RankedCandidate & { userType: CandidateProfile['userType'] }

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

/**
 * The free minutes of each practitioner on `date`, read in their schedule's zone: their hours of that
 * date (recurring slots and FREE exceptions, minus BUSY ones) minus their booked appointments. One read
 * for all of them over a span holding the date in every zone (UTC−12 to UTC+14); the domain clips it to
 * each one's own day.
 */
async function freeMinutesOn(
  { schedules }: Pick<CareRequestsServices, 'schedules'>,
  application: string,
  ids: readonly string[],
  date: string,
): Promise<Map<string, number>> {
  const free = new Map<string, number>(ids.map((id) => [id, 0]))
  const practitioners = [...(await schedules.practitioners(application, ids)).values()]
  if (practitioners.length === 0) return free
  const midnightUtc = Date.parse(`${date}T00:00:00Z`)
  const span = { start: midnightUtc - 14 * HOUR_MS, end: midnightUtc + DAY_MS + 12 * HOUR_MS }
  const onSpan = await schedules.overSpan(practitioners, span)
  for (const [id, schedule] of onSpan) {
    const open = subtractIntervals(availabilityOnDate(date, schedule.timeZone, schedule), schedule.bookings)
    const ms = open.reduce((sum, interval) => sum + (interval.end - interval.start), 0)
    free.set(id, Math.floor(ms / 60_000))
  }
  return free
}

/** The request's candidates, best first (the eligible before any other). */
export async function rankServiceRequestCandidates(
  services: Pick<CareRequestsServices, 'candidates' | 'schedules'>,
  application: string,
  request: ServiceRequest,
): Promise<RankedServiceRequestCandidate[]> {
  const organizationId = request.requester.organizationId
  if (organizationId === null) return []
  const profiles = await services.candidates.externalMidwives(application, organizationId)
  const ids = profiles.map((profile) => profile.id)
  const [free, load] = await Promise.all([
    freeMinutesOn(services, application, ids, request.requestDate),
    services.candidates.activeRequests(application, ids),
  ])
  const userTypes = new Map(profiles.map((profile) => [profile.id, profile.userType]))
  const candidates: DispatchCandidate[] = profiles.map((profile) => ({
    id: profile.id,
    name: profile.name,
    position: profile.position,
    radiusKm: profile.radiusKm,
    qualifications: profile.qualifications,
    affiliatedToPmi: profile.affiliatedToPmi,
    freeMinutes: free.get(profile.id) ?? 0,
    activeRequests: load.get(profile.id) ?? 0,
  }))
  const ranked = rankCandidates(
    { position: request.location.coordinates, types: request.requestTypes as RequestType[] },
    candidates,
  )
  return ranked.map((entry) => ({ ...entry, userType: userTypes.get(entry.candidate.id)! }))
}
