import { isValidEmail } from './email.ts'
import { isValidPhone, type CountryCode } from './phone.ts'

export type IdentifierType = 'email' | 'phone'

/** Which sign-in identifier a value is; `null` when it is neither a valid email nor a valid phone number. */
export function detectIdentifierType(
  value: string,
  defaultCountry: CountryCode = 'FR',
): IdentifierType | null {
  if (value.includes('@')) return isValidEmail(value) ? 'email' : null
  return isValidPhone(value, defaultCountry) ? 'phone' : null
}
