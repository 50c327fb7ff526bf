// The teleconsultation's world in stories and component tests: an appointment of the demo doctor and an
// assistant (nurse) with their patient, and the API's GET /appointment/{id} answering the appointments
// given — 404 for any other, as for someone who may not see it, 400 for an id that is no UUID, or a 500
// when told to fail. Never used by the running product.
import type { components } from '@relais/api-client'
import { appointmentSample, http } from '@relais/api-client/msw'

type Appointment = components['schemas']['Appointment']
type AppointmentPractitioner = components['schemas']['AppointmentPractitioner']
type ErrorBody = components['schemas']['Error']

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
    ],
  }
  return answers
}
