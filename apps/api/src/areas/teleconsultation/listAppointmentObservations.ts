// GET /appointment/{appointmentId}/observations: the appointment's readings and notes, oldest first, as
// envelopes. A practitioner's reading is written to the patient's access log.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { observationsAccess } from './room-access.ts'
import type { TeleconsultationServices } from './services.ts'

export async function listAppointmentObservations(
  { request, params, application }: OperationContext<'listAppointmentObservations'>,
  services: TeleconsultationServices,
): Promise<Reply<'listAppointmentObservations'>> {
  const { user } = await services.accounts.account(request)
  const appointmentId = (params.appointmentId as string).toLowerCase()
  const access = await observationsAccess(application, appointmentId, user.id, 'read', services)
  const observations = await services.observations.listOf(application, appointmentId)
  if (access.grant && observations.length > 0) {
    await services.policies.logAccess({
      action: 'read',
      application,
      patientId: access.patientId,
      readerUserId: user.id,
      grant: access.grant,
      resource: 'observation',
      resourceId: appointmentId,
      now: services.config.now(),
    })
  }
  return { status: 200, body: { observations } }
}
