// The patient's share of the consultation ('Reste à charge') as the room moves it: the doctor asks for an
// amount and may stop waiting; with the embedded terminal, the patient's browser reports what her card
// did. Each creation and change reaches the others on the room's subscription, never its author, who
// has the API's answer instead. The API has no way to read a payment back: what was heard or answered
// is all a page knows of it.
import { useEffect, useEffectEvent } from 'react'
import { useMutation } from '@tanstack/react-query'
import { asApiError, useApi, type components } from '@relais/api-client'
import { PAYMENT_MESSAGES } from '@relais/domain'
import { useChatRealtime } from '../../messaging/index.ts'

export type Payment = components['schemas']['Payment']
type PaymentUpdate = components['schemas']['PaymentUpdate']

/**
 * Why a payment call failed: `conflict` is the API's 409 (one already awaits its card, or this one no
 * longer awaits anything), which each screen words for its user; `refused` carries the API's sentence;
 * `unavailable` is a server failure or no answer at all.
 */
class PaymentRequestError extends Error {
  override name = 'PaymentRequestError'
  constructor(
    readonly reason: 'conflict' | 'refused' | 'unavailable',
    message: string,
  ) {
    super(message)
  }
}

function refusal(status: number, body: unknown): PaymentRequestError {
  if (status === 409) return new PaymentRequestError('conflict', asApiError(body)?.message ?? '')
  // A server failure has no sentence meant for the user.
  const message = status < 500 ? asApiError(body)?.message : undefined
  return message
    ? new PaymentRequestError('refused', message)
    : new PaymentRequestError('unavailable', PAYMENT_MESSAGES.unavailable)
}

/** A failed call as a `PaymentRequestError`: anything unforeseen (no network) is the service unavailable. */
function paymentFailure(error: unknown): PaymentRequestError {
  return error instanceof PaymentRequestError
    ? error
    : new PaymentRequestError('unavailable', PAYMENT_MESSAGES.unavailable)
}

const OUTCOMES = new Set(['QUEUED', 'COMPLETE', 'ERROR', null])
const METHODS = new Set(['CCCA', 'DEBC', null])

/** Whether `value` has the shape of the contract's Payment, for what comes over the socket unchecked. */
function isPayment(value: unknown): value is Payment {
  if (typeof value !== 'object' || value === null) return false
  const payment = value as Partial<Record<keyof Payment, unknown>>
  return (
    typeof payment.id === 'string' &&
    typeof payment.appointmentId === 'string' &&
    Number.isSafeInteger(payment.value) &&
    (payment.value as number) >= 0 &&
    payment.currency === 'EUR' &&
    (payment.status === 'ACTIVE' || payment.status === 'CANCELED') &&
    OUTCOMES.has(payment.outcome as string | null) &&
    METHODS.has(payment.method as string | null) &&
    typeof payment.intentStatus === 'string' &&
    typeof payment.createdAt === 'string' &&
    typeof payment.updatedAt === 'string'
  )
}

/** The payment a room event carries: `{ type: 'room/signal', signal: { type: 'payment', payment } }`. */
function paymentHeard(event: unknown, appointmentId: string): Payment | null {
  if (typeof event !== 'object' || event === null) return null
  const { type, signal } = event as { type?: unknown; signal?: unknown }
  if (type !== 'room/signal' || typeof signal !== 'object' || signal === null) return null
  const heard = signal as { type?: unknown; payment?: unknown }
  if (heard.type !== 'payment' || !isPayment(heard.payment)) return null
  return heard.payment.appointmentId.toLowerCase() === appointmentId.toLowerCase() ? heard.payment : null
}

/**
 * Calls `onPayment` with each payment of the appointment heard on the room's subscription, while the
 * component is mounted. After a cut nothing is read again: the API has no list of payments to read.
 */
export function usePaymentsHeard(appointmentId: string, onPayment: (payment: Payment) => void) {
  const realtime = useChatRealtime()
  const onHeard = useEffectEvent(onPayment)
  useEffect(
    () =>
      realtime.watch(`/appointments/${appointmentId}/room`, {
        onEvent: function onRoomEvent(event) {
          const payment = paymentHeard(event, appointmentId)
          if (payment) onHeard(payment)
        },
      }),
    [appointmentId, realtime],
  )
}

/** The doctor asks for `value` cents, in euros, the only currency the share is collected in. */
export function useCreatePayment(appointmentId: string) {
  const { client } = useApi()
  return useMutation<Payment, PaymentRequestError, number>({
    mutationFn: async function createPayment(value) {
      try {
        const { data, error, response } = await client.POST('/appointment/{appointmentId}/payment', {
          params: { path: { appointmentId } },
          body: { value, currency: 'EUR' },
        })
        if (!data) throw refusal(response.status, error)
        return data
      } catch (error) {
        throw paymentFailure(error)
      }
    },
  })
}

/** The doctor cancels a payment awaiting its card, or the patient's terminal reports what the card did. */
export function useUpdatePayment(appointmentId: string) {
  const { client } = useApi()
  return useMutation<Payment, PaymentRequestError, PaymentUpdate>({
    mutationFn: async function updatePayment(update) {
      try {
        const { data, error, response } = await client.PATCH('/appointment/{appointmentId}/payment', {
          params: { path: { appointmentId } },
          body: update,
        })
        if (!data) throw refusal(response.status, error)
        return data
      } catch (error) {
        throw paymentFailure(error)
      }
    },
  })
}
