/**
 * Collecting the patient's share during a teleconsultation (the spec's payment flow, amount rule and limits).
 */
const PAYMENT_MAX_AMOUNT = 99_999_999
const PAYMENT_MAX_DECIMALS = 2
export const PAYMENT_MESSAGES = {
  error: 'Une erreur est survenue lors de la collecte du reste à charge. Merci de recommencer.',
  // Spec typo fixed: "à bien été" → "a bien été".
  success: 'Le reste à charge a bien été collecté.',
  // Spec typos fixed: "entrain d'etre" → "en train d'être".
  waiting: "Le reste à charge est en train d'être collecté. Merci de patienter",
  unavailable: 'Service non disponible',
  invalidAmount: 'Montant invalide',
  tooManyDecimals: 'Le montant ne peut avoir plus de 2 décimales',
  outOfRange: 'Le montant doit être compris entre 0 et 99999999',
} as const

export type AmountResult = { ok: true; minor: number } | { ok: false; message: string }

/**
 * Parses a typed amount into minor units (cents): digits with an optional comma or dot and at most two
 * decimals, 0 to 99 999 999. Done on the string, never with floating-point arithmetic, so 0.29 is 29.
 */
export function parseAmount(value: string): AmountResult {
  const cleaned = value.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.')
  const match = /^(\d+)(?:\.(\d*))?$/.exec(cleaned)
  if (!match) return { ok: false, message: PAYMENT_MESSAGES.invalidAmount }
  const decimals = match[2] ?? ''
  if (decimals.length > PAYMENT_MAX_DECIMALS) return { ok: false, message: PAYMENT_MESSAGES.tooManyDecimals }
  const units = Number(match[1])
  if (units > PAYMENT_MAX_AMOUNT || (units === PAYMENT_MAX_AMOUNT && Number(decimals || 0) > 0)) {
    return { ok: false, message: PAYMENT_MESSAGES.outOfRange }
  }
  return { ok: true, minor: units * 100 + Number(decimals.padEnd(2, '0')) }
}

/** Minor units back to a French display amount (`1 234,50 €`). */
export function formatAmount(minor: number, currency: Currency): string {
  return new Intl.NumberFormat('fr-FR', { style: 'currency', currency }).format(minor / 100)
}

/** The flow of the payment dialog. */
export type PaymentStep = 'ENTER_AMOUNT' | 'WAIT_FOR_VALIDATION' | 'SUCCESS' | 'ERROR'
export type PaymentEvent =
  { type: 'SUBMIT' } | { type: 'BACK' } | { type: 'INTENT'; intentStatus: string } | { type: 'RETRY' }

export interface PaymentTransition {
  step: PaymentStep
  /** Set when the transition must update the payment on the API (PATCH /appointment/{id}/payment). */
  paymentStatus?: PaymentStatus
}

export function paymentTransition(step: PaymentStep, event: PaymentEvent): PaymentTransition {
  switch (step) {
    case 'ENTER_AMOUNT':
      return event.type === 'SUBMIT' ? { step: 'WAIT_FOR_VALIDATION' } : { step }
    case 'WAIT_FOR_VALIDATION':
      if (event.type === 'BACK') return { step: 'ENTER_AMOUNT', paymentStatus: 'CANCELED' }
      if (event.type === 'INTENT') {
        const outcome = mapPaymentIntent(event.intentStatus)
        if (outcome.step === null) return { step }
        return { step: outcome.step, paymentStatus: outcome.paymentStatus }
      }
      return { step }
    case 'ERROR':
      return event.type === 'RETRY' || event.type === 'BACK' ? { step: 'ENTER_AMOUNT' } : { step }
    case 'SUCCESS':
      return { step }
  }
}

export type PaymentOutcome = 'QUEUED' | 'COMPLETE' | 'ERROR'
export type PaymentStatus = 'ACTIVE' | 'CANCELED'

/**
 * The card-payment intent mapping (the spec's payment flow): processing → QUEUED, succeeded → COMPLETE,
 * requires_payment_method and canceled → ERROR; canceled gives payment status CANCELED, anything else
 * ACTIVE; QUEUED or COMPLETE show SUCCESS. Other intent statuses are intermediate: no step change.
 */
export function mapPaymentIntent(intentStatus: string): {
  outcome: PaymentOutcome | null
  paymentStatus: PaymentStatus
  step: 'SUCCESS' | 'ERROR' | null
} {
  const paymentStatus: PaymentStatus = intentStatus === 'canceled' ? 'CANCELED' : 'ACTIVE'
  switch (intentStatus) {
    case 'processing':
      return { outcome: 'QUEUED', paymentStatus, step: 'SUCCESS' }
    case 'succeeded':
      return { outcome: 'COMPLETE', paymentStatus, step: 'SUCCESS' }
    case 'requires_payment_method':
    case 'canceled':
      return { outcome: 'ERROR', paymentStatus, step: 'ERROR' }
    default:
      return { outcome: null, paymentStatus, step: null }
  }
}

/** Card funding → payment method code: credit CCCA, debit DEBC (the spec's payment flow). */
export function paymentMethodFromFunding(funding: string | null | undefined): 'CCCA' | 'DEBC' | null {
  if (funding === 'credit') return 'CCCA'
  if (funding === 'debit') return 'DEBC'
  return null
}

export type Currency = 'EUR' | 'XOF'

/** Currency by address country: CI → XOF, FR → EUR, anything else EUR. */
export function currencyForCountry(country: string | null | undefined): Currency {
  return country?.toUpperCase() === 'CI' ? 'XOF' : 'EUR'
}

/** 'Reste à charge' is offered in EUR only (the spec's permissions). */
export function patientShareAvailable(currency: Currency): boolean {
  return currency === 'EUR'
}
