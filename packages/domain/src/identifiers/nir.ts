/**
 * NIR (numéro d'inscription au répertoire, the French social-security number): 13 characters + a 2-digit key.
 *
 * Key rule: key = 97 − (N mod 97), N the first 13 characters read as a number, with Corsica's department
 * 2A read as 19 and 2B as 18. Sources: python-stdnum `stdnum/fr/nir.py`; the national health insurer's
 * validator `assurance-maladie-digital/nir-validation` `src/NirKey.php`; npm `french-ssn`
 * `src/getControlKey.ts`. Replacing them with 20 is a known wrong rule.
 *
 * The structure is checked leniently (spec: 15 characters, the 7th a digit or A/B): special cases accept
 * sex digits and pseudo-months that a strict reading would refuse, and the key already catches typos.
 */

export const NIR_LENGTH = 15
/** The PDF and the billing portal use the NIR without its key. */
const NIR_SHORT_LENGTH = 13

export const NIR_LENGTH_MESSAGE = 'Le numéro de sécurité sociale doit contenir 15 chiffres !'
export const NIR_KEY_MESSAGE = 'La clé du numéro de sécurité sociale est incorrecte'

const NIR_PATTERN = /^\d{6}[\dAB]\d{8}$/

/** Spaces removed and letters upper-cased, as stored. */
export function normalizeNir(value: string): string {
  return value.replace(/\s/g, '').toUpperCase()
}

/** The first 13 characters (spaces removed), as the PDF and the billing portal want them. */
export function nirFirst13(value: string): string {
  return normalizeNir(value).slice(0, NIR_SHORT_LENGTH)
}

function first13AsNumber(first13: string): number {
  const department = first13.slice(5, 7)
  const numeric =
    department === '2A'
      ? `${first13.slice(0, 5)}19${first13.slice(7)}`
      : department === '2B'
        ? `${first13.slice(0, 5)}18${first13.slice(7)}`
        : first13
  // 13 digits stay far below 2^53: plain numbers are exact here.
  return Number(numeric)
}

/** The 2-digit key of the first 13 characters (`'01'`–`'97'`); `null` when they are not a NIR's. */
export function nirKey(first13: string): string | null {
  const value = normalizeNir(first13)
  if (!/^\d{5}[\dAB]{2}\d{6}$/.test(value) || /[AB]/.test(value.slice(5, 6))) return null
  if (/[AB]/.test(value.slice(6, 7)) && value[5] !== '2') return null
  const key = 97 - (first13AsNumber(value) % 97)
  return String(key).padStart(2, '0')
}

export type NirError = 'length' | 'key'

/** `null` when the NIR is valid, else the reason (a field shows `nirErrorMessage`). */
export function nirError(value: string): NirError | null {
  const nir = normalizeNir(value)
  if (!NIR_PATTERN.test(nir)) return 'length'
  return nirKey(nir.slice(0, NIR_SHORT_LENGTH)) === nir.slice(NIR_SHORT_LENGTH) ? null : 'key'
}

export function nirErrorMessage(error: NirError): string {
  return error === 'length' ? NIR_LENGTH_MESSAGE : NIR_KEY_MESSAGE
}

export function isValidNir(value: string): boolean {
  return nirError(value) === null
}

/** Applies the mask as the user types: `1 85 05 2A 123 456 78`; extra characters are dropped. */
export function formatNir(value: string): string {
  const chars = normalizeNir(value).slice(0, NIR_LENGTH)
  const groups = [1, 2, 2, 2, 3, 3, 2]
  const parts: string[] = []
  let index = 0
  for (const size of groups) {
    if (index >= chars.length) break
    parts.push(chars.slice(index, index + size))
    index += size
  }
  return parts.join(' ')
}
