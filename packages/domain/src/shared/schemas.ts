// What every form schema of the domain is built with, apart from any rule: a module that needs these
// need not carry the identifiers' rules (the phone's brings libphonenumber's metadata along).
import * as v from 'valibot'
import { REQUIRED_MESSAGE } from '../auth/messages.ts'

/** A field shows one message at a time: stop at the first failing check of a pipe. */
export function firstIssueOnly<T extends v.GenericSchema>(schema: T): T {
  return v.config(schema, { abortPipeEarly: true }) as T
}

/**
 * `v.object` whose missing keys report the field's own message ('Ce champ est obligatoire', …) instead of
 * valibot's English "Invalid key": a form sends no key for a field the user never touched.
 */
export function formObject<const E extends v.ObjectEntries>(entries: E, fallback: string = REQUIRED_MESSAGE) {
  return v.object(entries, (issue) => {
    const key = issue.path?.[0]?.key
    const schema = typeof key === 'string' ? entries[key] : undefined
    const message = schema && 'message' in schema ? schema.message : undefined
    return typeof message === 'string' ? message : fallback
  })
}
