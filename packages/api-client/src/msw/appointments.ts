// Appointments in stories and component tests: the agenda's lists (a practitioner's and a patient's)
// answering the appointments given that meet the period asked; the appointment form's world — the free
// slots of each date the story gives (less those its booked appointments hold), the signed-in
// practitioner's patients, the booking and the change, checked as the API checks them (an envelope as
// description, a slot held by another booked appointment answered 409) — and the cancellation, all kept
// in the store. Never used by the running product.
import { createOpenApiHttp } from 'openapi-msw'
import type { components, paths } from '../schema.gen.ts'
import { envelopeErrors } from './envelope.ts'

const http = createOpenApiHttp<paths>({ baseUrl: '*' })

type Appointment = components['schemas']['Appointment']
type AppointmentCreation = components['schemas']['AppointmentCreation']
type AppointmentUpdate = components['schemas']['AppointmentUpdate']
type AppointmentPractitioner = components['schemas']['AppointmentPractitioner']
type PatientSummary = components['schemas']['PatientSummary']
type ErrorBody = components['schemas']['Error']

const person = (given: string, family: string) => ({ given, family, text: `${given} ${family}` })

/** The demo doctor of the samples, who the agenda's stories and tests sign in as. */
const DEMO_DOCTOR: AppointmentPractitioner = {
  id: '9a1b2c3d-4e5f-4a6b-8c7d-000000000001',
  type: 'doctor',
  name: person('Julien', 'Moreau'),
}

/** An appointment of the demo doctor with a patient, from `start` for `minutes`. */
export function appointmentSample(
  start: string,
  minutes: number,
  overrides: Partial<Appointment> = {},
): Appointment {
  return {
    id: crypto.randomUUID(),
    start: new Date(Date.parse(start)).toISOString(),
    end: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
    status: 'BOOKED',
    serviceCategory: 'Consultation',
    description: null,
    patient: { id: '3f6c2a1e-8d4b-4c1a-9e2f-6b7a8c9d0e1f', name: person('Camille', 'Lefèvre') },
    practitioners: [{ ...DEMO_DOCTOR }],
    createdAt: '2026-11-20T08:00:00.000Z',
    cancelledAt: null,
    ...overrides,
  }
}

/** A free slot offered on a date: its start, free for every practitioner asked unless told whom. */
type SlotOffer = string | { start: string; practitionerIds: string[] }

/** A slot search as the form asked it. */
interface SlotSearch {
  date: string
  duration: number
  doctorId: string | null
  assistantId: string | null
  midwifeId: string | null
}

