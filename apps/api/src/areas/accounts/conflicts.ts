// Answers naming an email, phone or NIR another account holds (registration, identifier changes). Each
// tells whether someone has an account, so past a few per session and per client address the caller
// gets 429 instead: it cannot be used to list people.
import type { Request } from '@hapi/hapi'
import { apiError, tooManyAttempts, tooManyFromAddress, type FieldError } from '../../core/errors.ts'
import { clientAddress } from '../../core/limits/client-address.ts'
import type { AccountsServices } from './services.ts'
import type { AccountConflicts } from './users-repository.ts'

const CONFLICT_MESSAGES = {
  emailExists: 'Cet email est déjà associé à un compte existant',
  phoneExists: 'Ce numéro de téléphone est déjà associé à un compte existant',
  nirExists: 'Ce numéro de sécurité sociale est déjà associé à un compte existant',
} as const

/** Answers naming a taken identifier, per session and per client address in the rate-limit window. */
const CONFLICTS_PER_SESSION = 10
const CONFLICTS_PER_ADDRESS = 50

/** 409 naming each identifier already taken, with its message on the form field it belongs to. */
function conflict(conflicts: AccountConflicts, fields: Record<keyof AccountConflicts, string>) {
  const fieldErrors: FieldError[] = []
  for (const key of ['emailExists', 'phoneExists', 'nirExists'] as const) {
    if (conflicts[key]) fieldErrors.push({ field: fields[key], message: CONFLICT_MESSAGES[key] })
  }
  return apiError(409, 'CONFLICT', fieldErrors[0]?.message ?? 'Ce compte existe déjà', {
    conflicts,
    fieldErrors,
  })
}

export const hasConflict = (c: AccountConflicts) => Boolean(c.emailExists || c.phoneExists || c.nirExists)

/** The 409 of `conflicts`, or 429 once the session or the address has had its share of them. */
export async function conflictOrTooMany(
  request: Request,
  conflicts: AccountConflicts,
  fields: Record<keyof AccountConflicts, string>,
  { config, accounts, rateLimiter }: AccountsServices,
): Promise<never> {
  const now = config.now()
  const session = accounts.session(request)
  const perSession = await rateLimiter.hit('conflict-session', session.row.id, CONFLICTS_PER_SESSION, now)
  if (!perSession.allowed) throw tooManyAttempts(perSession.retryAfterSeconds)
  const address = clientAddress(request, config.trustProxy)
  const perAddress = await rateLimiter.hit('conflict-ip', address, CONFLICTS_PER_ADDRESS, now)
  if (!perAddress.allowed) throw tooManyFromAddress(perAddress.retryAfterSeconds)
  throw conflict(conflicts, fields)
}
