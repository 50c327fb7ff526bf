// Text the API would fail to store, refused at the door with the field named. PostgreSQL cannot hold
// U+0000 in text or jsonb, and a lone UTF-16 surrogate is no character at all (it cannot be encoded
// in UTF-8): both used to reach the database and come back as a 500. Other C0 controls and DEL have no
// business in names, addresses or identifiers either. Tabs and line breaks stay allowed (free text).
import type { FieldError } from '../errors.ts'

const FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export const CONTROL_CHARACTER_MESSAGE = 'Ce champ contient un caractère non autorisé'

export const hasForbiddenCharacter = (text: string) => FORBIDDEN.test(text)

/** Every string (and object key) under `value` holding a forbidden character, named like Ajv's fields. */
export function findForbiddenCharacters(value: unknown, path: string, out: FieldError[] = []): FieldError[] {
  if (out.length >= 20) return out
  if (typeof value === 'string') {
    if (hasForbiddenCharacter(value)) out.push({ field: path, message: CONTROL_CHARACTER_MESSAGE })
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => findForbiddenCharacters(item, `${path}.${index}`, out))
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      // A key is shown as it can be read: its forbidden characters would make the field name unusable.
      if (hasForbiddenCharacter(key)) out.push({ field: path, message: CONTROL_CHARACTER_MESSAGE })
      else findForbiddenCharacters(item, `${path}.${key}`, out)
    }
  }
  return out
}
