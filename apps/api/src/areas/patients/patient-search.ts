// What a patient search typed in the list or the header's box asks for: words of a name, the start of a
// NIR, part of an email or of a phone number. Names are compared without accents, lower-cased, split on
// anything but a letter or a digit ('Hélène D'Aubigné' is `helene`, `d`, `aubigne`), the way the
// repository's SQL reads the stored names, so that the two sides never disagree.
import { cleanPhoneInput, normalizeEmail, normalizeNir } from '@relais/domain'

/** The combining accents left by the NFD decomposition (é is e + U+0301): dropped on both sides. */
const ACCENTS = '[\u0300-\u036f]'

/** Enough for a given name, a compound family name and a particle; more would only slow the query. */
const MAX_NAME_WORDS = 5

export interface PatientSearch {
  /** Each must appear in the patient's name; all starting a word of it is the better match. */
  words: string[]
  /** The start of a NIR (spaces removed, upper-cased). */
  nir?: string
  /** Part of an email, lower-cased. */
  email?: string
  /** Digits of a phone number without its trunk 0 or international prefix, found inside the E.164 one. */
  phoneDigits?: string
}

export function nameSearchWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(new RegExp(ACCENTS, 'g'), '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, MAX_NAME_WORDS)
}

/** The search `text` asks for; undefined when it asks for nothing (empty, or punctuation only). */
export function patientSearch(text: string): PatientSearch | undefined {
  const trimmed = text.trim()
  const search: PatientSearch = { words: [] }
  // Names hold letters; a text of digits only is a NIR or a phone number, never compared with names.
  if (/\p{L}/u.test(trimmed)) search.words = nameSearchWords(trimmed)
  // A NIR starts with the sex digit; its 7th character may be A or B (Corsica).
  const nir = normalizeNir(trimmed)
  if (/^[0-9][0-9AB]+$/.test(nir)) search.nir = nir
  // An email, or the part of one typed so far: it holds an @ or a dot, and no space.
  if (/[@.]/.test(trimmed) && !/\s/.test(trimmed)) search.email = normalizeEmail(trimmed)
  // 06 12 34 56 78, +33 6 12…, 0033 6 12…: the stored +33612345678 holds the digits after the prefix.
  const phone = cleanPhoneInput(trimmed)
  if (/^(\+|00)?[0-9]{2,}$/.test(phone)) {
    const digits = phone.replace(/^(\+|00)/, '').replace(/^0/, '')
    if (digits.length >= 2) search.phoneDigits = digits
  }
  const asksSomething = search.words.length > 0 || search.nir || search.email || search.phoneDigits
  return asksSomething ? search : undefined
}
