import { parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js/max'
const DEFAULT_PHONE_COUNTRY = 'FR'

/**
 * French national numbers of the overseas departments share the trunk 0 with mainland France but belong
 * to other country codes. libphonenumber cannot guess this from a national number typed
 * with the default country FR, and its FR metadata even accepts some of these prefixes as mainland lines,
 * so the prefix decides first.
 */
const OVERSEAS_PREFIXES: ReadonlyArray<readonly [string, CountryCode]> = [
  ['0590', 'GP'],
  ['0690', 'GP'],
  ['0691', 'GP'],
  ['0594', 'GF'],
  ['0694', 'GF'],
  ['0596', 'MQ'],
  ['0696', 'MQ'],
  ['0697', 'MQ'],
  ['0262', 'RE'],
  ['0263', 'RE'],
  ['0692', 'RE'],
  ['0693', 'RE'],
  ['0269', 'YT'],
  ['0639', 'YT'],
]

/** Removes what people type between digits: spaces (including non-breaking), dots, dashes, parentheses. */
export function cleanPhoneInput(value: string): string {
  return value.replace(/[\s.\-()\u00a0\u202f]/g, '')
}

function parseValid(value: string, country: CountryCode): PhoneNumber | undefined {
  const parsed = parsePhoneNumberFromString(value, country)
  return parsed?.isValid() ? parsed : undefined
}

/** Parses what a user typed; `undefined` when it is not a valid number. */
function parsePhone(
  value: string,
  defaultCountry: CountryCode = DEFAULT_PHONE_COUNTRY,
): PhoneNumber | undefined {
  const cleaned = cleanPhoneInput(value)
  if (cleaned === '') return undefined
  const international = cleaned.startsWith('00') ? `+${cleaned.slice(2)}` : cleaned
  if (defaultCountry === 'FR' && /^0\d{9}$/.test(international)) {
    const overseas = OVERSEAS_PREFIXES.find(([prefix]) => international.startsWith(prefix))
    if (overseas) {
      const parsed = parseValid(international, overseas[1])
      if (parsed) return parsed
    }
  }
  return parseValid(international, defaultCountry)
}

export function isValidPhone(value: string, defaultCountry: CountryCode = DEFAULT_PHONE_COUNTRY): boolean {
  return parsePhone(value, defaultCountry) !== undefined
}

/** E.164 (`+33612345678`), the one form stored and sent to the API; `null` when invalid. */
export function normalizePhone(
  value: string,
  defaultCountry: CountryCode = DEFAULT_PHONE_COUNTRY,
): string | null {
  return parsePhone(value, defaultCountry)?.number ?? null
}

// Ivorian numbers are read in pairs ("07 07 12 34 56"); libphonenumber groups the last four digits.
function ivorianPairs(nationalNumber: string): string {
  return nationalNumber.replace(/(\d{2})(?=\d)/g, '$1 ')
}

/** National display (`06 12 34 56 78`); the input is returned unchanged when it cannot be parsed. */
export function formatPhoneNational(
  value: string,
  defaultCountry: CountryCode = DEFAULT_PHONE_COUNTRY,
): string {
  const parsed = parsePhone(value, defaultCountry)
  if (!parsed) return value
  if (parsed.country === 'CI') return ivorianPairs(parsed.nationalNumber)
  return parsed.formatNational()
}

/** International display (`+33 6 12 34 56 78`), the form the spec shows for French numbers. */
export function formatPhoneInternational(
  value: string,
  defaultCountry: CountryCode = DEFAULT_PHONE_COUNTRY,
): string {
  const parsed = parsePhone(value, defaultCountry)
  if (!parsed) return value
  if (parsed.country === 'CI') return `+225 ${ivorianPairs(parsed.nationalNumber)}`
  return parsed.formatInternational()
}

/** The country a number belongs to (`GP` for 0690…), e.g. to preselect the picker. */
export function phoneCountry(
  value: string,
  defaultCountry: CountryCode = DEFAULT_PHONE_COUNTRY,
): CountryCode | null {
  return parsePhone(value, defaultCountry)?.country ?? null
}

export type { CountryCode }