export interface AppointmentsStore {
  appointments: Appointment[]
  /** The periods asked, `start/end`, in order. */
  asked: string[]
  cancelled: string[]
  /**
   * The free slots of each date (`yyyy-MM-dd`), by start, lasting the duration asked; those meeting a
   * booked appointment of a practitioner asked are not offered to that practitioner.
   */
  slots: Record<string, SlotOffer[]>
  /** Every slot search, in order. */
  slotSearches: SlotSearch[]
  /** The patients of the signed-in practitioner's list (`GET /{practitionerType}/{practitionerId}/patients`). */
  patients: PatientSummary[]
  /** The practitioners a booking may name, for the appointment's names (the demo doctor by default). */
  practitioners: AppointmentPractitioner[]
  /** Every booking received, as sent (refused ones too). */
  created: AppointmentCreation[]
  /** Every change received, as sent (refused ones too). */
  updated: { id: string; body: AppointmentUpdate }[]
  /** Answers the next booking or change with this refusal instead (a 400 on `body.start`…), once. */
  refuseNext: ErrorBody | null
  handlers: ReturnType<typeof http.get | typeof http.post | typeof http.patch>[]
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

/** Today in the browser's zone, as the stories' and tests' dates are written. */
function localToday(): string {
  const now = new Date()
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

const meets = (a: { start: string; end: string }, b: { start: string; end: string }) =>
  Date.parse(a.start) < Date.parse(b.end) && Date.parse(b.start) < Date.parse(a.end)

export function appointmentsStore(appointments: Appointment[] = []): AppointmentsStore {
  const within = (start: string | null, end: string | null) =>
    store.appointments
      .filter((a) => (!end || a.start < end) && (!start || a.end > start))
      .sort((a, b) => a.start.localeCompare(b.start))
  /** Whether a booked appointment other than `except` of one of `ids` meets the slot. */
  const heldBy = (slot: { start: string; end: string }, ids: string[], except?: string) =>
    store.appointments.filter(
      (a) =>
        a.id !== except &&
        a.status === 'BOOKED' &&
        meets(a, slot) &&
        a.practitioners.some((p) => ids.includes(p.id)),
    )
  const practitionerOf = (id: string, type: AppointmentPractitioner['type']) =>
    store.practitioners.find((p) => p.id === id) ?? { id, type, name: person('Professionnel', 'de santé') }
  const refusal = () => {
    const refused = store.refuseNext
    store.refuseNext = null
    return refused
  }
  const store: AppointmentsStore = {
    appointments,
    asked: [],
    cancelled: [],
    slots: {},
    slotSearches: [],
    patients: [],
    practitioners: [{ ...DEMO_DOCTOR }],
    created: [],
    updated: [],
    refuseNext: null,
    handlers: [
      http.get('/practitioner/{practitionerId}/appointments', ({ query, response }) => {
        store.asked.push(`${query.get('start')}/${query.get('end')}`)
        return response(200).json({ appointments: within(query.get('start'), query.get('end')) })
      }),
      http.get('/patient/{patientId}/appointments', ({ params, query, response }) => {
        store.asked.push(`${query.get('start')}/${query.get('end')}`)
        const status = query.get('status')
        const category = query.get('serviceCategory')
        const own = within(query.get('start'), query.get('end')).filter(
          (a) =>
            a.patient.id === params.patientId &&
            (!status || a.status === status) &&
            (!category || a.serviceCategory === category),
        )
        if (query.get('order') === 'desc') own.reverse()
        return response(200).json({ appointments: own.slice(0, Number(query.get('limit') ?? 100)) })
      }),
      http.post('/appointment/{appointmentId}/cancel', ({ params, response }) => {
        const appointment = store.appointments.find((a) => a.id === params.appointmentId)
        if (!appointment) return response(404).json(problem(404, 'Rendez-vous introuvable'))
        store.cancelled.push(appointment.id)
        Object.assign(appointment, { status: 'CANCELLED', cancelledAt: new Date().toISOString() })
        return response(200).json(appointment)
      }),
      http.get('/available-slots', ({ query, response }) => {
        const search: SlotSearch = {
          date: query.get('date') ?? '',
          duration: Number(query.get('duration') ?? 15),
          doctorId: query.get('doctorId'),
          assistantId: query.get('assistantId'),
          midwifeId: query.get('midwifeId'),
        }
        store.slotSearches.push(search)
        if (search.date < localToday()) return response(400).json(problem(400, PAST_DATE, 'query.date'))
        const asked = [search.doctorId, search.assistantId, search.midwifeId].filter(
          (id): id is string => id !== null,
        )
        const slots = (store.slots[search.date] ?? []).flatMap((offer) => {
          const start = new Date(Date.parse(typeof offer === 'string' ? offer : offer.start))
          const slot = {
            start: start.toISOString(),
            end: new Date(start.getTime() + search.duration * 60_000).toISOString(),
          }
          const held = heldBy(slot, asked).flatMap((a) => a.practitioners.map((p) => p.id))
          const practitionerIds = (typeof offer === 'string' ? asked : offer.practitionerIds).filter(
            (id) => asked.includes(id) && !held.includes(id),
          )
          return practitionerIds.length > 0 ? [{ ...slot, practitionerIds }] : []
        })
        return response(200).json({
          date: search.date,
          timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
          duration: search.duration as 15 | 30 | 45 | 60,
          slots,
        })
      }),
      http.get('/{practitionerType}/{practitionerId}/patients', ({ query, response }) => {
        const search = fold(query.get('search') ?? '')
        const limit = Number(query.get('limit') ?? 100)
        const offset = Number(query.get('offset') ?? 0)
        const found = store.patients
          .filter((p) => fold(p.name.text).includes(search))
          .sort((a, b) => a.name.text.localeCompare(b.name.text, 'fr'))
        return response(200).json({
          patients: found.slice(offset, offset + limit),
          pendingPatients: [],
          total: found.length,
        })
      }),
      http.post('/appointment', async ({ request, response }) => {
        const body = await request.json()
        store.created.push(body)
        const refused = refusal()
        if (refused) return response(refused.statusCode as 400).json(refused)
        // The description only as an envelope, never in clear.
        if (body.description !== undefined) {
          const wrong = envelopeErrors(body.description, 'body.description', 64_000)
          if (wrong) return response(400).json(wrong)
        }
        const patient = store.patients.find((p) => p.id === body.patientId)
        if (!patient) return response(404).json(problem(404, 'Patient introuvable'))
        const practitioners = [
          body.doctorId && practitionerOf(body.doctorId, 'doctor'),
          body.assistantId && practitionerOf(body.assistantId, 'assistant'),
          body.midwifeId && practitionerOf(body.midwifeId, 'midwife'),
        ].filter((p): p is AppointmentPractitioner => Boolean(p))
        if (practitioners.length === 0) {
          return response(400).json(problem(400, 'Au moins un professionnel est requis', 'body.doctorId'))
        }
        if (
          heldBy(
            body,
            practitioners.map((p) => p.id),
          ).length > 0
        ) {
          return response(409).json(problem(409, TAKEN))
        }
        const appointment: Appointment = {
          ...appointmentSample(body.start, (Date.parse(body.end) - Date.parse(body.start)) / 60_000),
          serviceCategory: body.serviceCategory,
          description: body.description ?? null,
          patient: { id: patient.id, name: patient.name },
          practitioners,
          createdAt: new Date().toISOString(),
        }
        store.appointments.push(appointment)
        // As for a patient who never refused any of them: every practitioner now holds her file.
        return response(201).json({ ...appointment, sharedWith: practitioners.map((p) => p.id) })
      }),
      http.patch('/appointment/{appointmentId}', async ({ params, request, response }) => {
        const body = await request.json()
        store.updated.push({ id: params.appointmentId, body })
        const appointment = store.appointments.find((a) => a.id === params.appointmentId)
        if (!appointment) return response(404).json(problem(404, 'Rendez-vous introuvable'))
        const refused = refusal()
        if (refused) return response(refused.statusCode as 400).json(refused)
        if (appointment.status !== 'BOOKED') {
          return response(409).json(
            problem(409, 'Ce rendez-vous est annulé ou terminé : il ne peut plus être modifié'),
          )
        }
        if (body.description !== undefined && body.description !== null) {
          const wrong = envelopeErrors(body.description, 'body.description', 64_000)
          if (wrong) return response(400).json(wrong)
        }
        if (body.start !== undefined && body.end !== undefined) {
          const slot = { start: body.start, end: body.end }
          const ids = appointment.practitioners.map((p) => p.id)
          if (heldBy(slot, ids, appointment.id).length > 0) return response(409).json(problem(409, TAKEN))
          appointment.start = new Date(Date.parse(slot.start)).toISOString()
          appointment.end = new Date(Date.parse(slot.end)).toISOString()
        }
        if (body.serviceCategory) appointment.serviceCategory = body.serviceCategory
        if (body.description !== undefined) appointment.description = body.description
        return response(200).json(appointment)
      }),
    ],
  }
  return store
}
