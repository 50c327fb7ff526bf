// The wizard's validation: the domain's `careRequestStepErrors` for the current step (the whole form is
// checked, so that the post-partum rule has one home), and what the API refused, which stays on its
// field until that value changes, even when the domain alone would accept it.
import type { MutableRefObject } from 'react'
import type { FieldErrors, Resolver } from 'react-hook-form'
import { careRequestStepErrors } from '@relais/domain'
import { stepOfField, type CareRequestValues } from '../care-request-values.ts'

interface ServerError {
  message: string
  /** The value the API refused. */
  value: unknown
}

/** The API's refusals, by field. */
export type ServerErrors = Record<string, ServerError>

/** Remembers the API's refusals of these values, so that the resolver keeps showing them. */
export function rememberServerErrors(
  server: MutableRefObject<ServerErrors>,
  values: CareRequestValues,
  fields: Record<string, string>,
): void {
  for (const [field, message] of Object.entries(fields))
    server.current[field] = { message, value: values[field] }
}

/** The wizard's resolver; `currentStep()` is read at each validation, so a step change needs no new one. */
export function careRequestResolver(
  currentStep: () => number,
  server: MutableRefObject<ServerErrors>,
): Resolver<CareRequestValues> {
  return (values) => {
    const step = currentStep()
    const messages: Record<string, { type: string; message: string }> = {}
    for (const [field, message] of Object.entries(careRequestStepErrors(values, step))) {
      messages[field] = { type: 'validation', message }
    }
    for (const [field, error] of Object.entries(server.current)) {
      if (values[field] !== error.value) {
        delete server.current[field]
        continue
      }
      if (stepOfField(field) === step) messages[field] ??= { type: 'server', message: error.message }
    }
    if (Object.keys(messages).length === 0) return { values, errors: {} }
    return { values: {}, errors: messages as FieldErrors<CareRequestValues> }
  }
}
