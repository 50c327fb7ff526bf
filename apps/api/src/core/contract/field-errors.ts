// Ajv errors into the contract's `fieldErrors`, with French messages the apps can show as they are.
import type { ErrorObject } from 'ajv'
import type { FieldError } from '../errors.ts'

const locations: Record<string, string> = {
  requestBody: 'body',
  header: 'header',
  query: 'query',
  path: 'path',
  cookie: 'cookie',
}

/**
 * Ajv's `instancePath` is a JSON Pointer: `~1` stands for `/` and `~0` for `~`, and nothing is
 * percent-encoded (decoding it as a URI threw on a key such as `%zz`, and the request got a 500).
 */
const unescapePointer = (part: string) => part.replace(/~1/g, '/').replace(/~0/g, '~')

function fieldOf(error: ErrorObject): string {
  const parts = error.instancePath.split('/').filter(Boolean).map(unescapePointer)
  const [first, ...rest] = parts
  const location = first ? (locations[first] ?? first) : 'body'
  const params = error.params as Record<string, unknown>
  if (error.keyword === 'required' && typeof params.missingProperty === 'string') {
    // A missing top-level location (no header object at all) still names the field that is missing.
    return [location, ...rest, params.missingProperty].join('.')
  }
  if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    return [location, ...rest, params.additionalProperty].join('.')
  }
  return [location, ...rest].join('.')
}

function messageOf(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>
  switch (error.keyword) {
    case 'required':
      return 'Ce champ est obligatoire'
    case 'enum':
    case 'const':
      return 'Valeur non autorisée'
    case 'pattern':
      return 'Format invalide'
    case 'format':
      return params.format === 'email' ? "L'adresse email n'est pas valide" : 'Format invalide'
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return 'Champ non autorisé'
    case 'type':
      return 'Type de valeur invalide'
    case 'minLength':
      return `Doit contenir au moins ${String(params.limit)} caractères`
    case 'maxLength':
      return `Doit contenir au plus ${String(params.limit)} caractères`
    case 'minimum':
      return `Doit être supérieur ou égal à ${String(params.limit)}`
    case 'maximum':
      return `Doit être inférieur ou égal à ${String(params.limit)}`
    case 'parse':
      return 'JSON invalide'
    default:
      return 'Valeur invalide'
  }
}

export function toFieldErrors(errors: ErrorObject[]): FieldError[] {
  const seen = new Set<string>()
  const out: FieldError[] = []
  for (const error of errors) {
    // oneOf/anyOf/if wrap the real causes, which Ajv reports too.
    if (['oneOf', 'anyOf', 'if'].includes(error.keyword)) continue
    const field = fieldOf(error)
    const message = messageOf(error)
    const key = `${field}\n${message}`
    if (seen.has(key)) continue
    seen.add(key)
    out.push({ field, message })
  }
  return out.length ? out : [{ field: 'body', message: 'Valeur invalide' }]
}
