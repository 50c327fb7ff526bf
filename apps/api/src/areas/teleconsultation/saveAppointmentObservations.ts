// POST /appointment/{appointmentId}/observations: keeps the readings a practitioner of the appointment
// took (envelopes only), writes the patient's access log in the same transaction, then hands them to the
// room's other people through the fan-out, so that the doctor sees the nurse's reading as it is saved.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { observationsAccess } from './room-access.ts'
import type { TeleconsultationServices } from './services.ts'

export async function saveAppointmentObservations(
  { request, params, body, application }: OperationContext<'saveAppointmentObservations'>,
  services: TeleconsultationServices,
): Promise<Reply<'saveAppointmentObservations'>> {
  const { user } = await services.accounts.account(request)
  const appointmentId = (params.appointmentId as string).toLowerCase()
  const access = await observationsAccess(application, appointmentId, user.id, 'write', services)
  const now = services.config.now()
  const observations = await services.transaction(async (tx) => {
    const saved = await tx.observations.insert({
      application,
      appointmentId,
      patientId: access.patientId,
      authorId: user.id,
      envelopes: body.observations.map((observation) => observation.envelope),
      now,
    })
    if (access.grant) {
      await tx.policies.logAccess({
        action: 'write',
        application,
        patientId: access.patientId,
        readerUserId: user.id,
        grant: access.grant,
        resource: 'observation',
        resourceId: appointmentId,
        now,
      })
    }
    return saved
  })
  await services.fanOut.publish({
    appointmentId,
    from: user.id,
    signal: { type: 'observations', observations },
  })
  return { status: 201, body: { observations } }
}
