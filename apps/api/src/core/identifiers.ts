// Sign-in identifiers, normalised with the shared rules of packages/domain so that the
// browser forms and the API agree on what a valid email or phone number is.
import { isValidEmail, normalizeEmail, normalizePhone } from '@relais/domain'

export type IdentifierType = 'email' | 'phone'

export type Normalised = { ok: true; value: string } | { ok: false; message: string }

export function normaliseIdentifier(type: IdentifierType, raw: string): Normalised {
  if (type === 'email') {
    const value = normalizeEmail(raw)
    return isValidEmail(value) && value.length <= 254
      ? { ok: true, value }
      : { ok: false, message: "L'adresse email n'est pas valide" }
  }
  // Default country FR: national forms (06 12 34 56 78, 06.12.34.56.78) become E.164.
  const value = normalizePhone(raw)
  return value ? { ok: true, value } : { ok: false, message: 'Numéro invalide' }
}
