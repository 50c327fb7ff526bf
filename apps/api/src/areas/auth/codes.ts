// Rules shared by the two halves of a passwordless sign-in (asking for a code, typing it).
import { apiError, validationFailed } from '../../core/errors.ts'
import { normaliseIdentifier, type IdentifierType } from '../../core/identifiers.ts'

export const CODE_VALIDITY_MS = 10 * 60 * 1000

/** The identifier as stored (E.164 phone, lower-case email), or 400 on the field. */
export function normaliseOrFail(type: IdentifierType, value: string): string {
  const result = normaliseIdentifier(type, value)
  if (!result.ok) throw validationFailed([{ field: 'body.value', message: result.message }])
  return result.value
}

export const invalidCode = () => apiError(401, 'INVALID_CODE', 'Code incorrect')
