import { parsePhoneNumberFromString } from 'libphonenumber-js'

/**
 * +33 6 12 34 56 78, +225 07 01 02 0304 — international, each number grouped as its own country
 * groups it. Shown outside a phone field (which shows the country beside the national digits), the
 * calling code is what tells the country: 07 starts a French mobile number as well as an Ivorian one.
 */
export function formatPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164)
  return parsed ? parsed.formatInternational() : e164
}
