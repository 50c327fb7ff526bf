// GET /appointment/{appointmentId}: for its patient, its practitioners, a holder of one of their
// calendar grants or of the patient's medical-file grant; 404 for anyone else.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { readableAppointment } from './appointment-access.ts'
import { appointmentBody } from './appointment-body.ts'
import type { AppointmentsServices } from './services.ts'

export async function getAppointment(
  { request, params, application }: OperationContext<'getAppointment'>,
  services: AppointmentsServices,
): Promise<Reply<'getAppointment'>> {
  const { user } = await services.accounts.account(request)
  const record = await readableAppointment(application, params.appointmentId as string, user.id, services)
  return { status: 200, body: appointmentBody(record) }
}
