// The contract's `EncryptedEnvelope`: what a message, a comment, an observation or the medical record
// stores, whichever vault wrote it. Its shape check, and the AES-GCM sealing of a text into it under an
// epoch's content key, live here so that every implementation of the vault's port writes the same bytes.
import { contentAssociatedData } from './contexts.ts'
import { fromBase64Url, fromUtf8, toBase64Url, utf8 } from './encoding.ts'
import { InvalidEnvelopeError } from './errors.ts'
import { aesGcmDecrypt, aesGcmEncrypt, IV_BYTES } from './primitives.ts'

/**
 * The contract's `EncryptedEnvelope` (openapi.yaml), binary fields in base64url without padding. The
 * API refuses any other shape, so text in clear never reaches it by mistake.
 */
export interface EncryptedEnvelope {
  version: 1
  encryptionSessionId: string
  epoch: number
  /** The AES-GCM IV. */
  nonce: string
  /** The ciphertext followed by the GCM tag. */
  ciphertext: string
}

const GCM_TAG_BYTES = 16
const ENVELOPE_FIELDS = ['version', 'encryptionSessionId', 'epoch', 'nonce', 'ciphertext'] as const
const SESSION_ID = /^[A-Za-z0-9_-]{16,64}$/
const BASE64URL = /^[A-Za-z0-9_-]*$/
/** Characters of `bytes` bytes in base64url without padding. */
const base64UrlLength = (bytes: number) => Math.ceil((bytes * 4) / 3)

/**
 * Checks that `value` is an envelope, the same rules as the contract's, without decrypting it (to know
 * which session to retrieve). InvalidEnvelopeError otherwise, a string included: envelopes travel as
 * JSON objects, never serialised into a text.
 */
export function parseStringEnvelope(value: unknown): EncryptedEnvelope {
  const fail = (reason: string): never => {
    throw new InvalidEnvelopeError(new TypeError(reason))
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail('Not an envelope')
  const envelope = value as Record<string, unknown>
  const keys = Object.keys(envelope)
  if (keys.length !== ENVELOPE_FIELDS.length || !ENVELOPE_FIELDS.every((k) => keys.includes(k))) {
    return fail('Unknown envelope fields')
  }
  const { version, encryptionSessionId, epoch, nonce, ciphertext } = envelope
  if (version !== 1) return fail('Unknown envelope version')
  if (typeof encryptionSessionId !== 'string' || !SESSION_ID.test(encryptionSessionId)) {
    return fail('Bad session id')
  }
  if (typeof epoch !== 'number' || !Number.isInteger(epoch) || epoch < 0 || epoch > 0xffffffff) {
    return fail('Bad epoch')
  }
  if (typeof nonce !== 'string' || nonce.length !== base64UrlLength(IV_BYTES) || !BASE64URL.test(nonce)) {
    return fail('Bad nonce')
  }
  if (
    typeof ciphertext !== 'string' ||
    ciphertext.length < base64UrlLength(GCM_TAG_BYTES) ||
    ciphertext.length % 4 === 1 ||
    !BASE64URL.test(ciphertext)
  ) {
    return fail('Bad ciphertext')
  }
  return { version, encryptionSessionId, epoch, nonce, ciphertext }
}

/** `text` sealed under one epoch's content key of `sessionId`, bound to both by the associated data. */
export async function sealText(
  key: CryptoKey,
  sessionId: string,
  epoch: number,
  text: string,
): Promise<EncryptedEnvelope> {
  const { iv, ciphertext } = await aesGcmEncrypt(key, utf8(text), contentAssociatedData(sessionId, epoch))
  return {
    version: 1,
    encryptionSessionId: sessionId,
    epoch,
    nonce: toBase64Url(iv),
    ciphertext: toBase64Url(ciphertext),
  }
}

/**
 * The text of an envelope of `sessionId`, the key of its epoch given by `keyFor`. InvalidEnvelopeError
 * for anything that is not an envelope of that session (it comes from the network: checked again);
 * DecryptionError on tampering; whatever `keyFor` throws when this user has no key for that epoch.
 */
export async function openText(
  received: EncryptedEnvelope,
  sessionId: string,
  keyFor: (epoch: number) => Promise<CryptoKey>,
): Promise<string> {
  const envelope = parseStringEnvelope(received)
  if (envelope.encryptionSessionId !== sessionId) {
    throw new InvalidEnvelopeError(new Error('Other session'))
  }
  let iv, ciphertext
  try {
    iv = fromBase64Url(envelope.nonce)
    ciphertext = fromBase64Url(envelope.ciphertext)
  } catch (error) {
    throw new InvalidEnvelopeError(error)
  }
  const key = await keyFor(envelope.epoch)
  const plaintext = await aesGcmDecrypt(key, iv, ciphertext, contentAssociatedData(sessionId, envelope.epoch))
  return fromUtf8(plaintext)
}
