// The teleconsultation's world in stories and component tests: an appointment of the demo doctor and an
// assistant (nurse) with their patient, and the API's GET /appointment/{id} answering the appointments
// given — 404 for any other, as for someone who may not see it, 400 for an id that is no UUID, or a 500
// when told to fail; and the consultation's observations, kept in memory per appointment, saved only as
// envelopes (anything else is the API's 400) and refused as the API refuses when told to. Never used by
// the running product.
import type { RequestHandler } from 'msw'
import type { components } from '@relais/api-client'
import { appointmentSample, http } from '@relais/api-client/msw'

type Appointment = components['schemas']['Appointment']
type AppointmentPractitioner = components['schemas']['AppointmentPractitioner']
type ErrorBody = components['schemas']['Error']
type AppointmentObservation = components['schemas']['AppointmentObservation']
type EncryptedEnvelope = components['schemas']['EncryptedEnvelope']

const person = (given: string, family: string) => ({ given, family, text: `${given} ${family}` })

/** The demo doctor of the samples, who the stories and tests sign in as. */
export const DOCTOR: AppointmentPractitioner = {
  id: '9a1b2c3d-4e5f-4a6b-8c7d-000000000001',
  type: 'doctor',
  name: person('Julien', 'Moreau'),
}

/** The nurse at the patient’s home. */
export const ASSISTANT: AppointmentPractitioner = {
  id: '9a1b2c3d-4e5f-4a6b-8c7d-000000000004',
  type: 'assistant',
  name: person('Marc', 'Lambert'),
}

/** A teleconsultation of 30 minutes from `start`, the doctor assisted by the nurse at the patient's home. */
export function teleconsultationSample(start: string, overrides: Partial<Appointment> = {}): Appointment {
  return appointmentSample(start, 30, {
    serviceCategory: 'FollowUp',
    practitioners: [{ ...DOCTOR }, { ...ASSISTANT }],
    ...overrides,
  })
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const problem = (statusCode: 400 | 404 | 500, message: string): ErrorBody => ({
  statusCode,
  error: { 400: 'Bad Request', 404: 'Not Found', 500: 'Internal Server Error' }[statusCode],
  message,
  code: ({ 400: 'VALIDATION_FAILED', 404: 'NOT_FOUND', 500: 'INTERNAL' } as const)[statusCode],
})

interface AppointmentAnswers {
  /** Every id asked, in order. */
  asked: string[]
  /** Answers with a 500 while true. */
  failing: boolean
  handlers: ReturnType<typeof http.get>[]
}

export function appointmentAnswers(
  appointments: Appointment[],
  { failing = false } = {},
): AppointmentAnswers {
  const answers: AppointmentAnswers = {
    asked: [],
    failing,
    handlers: [
      http.get('/appointment/{appointmentId}', ({ params, response }) => {
        answers.asked.push(params.appointmentId)
        if (answers.failing) return response(500).json(problem(500, 'Erreur interne'))
        if (!UUID.test(params.appointmentId)) {
          return response(400).json(problem(400, 'La requête contient des champs invalides'))
        }
        const appointment = appointments.find((a) => a.id === params.appointmentId)
        if (!appointment) return response(404).json(problem(404, 'Rendez-vous introuvable'))
        return response(200).json(appointment)
      }),
      // The embedded way: peer to peer, on one machine with no server to help.
      http.post('/appointment/{appointmentId}/room/connection', ({ response }) =>
        response(200).json({ provider: 'peer-to-peer', iceServers: [] }),
      ),
    ],
  }
  return answers
}

/** How the API refuses a save: not a participant, no grant of the patient's file, a closed consultation. */
type ObservationRefusal = 403 | 404 | 409

const REFUSALS: Record<ObservationRefusal, ErrorBody> = {
  403: {
    statusCode: 403,
    error: 'Forbidden',
    message: "Vous n'avez pas accès au dossier médical de ce patient",
    code: 'FORBIDDEN',
  },
  404: { statusCode: 404, error: 'Not Found', message: 'Rendez-vous introuvable', code: 'NOT_FOUND' },
  409: {
    statusCode: 409,
    error: 'Conflict',
    message: 'Cette consultation est terminée ou annulée',
    code: 'CONFLICT',
  },
}

interface ObservationStore {
  /** Each appointment's observations, oldest first. */
  byAppointment: Map<string, AppointmentObservation[]>
  /** Every body the saves sent, as sent (refused ones too). */
  posted: unknown[]
  /** The saves and the list answer this refusal while it is set. */
  refusal: ObservationRefusal | null
  /** Stores an observation as the API does, recorded by `authorId` (now, unless told); the stored one. */
  record(
    appointmentId: string,
    envelope: EncryptedEnvelope,
    authorId: string,
    createdAt?: string,
  ): AppointmentObservation
  handlers: RequestHandler[]
}

const ENVELOPE_FIELDS = ['ciphertext', 'encryptionSessionId', 'epoch', 'nonce', 'version']

/** Whether a save's body is 1 to 20 envelopes and nothing else, as the contract has it. */
function envelopesOnly(body: unknown): body is { observations: { envelope: EncryptedEnvelope }[] } {
  if (typeof body !== 'object' || body === null) return false
  const { observations, ...rest } = body as { observations?: unknown }
  if (Object.keys(rest).length > 0 || !Array.isArray(observations)) return false
  if (observations.length < 1 || observations.length > 20) return false
  return observations.every((item: unknown) => {
    if (typeof item !== 'object' || item === null) return false
    const { envelope, ...others } = item as { envelope?: unknown }
    if (Object.keys(others).length > 0 || typeof envelope !== 'object' || envelope === null) return false
    return Object.keys(envelope).sort().join() === ENVELOPE_FIELDS.join()
  })
}

/**
 * The observations of the consultations, saved by `authorId` (the signed-in user): GET and POST
 * /appointment/{id}/observations, one list per appointment, each saved one dated now.
 */
export function observationStore(authorId: string): ObservationStore {
  const store: ObservationStore = {
    byAppointment: new Map(),
    posted: [],
    refusal: null,
    record(appointmentId, envelope, author, createdAt = new Date().toISOString()) {
      const saved: AppointmentObservation = {
        id: crypto.randomUUID(),
        appointmentId,
        authorId: author,
        createdAt,
        envelope,
      }
      store.byAppointment.set(appointmentId, [...(store.byAppointment.get(appointmentId) ?? []), saved])
      return saved
    },
    handlers: [
      http.get('/appointment/{appointmentId}/observations', ({ params, response }) => {
        if (store.refusal === 403 || store.refusal === 404) {
          return response(store.refusal).json(REFUSALS[store.refusal])
        }
        return response(200).json({ observations: store.byAppointment.get(params.appointmentId) ?? [] })
      }),
      http.post('/appointment/{appointmentId}/observations', async ({ params, request, response }) => {
        const body: unknown = await request.json()
        store.posted.push(body)
        if (!envelopesOnly(body)) {
          return response(400).json(problem(400, 'La requête contient des champs invalides'))
        }
        if (store.refusal) return response(store.refusal).json(REFUSALS[store.refusal])
        const observations = body.observations.map(({ envelope }) =>
          store.record(params.appointmentId, envelope, authorId),
        )
        return response(201).json({ observations })
      }),
    ],
  }
  return store
}
