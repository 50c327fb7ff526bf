// Runs the domain's form schemas (the ones the apps' forms use) on request bodies and turns their
// issues into the contract's field errors, one message per field, in French.
import { dateInZone } from '@relais/domain'
import * as v from 'valibot'
import type { FieldError } from '../../core/errors.ts'

/** valibot's own defaults are English ("Invalid type: …"); the domain's messages are French. */
function french(message: string): string {
  return message.startsWith('Invalid ') ? 'Valeur non autorisée' : message
}

export class FieldErrors {
  readonly list: FieldError[] = []

  add(field: string, message: string): void {
    if (!this.list.some((error) => error.field === field)) this.list.push({ field, message })
  }

  get empty(): boolean {
    return this.list.length === 0
  }

  /**
   * Parses `input` with `schema`; each issue is reported on `fieldOf(first key of its path)`, the form
   * field it belongs to (an address or a list is one field, whatever part of it is wrong).
   */
  parse<S extends v.GenericSchema>(
    schema: S,
    input: unknown,
    fieldOf: (key: string) => string,
  ): v.InferOutput<S> | undefined {
    const result = v.safeParse(schema, input)
    if (result.success) return result.output
    for (const issue of result.issues) {
      const key = issue.path?.[0]?.key
      this.add(fieldOf(typeof key === 'string' ? key : ''), french(issue.message))
    }
    return undefined
  }
}

/** A field name under a prefix: `under('body.patient')('nir')` is `body.patient.nir`. */
export const under =
  (prefix: string, renames: Record<string, string> = {}) =>
  (key: string): string =>
    key === '' ? prefix : `${prefix}.${renames[key] ?? key}`

/** Today in France: birth dates and last periods are checked against the user's calendar. */
export const todayInFrance = (now: Date): string => dateInZone(now.getTime(), 'Europe/Paris')
