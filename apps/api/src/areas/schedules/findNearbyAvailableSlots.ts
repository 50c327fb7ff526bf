// GET /available-slots/nearby: booking a home visit in mobility mode. The free slots of a date of the
// practitioners of one kind whose practice lies within a distance of the patient's address, each start
// once with the nearest ten free for the whole of it, so that the patient picks one. The date is read
// in each practitioner's own zone, as their hours are: a nurse in Abidjan and one in Paris both offer
// their 08:00. Any signed-in patient or practitioner of the application may ask: a slot tells only
// that a time is free, and who could take it.
import {
  dateInZone,
  SLOT_MESSAGES,
  slotsForPractitioners,
  timeZoneForCountry,
  type Slot,
} from '@relais/domain'
import type { components } from '@relais/api-client/schema'
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { ruleBroken } from '../../core/errors.ts'
import type { NearbyPractitioner } from './nearby-practitioners.ts'
import type { StaffType } from './schedules-repository.ts'
import type { SchedulesServices } from './services.ts'

type NearbyPractitionerBody = components['schemas']['NearbyPractitioner']

const DEFAULT_DISTANCE_KM = 50
const DEFAULT_DURATION = 15
/** The patient chooses among a few; the nearest are the ones worth showing. */
const PRACTITIONERS_PER_SLOT = 10

export async function findNearbyAvailableSlots(
  { request, query, application }: OperationContext<'findNearbyAvailableSlots'>,
  { accounts, config, nearby }: SchedulesServices,
): Promise<Reply<'findNearbyAvailableSlots'>> {
  const { user } = await accounts.account(request)
  const duration = query.duration ?? DEFAULT_DURATION
  const now = config.now().getTime()
  // Past for the one who picks the date, as the form's minimum is: the practitioners' zones are not
  // known yet, and a date already over in theirs simply has no slot left.
  if (query.date < dateInZone(now, timeZoneForCountry(user.profile?.address[0]?.country))) {
    throw ruleBroken([{ field: 'query.date', message: SLOT_MESSAGES.past }])
  }

  const practitioners = await nearby.within(
    application,
    query.type,
    { latitude: query.latitude, longitude: query.longitude },
    query.distance ?? DEFAULT_DISTANCE_KM,
  )
  const schedules = await nearby.onDate(practitioners, query.date)

  // The domain reads the date in one zone per call: one call per zone among the practitioners.
  const byZone = new Map<string, NearbyPractitioner[]>()
  for (const p of practitioners) {
    const inZone = byZone.get(p.timeZone)
    if (inZone) inZone.push(p)
    else byZone.set(p.timeZone, [p])
  }
  const byStart = new Map<number, Slot & { practitionerIds: string[] }>()
  for (const [timeZone, inZone] of byZone) {
    const slots = slotsForPractitioners({
      date: query.date,
      timeZone,
      now,
      duration,
      practitioners: inZone.map((p) => ({ id: p.id, schedule: schedules.get(p.id)! })),
    })
    for (const slot of slots) {
      const entry = byStart.get(slot.start)
      if (entry) entry.practitionerIds.push(...slot.practitionerIds)
      else byStart.set(slot.start, slot)
    }
  }

  const rank = new Map(practitioners.map((p, i) => [p.id, i]))
  const byId = new Map(practitioners.map((p) => [p.id, p]))
  const slots = [...byStart.values()]
    .sort((a, b) => a.start - b.start)
    .map((slot) => ({
      start: new Date(slot.start).toISOString(),
      end: new Date(slot.end).toISOString(),
      practitioners: slot.practitionerIds
        .sort((a, b) => rank.get(a)! - rank.get(b)!)
        .slice(0, PRACTITIONERS_PER_SLOT)
        .map((id) => practitionerBody(byId.get(id)!, query.type)),
    }))
  return { status: 200, body: { date: query.date, duration, slots } }
}

function practitionerBody(p: NearbyPractitioner, type: StaffType): NearbyPractitionerBody {
  return {
    id: p.id,
    type,
    name: { given: p.givenName, family: p.familyName, text: `${p.givenName} ${p.familyName}`.trim() },
    distanceKm: Math.round(p.distanceKm * 100) / 100,
  }
}
