// Who may be in an appointment's video room, and read or record its observations: its patient and its
// practitioners. Anyone else is told nothing (404, as for no appointment); a cancelled or fulfilled
// appointment's room is closed (409). Its observations are the patient's medical content: a practitioner
// reaches them through the patient's medical-file grant (403 without it), the patient as herself.
import { apiError, forbidden, notFound } from '../../core/errors.ts'
import type { MedicalFileGrant } from '../access-policies/index.ts'
import type { TeleconsultationServices } from './services.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const ROOM_CLOSED = 'Cette consultation est terminée ou annulée'
const NOT_SHARED = 'Le patient ne vous a pas partagé son dossier médical'

type AppointmentPeople = NonNullable<Awaited<ReturnType<TeleconsultationServices['appointments']['people']>>>

/** The appointment's status and people when the caller is one of them; 404 otherwise. */
async function peopleOf(
  application: string,
  appointmentId: string,
  userId: string,
  { appointments }: TeleconsultationServices,
): Promise<AppointmentPeople> {
  const found = UUID.test(appointmentId)
    ? await appointments.people(application, appointmentId.toLowerCase())
    : undefined
  if (!found || !found.ids.includes(userId)) throw notFound('Rendez-vous introuvable')
  return found
}

/** The room's people (the caller among them), or the refusal to throw. */
export async function roomPeople(
  application: string,
  appointmentId: string,
  userId: string,
  services: TeleconsultationServices,
): Promise<string[]> {
  const found = await peopleOf(application, appointmentId, userId, services)
  if (found.status !== 'BOOKED') throw apiError(409, 'CONFLICT', ROOM_CLOSED)
  return found.ids
}

/** How the caller reaches an appointment's observations: the patient, or a practitioner's grant. */
export interface ObservationsAccess {
  patientId: string
  /** Null for the patient herself. */
  grant: MedicalFileGrant | null
}

/**
 * The caller's access to the appointment's observations: to record them (`write`), the appointment must
 * be booked still; to read them, whatever its status.
 */
export async function observationsAccess(
  application: string,
  appointmentId: string,
  userId: string,
  mode: 'read' | 'write',
  services: TeleconsultationServices,
): Promise<ObservationsAccess> {
  const found = await peopleOf(application, appointmentId, userId, services)
  if (mode === 'write' && found.status !== 'BOOKED') throw apiError(409, 'CONFLICT', ROOM_CLOSED)
  if (userId === found.patientId) return { patientId: found.patientId, grant: null }
  const grant = await services.policies.medicalFileGrant(
    application,
    found.patientId,
    userId,
    services.config.now(),
  )
  if (!grant) throw forbidden(NOT_SHARED)
  return { patientId: found.patientId, grant }
}
