// A home visit booked by distance in stories and component tests: the free slots of each date the story
// gives, each with the practitioners free for it (nearest first, only those of the kind asked, less
// those booked at that time since), and the booking, checked as the API checks it (a past date answered
// 400 on `query.date`, a practitioner not free at that time 400 on `body.start`, one booked meanwhile
// 409). The searches and the bookings received are kept in the store for a test to read. Never used by
// the running product.
import { createOpenApiHttp } from 'openapi-msw'
import type { components, paths } from '../schema.gen.ts'

const http = createOpenApiHttp<paths>({ baseUrl: '*' })

type Appointment = components['schemas']['Appointment']
type AppointmentCreation = components['schemas']['AppointmentCreation']
type HumanName = components['schemas']['HumanName']
type NearbyPractitioner = components['schemas']['NearbyPractitioner']
type StaffType = components['schemas']['StaffType']
type ErrorBody = components['schemas']['Error']

const person = (given: string, family: string) => ({ given, family, text: `${given} ${family}` })

/** A practitioner `distanceKm` away from the patient, a nurse unless `overrides` say otherwise. */
export function nearbyPractitionerSample(
  given: string,
  family: string,
  distanceKm: number,
  overrides: Partial<NearbyPractitioner> = {},
): NearbyPractitioner {
  return { id: crypto.randomUUID(), type: 'assistant', name: person(given, family), distanceKm, ...overrides }
}

/** A free slot offered on a date: its start, and the practitioners free for it (any order). */
export interface NearbySlotOffer {
  start: string
  practitioners: NearbyPractitioner[]
}

/** A search as the screen sent it. */
export interface NearbySlotSearch {
  type: StaffType
  latitude: number
  longitude: number
  distance: number | null
  date: string
  duration: number
}

export interface NearbySlotsStore {
  /** The free slots of each date (`yyyy-MM-dd`), lasting the duration asked. */
  slots: Record<string, NearbySlotOffer[]>
  /** Every search, in order. */
  searches: NearbySlotSearch[]
  /** Every booking received, as sent (refused ones too). */
  created: AppointmentCreation[]
  /** Times taken since the slots were given (by this store's bookings, or by a test playing someone else). */
  booked: { practitionerId: string; start: string; end: string }[]
  /** Answers the next booking with this refusal instead (a 400 on `body.start`…), once. */
  refuseNext: ErrorBody | null
  handlers: ReturnType<typeof http.get | typeof http.post>[]
}

const problem = (statusCode: 400 | 404 | 409, message: string, field?: string): ErrorBody => ({
  statusCode,
  error: { 400: 'Bad Request', 404: 'Not Found', 409: 'Conflict' }[statusCode],
  message: field ? 'La requête contient des champs invalides' : message,
  code: { 400: 'VALIDATION_FAILED', 404: 'NOT_FOUND', 409: 'CONFLICT' }[statusCode] as ErrorBody['code'],
  ...(field ? { fieldErrors: [{ field, message }] } : {}),
})

const TAKEN = "Ce créneau vient d'être réservé"
const PAST_DATE = 'Cette date est déjà passée'
const UNAVAILABLE = "Ce créneau n'est pas disponible"
const ASSISTANT_UNAVAILABLE = "L'assistant n'est pas disponible dans ces horaires"

