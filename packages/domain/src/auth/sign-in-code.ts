// The one-time code of the sign-in and of an identifier change: its length, the message of a wrong
// format and the checks of the code field (the spec's sign-in rules). The API draws codes of this length.
import * as v from 'valibot'
import { REQUIRED_MESSAGE } from './messages.ts'
import { firstIssueOnly } from '../shared/schemas.ts'

export const OTP_LENGTH = 6
export const OTP_FORMAT_MESSAGE = `Le code doit contenir ${OTP_LENGTH} chiffres`
const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`)

/** Exactly six digits; the screen submits as soon as the sixth is typed (`isOtpComplete`). */
export const otpSchema = firstIssueOnly(
  v.pipe(v.string(REQUIRED_MESSAGE), v.nonEmpty(REQUIRED_MESSAGE), v.regex(OTP_PATTERN, OTP_FORMAT_MESSAGE)),
)

/** Keeps only digits and caps at six, for an input that filters as the user types or pastes. */
export function sanitizeOtpInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, OTP_LENGTH)
}

export function isOtpComplete(value: string): boolean {
  return OTP_PATTERN.test(value)
}
