// How the patient's share of a consultation is collected: a card terminal behind an intent that
// moves from awaiting the card to succeeded, refused or canceled. Embedded default (simulated.ts): a
// terminal simulated on the patient's side of the call — her browser shows the amount and reports
// what the card did — so that the whole flow runs without a card provider, and moves no money. A card
// provider's adapter implements the same port; its outcomes come from the provider, and the patient's
// browser then reports nothing.

/** A payment intent as the provider states it (Stripe's vocabulary, which the domain maps). */
export interface PaymentIntent {
  id: string
  /**
   * 'requires_confirmation' while the card is awaited; then 'processing', 'succeeded',
   * 'requires_payment_method' (refused) or 'canceled'.
   */
  status: string
}

export interface PaymentTerminal {
  /** Whether the patient's browser is the terminal and reports the card's outcome itself. */
  readonly reportsFromPatient: boolean
  /** Asks for `amountMinor` (cents) in `currency`; the intent then awaits the card. */
  createIntent(amountMinor: number, currency: string, reference: string): Promise<PaymentIntent>
  /** The doctor stopped waiting: the intent is canceled. */
  cancelIntent(intentId: string): Promise<PaymentIntent>
  /** The outcome the patient's terminal reported (`reportsFromPatient` only). */
  reportOutcome(intentId: string, outcome: 'COMPLETE' | 'ERROR'): Promise<PaymentIntent>
}
