// The embedded payment terminal: no provider, no money. The intent lives in the API's database (the
// teleconsultation area's payments), this adapter only names and moves it: awaiting the card when
// created, then what the patient's terminal reported, or canceled.
import { randomUUID } from 'node:crypto'
import type { PaymentIntent, PaymentTerminal } from './port.ts'

export function simulatedTerminal(): PaymentTerminal {
  return {
    reportsFromPatient: true,
    createIntent: async (): Promise<PaymentIntent> => ({
      id: `sim_${randomUUID()}`,
      status: 'requires_confirmation',
    }),
    cancelIntent: async (id) => ({ id, status: 'canceled' }),
    reportOutcome: async (id, outcome) => ({
      id,
      status: outcome === 'COMPLETE' ? 'succeeded' : 'requires_payment_method',
    }),
  }
}
