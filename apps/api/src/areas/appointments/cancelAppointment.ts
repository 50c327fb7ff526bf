// POST /appointment/{appointmentId}/cancel: BOOKED becomes CANCELLED and the slot is free again. For its
// practitioners and the holders of their calendar grants; 409 from any other status.
import { APPOINTMENT_MESSAGES } from '@relais/domain'
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { apiError } from '../../core/errors.ts'
import { editableAppointment } from './appointment-access.ts'
import { appointmentBody } from './appointment-body.ts'
import type { AppointmentsServices } from './services.ts'

export async function cancelAppointment(
  { request, params, application }: OperationContext<'cancelAppointment'>,
  services: AppointmentsServices,
): Promise<Reply<'cancelAppointment'>> {
  const { accounts, appointments, config } = services
  const { user } = await accounts.account(request)
  const record = await editableAppointment(application, params.appointmentId as string, user.id, services)
  if (!(await appointments.cancel(record.id, config.now()))) {
    throw apiError(409, 'CONFLICT', APPOINTMENT_MESSAGES.notBooked)
  }
  return { status: 200, body: appointmentBody((await appointments.find(application, record.id))!) }
}
