import { luhnValid } from './luhn.ts'

/**
 * FINESS: 9 characters. The ANS schema (`ansforge/finess`, schema-structures-v1.json) says "alphanumérique
 * sur 9 caractères": Corsican establishments start with 2A/2B, so those two letters are accepted in the
 * department position. No document describes a check digit, yet every real FINESS found passes Luhn over
 * its 9 digits: a Luhn failure is therefore only a warning the user can override.
 */
export const FINESS_MESSAGE = 'Un finess contient 9 chiffres'

export function normalizeFiness(value: string): string {
  return value.replace(/\s/g, '').toUpperCase()
}

export function isValidFiness(value: string): boolean {
  return /^(?:\d{2}|2A|2B)\d{7}$/.test(normalizeFiness(value))
}

/**
 * True when a well-formed FINESS fails the Luhn check: warn, never reject.
 * Corsican numbers carry letters that Luhn does not cover, so they never warn.
 */
export function finessCheckWarning(value: string): boolean {
  const finess = normalizeFiness(value)
  return isValidFiness(finess) && /^\d+$/.test(finess) && !luhnValid(finess)
}
