// The nurse's tour in stories and component tests: Karim Benali, a mobility nurse of Abidjan whose
// exercise zone is Adjamé, with a real vault (the browser's, on an in-memory key directory), and the
// home visits of his patients, each reason encrypted by the patient's own vault and shared with him as
// her browser shares it once he is assigned — or not yet, when a visit says so.
import type { components, User } from '@relais/api-client'
import { accountUser, HOME_VISIT_NURSE, homeVisitRequest } from '@relais/api-client/msw'
import type { Coordinates } from '@relais/domain'
import type { Vault } from '@relais/vault'
import { testWorld } from '@relais/vault/testing'

type ServiceRequest = components['schemas']['ServiceRequest']
type RouteStatus = components['schemas']['RouteStatus']

/** The centre of his exercise zone, where the tour starts when his device has said nothing. */
const ADJAME: Coordinates = { latitude: 5.356, longitude: -4.023 }

const nurseProfile = accountUser('assistant', 'mobility').profile
export const tourNurse: User = accountUser('assistant', 'mobility', {
  id: HOME_VISIT_NURSE.id,
  profile: {
    ...nurseProfile,
    gender: 'MALE',
    address: [{ text: 'Adjamé, Abidjan, Côte d’Ivoire', city: 'Abidjan', country: 'CI' }],
    exerciceZone: {
      text: 'Adjamé, Abidjan, Côte d’Ivoire',
      city: 'Abidjan',
      country: 'CI',
      coordinates: ADJAME,
    },
  },
})

export interface TourVisitSample {
  id: string
  patient: { id: string; name: string }
  address: string
  coordinates: Coordinates
  reason: string
  routeStatus: RouteStatus
  /** When the patient asked: the oldest request is the first the dispatch centre gave. */
  authoredOn: string
  /** False: her browser has not shared the reason with him yet. */
  shared?: boolean
}

/** Three patients of Abidjan, the oldest request in Yopougon, then Cocody, then Marcory. */
export const YOPOUGON: TourVisitSample = {
  id: '4a5b6c7d-8e9f-4a0b-9c1d-2e3f4a5b6c7d',
  patient: { id: '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e', name: 'Aya Ouattara' },
  address: 'Rue Princesse, Yopougon, Abidjan, Côte d’Ivoire',
  coordinates: { latitude: 5.3364, longitude: -4.089 },
  reason: 'Pansement à refaire sur une plaie du pied',
  routeStatus: 'QUEUED',
  authoredOn: '2026-03-02T08:10:00.000Z',
}
export const COCODY: TourVisitSample = {
  id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
  patient: { id: '7e8f9a0b-1c2d-4e3f-8a4b-5c6d7e8f9a0b', name: 'Awa Koné' },
  address: 'Boulevard Latrille, Cocody, Abidjan, Côte d’Ivoire',
  coordinates: { latitude: 5.3599, longitude: -3.9869 },
  reason: 'Fièvre et toux depuis trois jours',
  routeStatus: 'QUEUED',
  authoredOn: '2026-03-02T08:40:00.000Z',
}
export const MARCORY: TourVisitSample = {
  id: '6c7d8e9f-0a1b-4c2d-9e3f-4a5b6c7d8e9f',
  patient: { id: '8d9e0f1a-2b3c-4d4e-8f5a-6b7c8d9e0f1a', name: 'Mariam Bamba' },
  address: 'Boulevard de Marseille, Marcory, Abidjan, Côte d’Ivoire',
  coordinates: { latitude: 5.3034, longitude: -3.9826 },
  reason: 'Contrôle de la tension après un malaise',
  routeStatus: 'QUEUED',
  authoredOn: '2026-03-02T09:05:00.000Z',
}

/** The reason as the patient's page encrypts it (request-home-visit.ts, format 1). */
const reasonPlaintext = (reason: string) => JSON.stringify({ v: 1, reason })

interface TourWorld {
  /** The nurse's unlocked vault. */
  nurse: Vault
  /** The visits as his list returns them, in the order given. */
  requests: ServiceRequest[]
}

export async function tourWorld(visits: readonly TourVisitSample[]): Promise<TourWorld> {
  const world = testWorld()
  const nurse = await world.register(tourNurse.id)
  const patients = new Map<string, Vault>()
  const requests: ServiceRequest[] = []
  for (const visit of visits) {
    const patient = patients.get(visit.patient.id) ?? (await world.register(visit.patient.id))
    patients.set(visit.patient.id, patient)
    const session = await patient.createSession()
    const form = await session.encryptString(reasonPlaintext(visit.reason))
    if (visit.shared !== false) await session.addRecipients({ users: [tourNurse.id] })
    requests.push(
      homeVisitRequest({
        id: visit.id,
        subject: visit.patient,
        requester: { organizationId: null, organizationName: null, user: visit.patient },
        performer: HOME_VISIT_NURSE,
        location: { text: visit.address, city: 'Abidjan', country: 'CI', coordinates: visit.coordinates },
        form,
        authoredOn: visit.authoredOn,
        requestDate: visit.authoredOn.slice(0, 10),
        routeStatus: visit.routeStatus,
      }),
    )
  }
  return { nurse, requests }
}
