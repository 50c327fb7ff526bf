import { CONFLICT_MESSAGES, RATE_LIMIT_MESSAGES, SIGN_IN_ERRORS, VAULT_ERRORS } from './messages.ts'

/** The API's code when the ceiling on the client address refused, not a limit of the identifier or code. */
const ADDRESS_LIMIT_ERROR_CODE = 'TOO_MANY_REQUESTS_FROM_ADDRESS'

/**
 * What the sign-in screen does with a failed code consumption (the spec's sign-in flow and errors): an
 * incorrect or expired code stays on the code step, too many attempts sends the user back to step one, a 404
 * means the account does not exist yet and goes to /new-user; anything else shows the server's message or a
 * generic one. The API answers with `code` so that the screen never parses English text. The address's
 * ceiling refuses before the code is tried: the code stays valid, so the screen stays on its step.
 */
export type SignInErrorOutcome =
  { action: 'stay'; message: string } | { action: 'restart'; message: string } | { action: 'new-user' }

export function signInErrorOutcome(error: {
  status?: number
  code?: string
  message?: string
}): SignInErrorOutcome {
  if (error.status === 404) return { action: 'new-user' }
  if (error.code === 'OTP_INCORRECT' || error.code === 'OTP_EXPIRED') {
    return { action: 'stay', message: SIGN_IN_ERRORS.otpIncorrect }
  }
  if (error.code === ADDRESS_LIMIT_ERROR_CODE) {
    return { action: 'stay', message: SIGN_IN_ERRORS.tooManyFromNetwork }
  }
  if (error.code === 'TOO_MANY_ATTEMPTS' || error.status === 429) {
    return { action: 'restart', message: SIGN_IN_ERRORS.tooManyAttempts }
  }
  return { action: 'stay', message: error.message?.trim() || SIGN_IN_ERRORS.generic }
}

/** The text of a 429 on asking for a code: the network's ceiling, or this identifier's own limit. */
export function codeRequestLimitMessage(error: { code?: string }): string {
  return error.code === ADDRESS_LIMIT_ERROR_CODE
    ? SIGN_IN_ERRORS.tooManyFromNetwork
    : SIGN_IN_ERRORS.tooManyAttempts
}

/**
 * The vault unlock error text: the server's 'Invalid challenge' becomes 'Code invalide'; a rate limit's
 * text is shown as the API wrote it for the person; anything else is an unknown error.
 */
export function vaultErrorMessage(message: string): string {
  if (message === 'Invalid challenge') return VAULT_ERRORS.invalidChallenge
  if ((Object.values(RATE_LIMIT_MESSAGES) as string[]).includes(message)) return message
  return VAULT_ERRORS.unknown(message)
}

/** The 409 flags of registration, patient creation and profile update, as the spec's field errors. */
export function conflictFieldErrors(flags: {
  emailExists?: boolean
  phoneExists?: boolean
  nirExists?: boolean
}): Partial<Record<'email' | 'phoneNumber' | 'nir', string>> {
  const errors: Partial<Record<'email' | 'phoneNumber' | 'nir', string>> = {}
  if (flags.emailExists) errors.email = CONFLICT_MESSAGES.emailExists
  if (flags.phoneExists) errors.phoneNumber = CONFLICT_MESSAGES.phoneExists
  if (flags.nirExists) errors.nir = CONFLICT_MESSAGES.nirExists
  return errors
}
