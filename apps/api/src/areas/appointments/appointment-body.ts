// An appointment as the contract shows it: its people by name only, whoever reads it.
import type { components } from '@relais/api-client/schema'
import type { AppointmentRecord } from './appointments-repository.ts'

type Appointment = components['schemas']['Appointment']

const humanName = (person: { givenName: string; familyName: string }) => ({
  given: person.givenName,
  family: person.familyName,
  text: `${person.givenName} ${person.familyName}`.trim(),
})

export function appointmentBody(record: AppointmentRecord): Appointment {
  return {
    id: record.id,
    start: new Date(record.start).toISOString(),
    end: new Date(record.end).toISOString(),
    status: record.status,
    serviceCategory: record.serviceCategory,
    description: record.description,
    patient: { id: record.patient.id, name: humanName(record.patient) },
    practitioners: record.practitioners.map((p) => ({ id: p.id, type: p.role, name: humanName(p) })),
    createdAt: record.createdAt.toISOString(),
    cancelledAt: record.cancelledAt?.toISOString() ?? null,
  }
}
