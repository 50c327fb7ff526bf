// Who may do what with an appointment. Its practitioners, and whoever holds one of their calendar
// grants (their own or a structure's), read and change it: it is in their agenda. Its patient, and
// whoever may read the patient's medical file, read it only. Anyone else is told nothing (404).
import { notFound } from '../../core/errors.ts'
import { noCalendarRights } from '../schedules/index.ts'
import type { AppointmentRecord } from './appointments-repository.ts'
import type { AppointmentsServices } from './services.ts'

const noAppointment = () => notFound('Rendez-vous introuvable')

type Access = 'edit' | 'read' | null

async function accessTo(
  record: AppointmentRecord,
  application: string,
  userId: string,
  { calendars, config, policies }: AppointmentsServices,
): Promise<Access> {
  for (const practitioner of record.practitioners) {
    if (await calendars.mayAct(application, practitioner.id, userId)) return 'edit'
  }
  if (record.patient.id === userId) return 'read'
  const grant = await policies.medicalFileGrant(application, record.patient.id, userId, config.now())
  return grant ? 'read' : null
}

/** The appointment as its reader may see it; 404 for anyone else. */
export async function readableAppointment(
  application: string,
  appointmentId: string,
  userId: string,
  services: AppointmentsServices,
): Promise<AppointmentRecord> {
  const record = await services.appointments.find(application, appointmentId)
  if (!record || !(await accessTo(record, application, userId, services))) throw noAppointment()
  return record
}

/** The appointment its editor changes; 403 for one who may only read it, 404 for anyone else. */
export async function editableAppointment(
  application: string,
  appointmentId: string,
  userId: string,
  services: AppointmentsServices,
): Promise<AppointmentRecord> {
  const record = await services.appointments.find(application, appointmentId)
  const access = record ? await accessTo(record, application, userId, services) : null
  if (!record || !access) throw noAppointment()
  if (access !== 'edit') throw noCalendarRights()
  return record
}
