// Appointments in stories and component tests: the agenda's lists (a practitioner's and a patient's)
// answering the appointments given that meet the period asked, and the cancellation, kept in the store.
// Never used by the running product.
import { createOpenApiHttp } from 'openapi-msw'
import type { components, paths } from '../schema.gen.ts'

const http = createOpenApiHttp<paths>({ baseUrl: '*' })

type Appointment = components['schemas']['Appointment']

const person = (given: string, family: string) => ({ given, family, text: `${given} ${family}` })

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
    practitioners: [
      { id: '9a1b2c3d-4e5f-4a6b-8c7d-000000000001', type: 'doctor', name: person('Julien', 'Moreau') },
    ],
    createdAt: '2026-11-20T08:00:00.000Z',
    cancelledAt: null,
    ...overrides,
  }
}

export interface AppointmentsStore {
  appointments: Appointment[]
  /** The periods asked, `start/end`, in order. */
  asked: string[]
  cancelled: string[]
  handlers: ReturnType<typeof http.get | typeof http.post>[]
}

export function appointmentsStore(appointments: Appointment[] = []): AppointmentsStore {
  const within = (start: string | null, end: string | null) =>
    store.appointments
      .filter((a) => (!end || a.start < end) && (!start || a.end > start))
      .sort((a, b) => a.start.localeCompare(b.start))
  const store: AppointmentsStore = {
    appointments,
    asked: [],
    cancelled: [],
    handlers: [
      http.get('/practitioner/{practitionerId}/appointments', ({ query, response }) => {
        store.asked.push(`${query.get('start')}/${query.get('end')}`)
        return response(200).json({ appointments: within(query.get('start'), query.get('end')) })
      }),
      http.get('/patient/{patientId}/appointments', ({ params, query, response }) => {
        store.asked.push(`${query.get('start')}/${query.get('end')}`)
        const own = within(query.get('start'), query.get('end')).filter(
          (a) => a.patient.id === params.patientId,
        )
        return response(200).json({ appointments: own })
      }),
      http.post('/appointment/{appointmentId}/cancel', ({ params, response }) => {
        const appointment = store.appointments.find((a) => a.id === params.appointmentId)
        if (!appointment) {
          return response(404).json({
            statusCode: 404,
            error: 'Not Found',
            message: 'Rendez-vous introuvable',
            code: 'NOT_FOUND',
          })
        }
        store.cancelled.push(appointment.id)
        Object.assign(appointment, { status: 'CANCELLED', cancelledAt: new Date().toISOString() })
        return response(200).json(appointment)
      }),
    ],
  }
  return store
}
