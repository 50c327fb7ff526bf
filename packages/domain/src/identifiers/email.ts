/**
 * Deliberately simple address check (one @, no spaces, a dot in the domain): the OTP sent to the address
 * is the real proof, and a stricter pattern would reject real addresses.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/

/** Trims and lower-cases: addresses are compared and stored this way so that sign-in is case-insensitive. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase()
}

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim())
}
