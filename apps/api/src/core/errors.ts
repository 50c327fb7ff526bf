// Every error leaves the API in the contract's `Error` shape. Handlers throw `ApiError`; everything
// else (hapi's own 404s, payload parsing, unexpected failures) is converted in `toErrorBody`.
import Boom from '@hapi/boom'
import type { components } from '@relais/api-client/schema'
import { RATE_LIMIT_MESSAGES } from '@relais/domain'

export type ErrorBody = components['schemas']['Error']
export type ErrorCode = NonNullable<ErrorBody['code']>
export type FieldError = components['schemas']['FieldError']
type AccountConflicts = components['schemas']['AccountConflicts']

interface ApiErrorData {
  code: ErrorCode
  fieldErrors?: FieldError[]
  conflicts?: AccountConflicts
  retryAfterSeconds?: number
}

export function apiError(
  status: number,
  code: ErrorCode,
  message: string,
  extra: Omit<ApiErrorData, 'code'> = {},
): Boom.Boom<ApiErrorData> {
  return new Boom.Boom<ApiErrorData>(message, { statusCode: status, data: { code, ...extra } })
}

export const validationFailed = (fieldErrors: FieldError[]) =>
  apiError(400, 'VALIDATION_FAILED', 'La requête contient des champs invalides', { fieldErrors })

/**
 * A rule of the data broken (a slot outside the hours, a date already past): a 400 whose message is the
 * first field's, since the screens show it as it is in an alert, and whose fields say where.
 */
export const ruleBroken = (fieldErrors: FieldError[]) =>
  apiError(400, 'VALIDATION_FAILED', fieldErrors[0]?.message ?? 'La requête contient des champs invalides', {
    fieldErrors,
  })

export const unauthorized = () => apiError(401, 'UNAUTHORIZED', 'Session absente ou expirée')

export const forbidden = (message = 'Accès réservé aux administrateurs') =>
  apiError(403, 'FORBIDDEN', message)

export const notFound = (message = 'Ressource introuvable') => apiError(404, 'NOT_FOUND', message)

/** 429 past a rate limit or a code's last attempt, with the seconds to wait when they are known. */
export const tooManyAttempts = (retryAfterSeconds?: number) =>
  apiError(429, 'TOO_MANY_ATTEMPTS', RATE_LIMIT_MESSAGES.tooManyAttempts, { retryAfterSeconds })

/**
 * 429 past a per-address ceiling. Everyone behind that address shares it (a hospital network behind one
 * NAT), so it has its own code: the apps say the network is busy rather than blame this person's tries.
 */
export const tooManyFromAddress = (retryAfterSeconds: number) =>
  apiError(429, 'TOO_MANY_REQUESTS_FROM_ADDRESS', RATE_LIMIT_MESSAGES.fromAddress, { retryAfterSeconds })

/** 503 when no delivery adapter can carry a code on that channel, or the one that should failed. */
export const deliveryUnavailable = () =>
  apiError(503, 'DELIVERY_UNAVAILABLE', 'Envoi du code indisponible pour le moment')

const defaultCodes: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_ATTEMPTS',
  503: 'DELIVERY_UNAVAILABLE',
}

const defaultMessages: Record<number, string> = {
  404: 'Ressource introuvable',
  413: 'Le fichier est trop volumineux',
  500: 'Une erreur est survenue',
}

export function toErrorBody(error: Boom.Boom): { body: ErrorBody; retryAfterSeconds?: number } {
  const statusCode = error.output.statusCode
  const data = (error.data ?? {}) as Partial<ApiErrorData>
  const ours = typeof data.code === 'string'
  const body: ErrorBody = {
    statusCode,
    error: error.output.payload.error,
    // Only our own messages are shown: hapi's and unexpected errors' texts are English and may leak internals.
    message: ours ? error.message : (defaultMessages[statusCode] ?? 'Requête invalide'),
    code: ours ? data.code : (defaultCodes[statusCode] ?? 'INTERNAL'),
  }
  if (data.fieldErrors) body.fieldErrors = data.fieldErrors
  if (data.conflicts) body.conflicts = data.conflicts
  return { body, retryAfterSeconds: data.retryAfterSeconds }
}
