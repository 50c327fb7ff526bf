// The patient's share in stories and component tests: a booked teleconsultation of the demo doctor, the
// nurse and their patient, the API's payments kept in memory as its embedded terminal keeps them (one
// awaiting its card per appointment, then succeeded, refused or canceled), and a socket that lives in
// the page. The API tells each change to everyone but its author, so the page never hears its own: the
// other side's moves (the doctor asking or canceling, the patient's card) are played by the world and
// published on the room's subscription. Dates are fixed, so that a screenshot reads the same every day.
// Never used by the running product.
import type { components } from '@relais/api-client'
import { http } from '@relais/api-client/msw'
import { memoryRealtime } from '../../messaging/index.ts'
import { DOCTOR, teleconsultationSample } from './teleconsultation-world.ts'

type Payment = components['schemas']['Payment']
type PaymentRequest = components['schemas']['PaymentRequest']
type PaymentUpdate = components['schemas']['PaymentUpdate']
type ErrorBody = components['schemas']['Error']

const START = '2030-03-12T09:00:00.000Z'
const AT = '2030-03-12T09:20:00.000Z'

const REFUSALS = {
  awaiting: {
    statusCode: 409,
    error: 'Conflict',
    message: 'Un paiement attend déjà la carte du patient',
    code: 'CONFLICT',
  },
  settled: {
    statusCode: 409,
    error: 'Conflict',
    message: "Ce paiement n'attend plus rien",
    code: 'CONFLICT',
  },
  notFound: { statusCode: 404, error: 'Not Found', message: 'Paiement introuvable', code: 'NOT_FOUND' },
  failed: { statusCode: 500, error: 'Internal Server Error', message: 'Erreur interne', code: 'INTERNAL' },
} satisfies Record<string, ErrorBody>

/** What the terminal's intent becomes for each move. */
const INTENT_AFTER = {
  CANCELED: 'canceled',
  COMPLETE: 'succeeded',
  ERROR: 'requires_payment_method',
} as const

export function paymentWorld() {
  const appointment = teleconsultationSample(START)
  const path = `/appointments/${appointment.id}/room`
  const live = memoryRealtime()
  const payments: Payment[] = []
  const created: PaymentRequest[] = []
  const updated: PaymentUpdate[] = []

  const awaiting = () => payments.find((payment) => payment.intentStatus === 'requires_confirmation')
  const heard = (from: string, payment: Payment) =>
    live.publish(path, { type: 'room/signal', from, signal: { type: 'payment', payment } })

  function create(body: PaymentRequest): Payment {
    const payment: Payment = {
      id: crypto.randomUUID(),
      appointmentId: appointment.id,
      value: body.value,
      currency: body.currency,
      status: 'ACTIVE',
      outcome: null,
      intentStatus: 'requires_confirmation',
      method: null,
      tenderedAmount: null,
      returnedAmount: null,
      createdAt: AT,
      updatedAt: AT,
    }
    payments.push(payment)
    return payment
  }

  /** Settles `payment` as the API's mapping does, in place. */
  function settle(payment: Payment, move: keyof typeof INTENT_AFTER, method?: 'CCCA' | 'DEBC') {
    payment.intentStatus = INTENT_AFTER[move]
    payment.status = move === 'CANCELED' ? 'CANCELED' : 'ACTIVE'
    payment.outcome = move === 'COMPLETE' ? 'COMPLETE' : 'ERROR'
    payment.method = method ?? null
    return { ...payment }
  }

  const world = {
    appointment,
    /** The room's subscription. */
    path,
    live,
    payments,
    /** Every body POSTed, as sent (refused ones too). */
    created,
    /** Every body PATCHed, as sent (refused ones too). */
    updated,
    /** The API answers 500 to both operations while true. */
    failing: false,
    handlers: [
      http.post('/appointment/{appointmentId}/payment', async ({ request, response }) => {
        const body = await request.json()
        created.push(body)
        if (world.failing) return response(500).json(REFUSALS.failed)
        if (awaiting()) return response(409).json(REFUSALS.awaiting)
        return response(201).json({ ...create(body) })
      }),
      http.patch('/appointment/{appointmentId}/payment', async ({ request, response }) => {
        const body = await request.json()
        updated.push(body)
        if (world.failing) return response(500).json(REFUSALS.failed)
        const payment = payments.find((candidate) => candidate.id === body.id)
        if (!payment) return response(404).json(REFUSALS.notFound)
        if (payment.intentStatus !== 'requires_confirmation') return response(409).json(REFUSALS.settled)
        const move = body.status ?? body.outcome ?? 'ERROR'
        return response(200).json(settle(payment, move, body.method))
      }),
    ],

    /** The doctor asks for `value` cents from his browser: the patient's page hears it. */
    doctorAsks(value: number): Payment {
      const payment = { ...create({ value, currency: 'EUR' }) }
      heard(DOCTOR.id, payment)
      return payment
    },
    /** The doctor stops waiting from his browser: the patient's page hears the cancellation. */
    doctorCancels(): Payment {
      const payment = settle(awaiting()!, 'CANCELED')
      heard(DOCTOR.id, payment)
      return payment
    },
    /**
     * The patient's card answers from her browser: the doctor's page hears the outcome, unless it is
     * still on its way (`published` false, `patientHeard` tells it later).
     */
    patientAnswers(
      outcome: 'COMPLETE' | 'ERROR',
      method?: 'CCCA' | 'DEBC',
      { published = true } = {},
    ): Payment {
      const payment = settle(awaiting()!, outcome, method)
      if (published) heard(appointment.patient.id, payment)
      return payment
    },
    /** The room hears what the patient's browser did to `payment`. */
    patientHeard(payment: Payment) {
      heard(appointment.patient.id, payment)
    },
  }
  return world
}

export type PaymentWorld = ReturnType<typeof paymentWorld>
