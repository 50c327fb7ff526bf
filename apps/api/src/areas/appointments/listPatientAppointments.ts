// GET /patient/{patientId}/appointments: the patient's own, or those of a patient the caller (or one of
// their structures) holds an accepted medical-file grant on; 404 for anyone else, as for no patient.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { notFound } from '../../core/errors.ts'
import { appointmentBody } from './appointment-body.ts'
import type { AppointmentsServices } from './services.ts'

export async function listPatientAppointments(
  { request, params, query, application }: OperationContext<'listPatientAppointments'>,
  { accounts, appointments, config, policies }: AppointmentsServices,
): Promise<Reply<'listPatientAppointments'>> {
  const { user } = await accounts.account(request)
  const patientId = (params.patientId as string).toLowerCase()
  const readable =
    (await appointments.patientExists(application, patientId)) &&
    (patientId === user.id ||
      (await policies.medicalFileGrant(application, patientId, user.id, config.now())) !== undefined)
  if (!readable) throw notFound('Patient introuvable')
  const records = await appointments.ofPatient(application, patientId, {
    start: query.start === undefined ? undefined : new Date(query.start),
    end: query.end === undefined ? undefined : new Date(query.end),
    status: query.status,
    serviceCategory: query.serviceCategory,
    order: query.order ?? 'asc',
    limit: query.limit ?? 100,
  })
  return { status: 200, body: { appointments: records.map(appointmentBody) } }
}
