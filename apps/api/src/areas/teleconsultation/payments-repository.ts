// The patient's share asked during consultations, and what became of each request.
import { randomUUID } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import type { components } from '@relais/api-client/schema'
import type { DB } from '../database.ts'

type Payment = components['schemas']['Payment']
type Row = Selectable<DB['appointment_payments']>

/** The contract's view of a row. */
function toPayment(row: Row): Payment {
  const amount = (value: string | number | null) => (value === null ? null : Number(value))
  return {
    id: row.id,
    appointmentId: row.appointment_id,
    value: Number(row.value),
    currency: row.currency,
    status: row.status,
    outcome: row.outcome,
    intentStatus: row.intent_status,
    method: row.method,
    tenderedAmount: amount(row.tendered_amount),
    returnedAmount: amount(row.returned_amount),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  }
}

/** What a change of the intent writes. */
export interface PaymentChange {
  status: Payment['status']
  outcome: Payment['outcome']
  intentStatus: string
  method?: Payment['method']
  tenderedAmount?: number | null
  returnedAmount?: number | null
}

export class PaymentsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** A new request, awaiting its card; 'awaiting' when the appointment has one awaiting already. */
  async insert(payment: {
    application: string
    appointmentId: string
    value: number
    currency: Payment['currency']
    intent: { id: string; status: string }
    requestedBy: string
    now: Date
  }): Promise<Payment | 'awaiting'> {
    try {
      const row = await this.db
        .insertInto('appointment_payments')
        .values({
          id: randomUUID(),
          application: payment.application,
          appointment_id: payment.appointmentId,
          value: payment.value,
          currency: payment.currency,
          status: 'ACTIVE',
          outcome: null,
          intent_id: payment.intent.id,
          intent_status: payment.intent.status,
          method: null,
          tendered_amount: null,
          returned_amount: null,
          requested_by: payment.requestedBy,
          created_at: payment.now,
          updated_at: payment.now,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
      return toPayment(row)
    } catch (error) {
      if ((error as { code?: unknown }).code === '23505') return 'awaiting'
      throw error
    }
  }

  /** The payment of this id asked in this appointment, with its intent's id. */
  async find(
    application: string,
    appointmentId: string,
    id: string,
  ): Promise<{ payment: Payment; intentId: string; requestedBy: string | null } | undefined> {
    const row = await this.db
      .selectFrom('appointment_payments')
      .selectAll()
      .where('application', '=', application)
      .where('appointment_id', '=', appointmentId)
      .where('id', '=', id)
      .executeTakeFirst()
    return row && { payment: toPayment(row), intentId: row.intent_id, requestedBy: row.requested_by }
  }

  /**
   * Writes what became of a payment still awaiting its card; undefined when it no longer was (another
   * change came first).
   */
  async settle(id: string, change: PaymentChange, now: Date): Promise<Payment | undefined> {
    const row = await this.db
      .updateTable('appointment_payments')
      .set({
        status: change.status,
        outcome: change.outcome,
        intent_status: change.intentStatus,
        ...(change.method !== undefined ? { method: change.method } : {}),
        ...(change.tenderedAmount !== undefined ? { tendered_amount: change.tenderedAmount } : {}),
        ...(change.returnedAmount !== undefined ? { returned_amount: change.returnedAmount } : {}),
        updated_at: now,
      })
      .where('id', '=', id)
      .where('intent_status', '=', 'requires_confirmation')
      .returningAll()
      .executeTakeFirst()
    return row && toPayment(row)
  }
}