/** Today in the browser's zone, as the stories' and tests' dates are written. */
function localToday(): string {
  const now = new Date()
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

const meets = (a: { start: string; end: string }, b: { start: string; end: string }) =>
  Date.parse(a.start) < Date.parse(b.end) && Date.parse(b.start) < Date.parse(a.end)

/** The slots are given afterwards, by date, in `slots`; `patientName` names the appointments booked. */
export function nearbySlotsStore(patientName: HumanName = person('Aminata', 'Traoré')): NearbySlotsStore {
  /** The practitioners of the kind asked free for the whole of `slot`, nearest first (ties by id). */
  const freeFor = (offer: NearbySlotOffer, slot: { start: string; end: string }, type: StaffType) =>
    offer.practitioners
      .filter(
        (p) => p.type === type && !store.booked.some((b) => b.practitionerId === p.id && meets(b, slot)),
      )
      .sort((a, b) => a.distanceKm - b.distanceKm || (a.id < b.id ? -1 : 1))
  const slotsOn = (date: string, duration: number, type: StaffType) =>
    (store.slots[date] ?? [])
      .map((offer) => {
        const start = new Date(Date.parse(offer.start))
        const slot = {
          start: start.toISOString(),
          end: new Date(start.getTime() + duration * 60_000).toISOString(),
        }
        return { ...slot, practitioners: freeFor(offer, slot, type) }
      })
      .filter((slot) => slot.practitioners.length > 0)
      .sort((a, b) => a.start.localeCompare(b.start))
  const refusal = () => {
    const refused = store.refuseNext
    store.refuseNext = null
    return refused
  }
  const store: NearbySlotsStore = {
    slots: {},
    searches: [],
    created: [],
    booked: [],
    refuseNext: null,
    handlers: [
      http.get('/available-slots/nearby', ({ query, response }) => {
        const distance = query.get('distance')
        const search: NearbySlotSearch = {
          type: query.get('type') as StaffType,
          latitude: Number(query.get('latitude')),
          longitude: Number(query.get('longitude')),
          distance: distance === null ? null : Number(distance),
          date: query.get('date') ?? '',
          duration: Number(query.get('duration') ?? 15),
        }
        store.searches.push(search)
        if (search.date < localToday()) return response(400).json(problem(400, PAST_DATE, 'query.date'))
        return response(200).json({
          date: search.date,
          duration: search.duration as 15 | 30 | 45 | 60,
          slots: slotsOn(search.date, search.duration, search.type),
        })
      }),
      http.post('/appointment', async ({ request, response }) => {
        const body = await request.json()
        store.created.push(body)
        const refused = refusal()
        if (refused) return response(refused.statusCode as 400).json(refused)
        const chosen = (['doctor', 'assistant', 'midwife'] as const).flatMap((type) => {
          const id = body[`${type}Id`]
          return id ? [{ id, type }] : []
        })
        if (chosen.length === 0) {
          return response(400).json(problem(400, 'Au moins un professionnel est requis', 'body.doctorId'))
        }
        const slot = { start: body.start, end: body.end }
        const practitioners: NearbyPractitioner[] = []
        for (const { id, type } of chosen) {
          const offered = Object.values(store.slots)
            .flat()
            .find(
              (offer) =>
                Date.parse(offer.start) === Date.parse(slot.start) &&
                offer.practitioners.some((p) => p.id === id),
            )
          const practitioner = offered?.practitioners.find((p) => p.id === id)
          if (!practitioner || practitioner.type !== type) {
            const message = type === 'assistant' ? ASSISTANT_UNAVAILABLE : UNAVAILABLE
            return response(400).json(problem(400, message, 'body.start'))
          }
          if (store.booked.some((b) => b.practitionerId === id && meets(b, slot))) {
            return response(409).json(problem(409, TAKEN))
          }
          practitioners.push(practitioner)
        }
        for (const p of practitioners) store.booked.push({ practitionerId: p.id, ...slot })
        const appointment: Appointment = {
          id: crypto.randomUUID(),
          start: new Date(Date.parse(slot.start)).toISOString(),
          end: new Date(Date.parse(slot.end)).toISOString(),
          status: 'BOOKED',
          serviceCategory: body.serviceCategory,
          description: null,
          patient: { id: body.patientId, name: patientName },
          practitioners: practitioners.map(({ id, type, name }) => ({ id, type, name })),
          createdAt: new Date().toISOString(),
          cancelledAt: null,
        }
        return response(201).json(appointment)
      }),
    ],
  }
  return store
}
