// Text the API would fail to store, refused at the door with the field named. PostgreSQL cannot hold
// U+0000 in text or jsonb, and a lone UTF-16 surrogate is no character at all (it cannot be encoded
// in UTF-8): both used to reach the database and come back as a 500. Other C0 controls and DEL have no
// business in names, addresses or identifiers either. Tabs and line breaks stay allowed (free text).
import type { FieldError } from '../errors.ts'

const FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export const CONTROL_CHARACTER_MESSAGE = 'Ce champ contient un caractère non autorisé'

const hasForbiddenCharacter = (text: string) => FORBIDDEN.test(text)

interface Visit {
  value: unknown
  /** Where `value` sits; built only for a reported field, as a body can nest thousands of levels. */
  key: string
  parent: Visit | undefined
  /** One of the keys of `value` holds a forbidden character: `value`'s field is reported. */
  badKey?: boolean
}

const fieldOf = (visit: Visit): string => {
  const parts: string[] = []
  for (let at: Visit | undefined = visit; at; at = at.parent) parts.push(at.key)
  return parts.reverse().join('.')
}

/** Every string (and object key) under `value` holding a forbidden character, named like Ajv's fields. */
export function findForbiddenCharacters(value: unknown, path: string, out: FieldError[] = []): FieldError[] {
  // A loop rather than recursion: a 64 KB body can nest deeper than the call stack allows.
  const pending: Visit[] = [{ value, key: path, parent: undefined }]
  while (pending.length > 0 && out.length < 20) {
    const visit = pending.pop() as Visit
    const item = visit.value
    if (visit.badKey) {
      out.push({ field: fieldOf(visit), message: CONTROL_CHARACTER_MESSAGE })
    } else if (typeof item === 'string') {
      if (hasForbiddenCharacter(item)) out.push({ field: fieldOf(visit), message: CONTROL_CHARACTER_MESSAGE })
    } else if (typeof item === 'object' && item !== null) {
      const entries: [string, unknown][] = Array.isArray(item)
        ? item.map((child, index) => [String(index), child])
        : Object.entries(item)
      // Pushed in reverse so that fields are reported in the order they appear.
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, child] = entries[index] as [string, unknown]
        // A key is shown as it can be read: its forbidden characters would make the field name unusable.
        if (hasForbiddenCharacter(key)) pending.push({ ...visit, badKey: true })
        else pending.push({ value: child, key, parent: visit })
      }
    }
  }
  return out
}
