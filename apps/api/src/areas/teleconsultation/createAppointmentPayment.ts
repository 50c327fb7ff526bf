// POST /appointment/{appointmentId}/payment: the doctor asks for the patient's share. The terminal's
// intent is created, then the request kept — one awaiting its card per appointment, which the database
// enforces, so that two clicks never ask twice — and the room hears it: with the embedded terminal, the
// patient's browser is where the card is presented.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { apiError } from '../../core/errors.ts'
import { PAYMENT_MESSAGES } from './payment-access.ts'
import { roomPeople } from './room-access.ts'
import type { TeleconsultationServices } from './services.ts'

export async function createAppointmentPayment(
  { request, params, body, application }: OperationContext<'createAppointmentPayment'>,
  services: TeleconsultationServices,
): Promise<Reply<'createAppointmentPayment'>> {
  const { user } = await services.accounts.account(request)
  const appointmentId = (params.appointmentId as string).toLowerCase()
  await roomPeople(application, appointmentId, user.id, services)
  const intent = await services.terminal.createIntent(body.value, body.currency, appointmentId)
  const payment = await services.payments.insert({
    application,
    appointmentId,
    value: body.value,
    currency: body.currency,
    intent,
    requestedBy: user.id,
    now: services.config.now(),
  })
  if (payment === 'awaiting') {
    await services.terminal.cancelIntent(intent.id)
    throw apiError(409, 'CONFLICT', PAYMENT_MESSAGES.awaiting)
  }
  await services.fanOut.publish({ appointmentId, from: user.id, signal: { type: 'payment', payment } })
  return { status: 201, body: payment }
}
