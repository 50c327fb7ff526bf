import type { components } from './schema.gen.ts'

export type ApiError = components['schemas']['Error']
export type FieldError = components['schemas']['FieldError']

/** The API's error body, when a failed call returned one of the contract's shape. */
export function asApiError(value: unknown): ApiError | null {
  if (typeof value !== 'object' || value === null) return null
  const v = value as Partial<ApiError>
  return typeof v.statusCode === 'number' && typeof v.message === 'string' ? (v as ApiError) : null
}
