// A stepped form's validation, shared by every wizard: only the current step's schema is checked, and
// what the API refused (a taken email, a NIR already known) stays on its field until the user changes
// that value, even when the schema alone would accept it.
import type { MutableRefObject } from 'react'
import type { FieldErrors, FieldValues, Resolver, ResolverResult } from 'react-hook-form'
import { valibotResolver } from '@hookform/resolvers/valibot'
import * as v from 'valibot'
import { dateInZone, DEFAULT_TIME_ZONE } from '@relais/domain'

/** A wizard's values: one object per step, keyed by the step's id. */
export type StepValues = Record<string, Record<string, unknown>>

interface StickyError {
  message: string
  /** The value the API refused: the message stays until the field holds something else. */
  value: unknown
}

/** `step.field` paths, as the API's field errors name them once their `body.` is removed. */
export type StickyErrors = Record<string, StickyError>

/** The value at a `step.field` path. */
function valueAt(values: StepValues, path: string): unknown {
  const [step, field] = path.split('.') as [string, string]
  return values[step]?.[field]
}

/** Today in the browser's time zone: the date the birth-date and "not in the future" rules compare to. */
export function localToday(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE
  return dateInZone(Date.now(), zone)
}

/** Remembers the API's refusals so that the resolver keeps showing them (see `stepResolver`). */
export function rememberServerErrors(
  sticky: MutableRefObject<StickyErrors>,
  values: StepValues,
  errors: { path: string; message: string }[],
): void {
  for (const { path, message } of errors) sticky.current[path] = { message, value: valueAt(values, path) }
}

/**
 * The resolver of a stepped form: `currentStep()` is read on each validation, so a step change needs no
 * new resolver. A sticky error whose field changed is forgotten.
 */
export function stepResolver<Values extends FieldValues & StepValues>(
  currentStep: () => { id: string; schema: v.GenericSchema },
  sticky: MutableRefObject<StickyErrors>,
): Resolver<Values> {
  return async (values, context, options) => {
    const current = currentStep()
    const schema = v.object({ [current.id]: current.schema })
    const result = (await valibotResolver(schema)(
      values,
      context,
      options as never,
    )) as ResolverResult<Values>
    const errors = { ...result.errors } as FieldErrors<Values>
    let added = false
    for (const [path, error] of Object.entries(sticky.current)) {
      const [stepId, field] = path.split('.') as [string, string]
      if (stepId !== current.id) continue
      if (valueAt(values, path) !== error.value) {
        delete sticky.current[path]
        continue
      }
      const stepErrors = { ...(errors[stepId] as Record<string, unknown> | undefined) }
      stepErrors[field] ??= { type: 'server', message: error.message }
      ;(errors as Record<string, unknown>)[stepId] = stepErrors
      added = true
    }
    return added ? { values: {}, errors } : result
  }
}
