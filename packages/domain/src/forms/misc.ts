import * as v from 'valibot'
import { formObject } from '../shared/schemas.ts'
import { REQUIRED_MESSAGE } from '../auth/messages.ts'
import { FINESS_MESSAGE, isValidFiness, normalizeFiness } from '../identifiers/finess.ts'
import { NIR_LENGTH, normalizeNir } from '../identifiers/nir.ts'
import { parseAmount } from '../payment/index.ts'
import { optionalString, requiredString } from './fields.ts'

/** Teleexpertise and transmission: a reason, and a patient unless the screen preset one. */
export function teleexpertiseSchema(ctx: { patientPreset: boolean }) {
  return formObject({
    reason: requiredString(),
    patientId: ctx.patientPreset ? optionalString() : requiredString(),
    recipients: v.optional(v.array(v.string()), []),
  })
}

/** Practitioner picker: 'Suivant' stays disabled with none selected. */
export const practitionerPickerSchema = formObject({
  practitionerIds: v.pipe(v.array(v.string()), v.minLength(1, 'Sélectionnez au moins un professionnel')),
})

const simpleEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/**
 * Invitations (the spec's validation rules) use a simple pattern with two historical messages: 'Mail
 * invalide' for contacts and 'Entered value does not match email format' for the organization (reproduced as
 * is).
 */
export function invitationSchema(kind: 'contact' | 'organization') {
  const message = kind === 'contact' ? 'Mail invalide' : 'Entered value does not match email format'
  return formObject({
    email: v.pipe(v.string(message), v.trim(), v.regex(simpleEmail, message), v.toLowerCase()),
    message: optionalString(),
  })
}

export const ADMIN_MESSAGES = {
  emailRequired: 'Veuillez entrer une adresse email',
  exists: 'Cet administrateur existe déjà',
  refusalReasonRequired: 'Veuillez indiquer le motif du refus',
} as const

/** The longest reason a reviewer may give for refusing an account (the person reads it at sign-in). */
export const REFUSAL_REASON_MAX_LENGTH = 1000
/** Administrator management: an email not already an administrator. */
export function administratorSchema(existing: readonly string[]) {
  const known = new Set(existing.map((e) => e.trim().toLowerCase()))
  return formObject({
    email: v.pipe(
      v.string(ADMIN_MESSAGES.emailRequired),
      v.trim(),
      v.nonEmpty(ADMIN_MESSAGES.emailRequired),
      v.toLowerCase(),
      v.check((email) => !known.has(email), ADMIN_MESSAGES.exists),
    ),
  })
}

/** The amount of the patient's share, output in minor units. */
export const paymentAmountSchema = formObject({
  amount: v.pipe(
    v.string(REQUIRED_MESSAGE),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const result = parseAmount(dataset.value)
      if (!result.ok) {
        addIssue({ message: result.message })
        return NEVER
      }
      return result.minor
    }),
  ),
})

/** Join a structure: the lookup fires at exactly 9 characters. */
export const joinOrganizationSchema = formObject({
  finess: v.pipe(
    v.string(REQUIRED_MESSAGE),
    v.transform(normalizeFiness),
    v.check(isValidFiness, FINESS_MESSAGE),
  ),
})
export function shouldLookUpFiness(value: string): boolean {
  return normalizeFiness(value).length === 9
}

/** Chat: an empty message is not sent; the text is trimmed. */
export const chatMessageSchema = formObject({ text: v.pipe(v.string(), v.trim(), v.nonEmpty()) })

/** Impersonation: disabled when the email is the current user's own. */
export function canImpersonate(email: string, currentUsername: string): boolean {
  const target = email.trim().toLowerCase()
  return target !== '' && target !== currentUsername.trim().toLowerCase()
}

/** Add patient (the spec's transitions): the affiliation check fires once the NIR has its 15 characters. */
export function shouldCheckAffiliation(nir: string): boolean {
  return normalizeNir(nir).length === NIR_LENGTH
}

export type AffiliationOutcome =
  | { kind: 'affiliated'; message: string }
  | { kind: 'exists'; action: string }
  | { kind: 'notFound'; message: string; hint: string; action: string }

/** What the add-patient dialog shows after the NIR lookup. */
export function affiliationOutcome(result: { affiliated: boolean; exists: boolean }): AffiliationOutcome {
  if (result.affiliated) return { kind: 'affiliated', message: 'Ce patient est déjà affilié' }
  if (result.exists) return { kind: 'exists', action: 'Envoyer une demande' }
  return {
    kind: 'notFound',
    message: 'Aucun patient trouvé',
    hint: 'Continuer pour créer un nouveau patient',
    action: 'Créer',
  }
}
