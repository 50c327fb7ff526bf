// The contract's `EncryptedEnvelope`, checked by the in-memory stand-ins as the API checks it: a screen
// that sent text in clear would get the API's 400 in stories and component tests too, not only in
// production.
import type { components } from '../schema.gen.ts'

type ErrorBody = components['schemas']['Error']

const FIELDS = ['version', 'encryptionSessionId', 'epoch', 'nonce', 'ciphertext']

/** The field errors of `value` as an envelope whose ciphertext holds at most `maxCiphertext` characters. */
export function envelopeErrors(value: unknown, field: string, maxCiphertext: number): ErrorBody | null {
  const wrong = (message: string): ErrorBody => ({
    statusCode: 400,
    error: 'Bad Request',
    message: 'La requête contient des champs invalides',
    code: 'VALIDATION_FAILED',
    fieldErrors: [{ field, message }],
  })
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return wrong('Type de valeur invalide')
  }
  const envelope = value as Record<string, unknown>
  const keys = Object.keys(envelope)
  if (keys.some((k) => !FIELDS.includes(k))) return wrong('Champ non autorisé')
  if (FIELDS.some((k) => !keys.includes(k))) return wrong('Ce champ est obligatoire')
  const { version, encryptionSessionId, epoch, nonce, ciphertext } = envelope
  const ok =
    version === 1 &&
    typeof encryptionSessionId === 'string' &&
    /^[A-Za-z0-9_-]{16,64}$/.test(encryptionSessionId) &&
    typeof epoch === 'number' &&
    Number.isInteger(epoch) &&
    epoch >= 0 &&
    typeof nonce === 'string' &&
    /^[A-Za-z0-9_-]{16}$/.test(nonce) &&
    typeof ciphertext === 'string' &&
    ciphertext.length >= 22 &&
    ciphertext.length <= maxCiphertext &&
    /^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2,3})?$/.test(ciphertext)
  return ok ? null : wrong('Valeur invalide')
}
