// PATCH /appointment/{appointmentId}/payment: what became of a payment awaiting its card — the doctor
// stopped waiting (canceled), or, with the embedded terminal, the patient's browser reports what the card
// did. The terminal moves the intent; the domain's mapping turns its status into the payment's status
// and outcome; the room hears the change.
import { mapPaymentIntent } from '@relais/domain'
import type { PaymentIntent } from '../../adapters/payment/port.ts'
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { apiError, forbidden, notFound, ruleBroken } from '../../core/errors.ts'
import { PAYMENT_MESSAGES } from './payment-access.ts'
import { roomPeople } from './room-access.ts'
import type { TeleconsultationServices } from './services.ts'

export async function updateAppointmentPayment(
  { request, params, body, application }: OperationContext<'updateAppointmentPayment'>,
  services: TeleconsultationServices,
): Promise<Reply<'updateAppointmentPayment'>> {
  const { user } = await services.accounts.account(request)
  const appointmentId = (params.appointmentId as string).toLowerCase()
  await roomPeople(application, appointmentId, user.id, services)
  const found = await services.payments.find(application, appointmentId, body.id.toLowerCase())
  if (!found) throw notFound(PAYMENT_MESSAGES.notFound)
  const settled = () => apiError(409, 'CONFLICT', PAYMENT_MESSAGES.settled)
  if (found.payment.intentStatus !== 'requires_confirmation') throw settled()

  let intent: PaymentIntent
  if (user.userType === 'doctor') {
    if (body.status !== 'CANCELED' || body.outcome !== undefined) {
      throw ruleBroken([{ field: 'body.status', message: PAYMENT_MESSAGES.onlyCancel }])
    }
    intent = await services.terminal.cancelIntent(found.intentId)
  } else {
    if (!services.terminal.reportsFromPatient) throw forbidden(PAYMENT_MESSAGES.notTheTerminal)
    if (body.status !== undefined || body.outcome === undefined) {
      throw ruleBroken([{ field: 'body.outcome', message: PAYMENT_MESSAGES.outcomeRequired }])
    }
    if (body.outcome === 'COMPLETE' && body.method === undefined) {
      throw ruleBroken([{ field: 'body.method', message: PAYMENT_MESSAGES.methodRequired }])
    }
    intent = await services.terminal.reportOutcome(found.intentId, body.outcome)
  }
  const mapped = mapPaymentIntent(intent.status)
  const payment = await services.payments.settle(
    found.payment.id,
    {
      status: mapped.paymentStatus,
      outcome: mapped.outcome,
      intentStatus: intent.status,
      method: body.method,
      tenderedAmount: body.tenderedAmount,
      returnedAmount: body.returnedAmount,
    },
    services.config.now(),
  )
  if (!payment) throw settled()
  await services.fanOut.publish({ appointmentId, from: user.id, signal: { type: 'payment', payment } })
  return { status: 200, body: payment }
}
