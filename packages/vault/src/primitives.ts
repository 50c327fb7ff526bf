// The only place that talks to WebCrypto for the vault's building blocks: AES-GCM content encryption,
// and a signed "sealed box" (ephemeral ECDH P-256 → HKDF-SHA-256 → AES-GCM) that wraps a key for one
// recipient public key. Every seal is bound to a context string (HKDF info and GCM associated data),
// so a wrapped key moved to another session, epoch or recipient no longer opens.
import { framed, fromBase64Url, randomBytes, toBase64Url, utf8 } from './encoding.ts'
import { BadSignatureError, DecryptionError, InvalidEnvelopeError } from './errors.ts'

export const ECDH_P256 = { name: 'ECDH', namedCurve: 'P-256' } as const
export const ECDSA_P256 = { name: 'ECDSA', namedCurve: 'P-256' } as const
const ECDSA_SHA256 = { name: 'ECDSA', hash: 'SHA-256' } as const
export const IV_BYTES = 12
const CONTENT_KEY_BYTES = 32

/** A fresh AES-256-GCM content key. Extractable so that it can be wrapped for new recipients. */
export function generateContentKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt'])
}

export function importContentKey(raw: Uint8Array<ArrayBuffer>, extractable = true): Promise<CryptoKey> {
  if (raw.length !== CONTENT_KEY_BYTES) throw new DecryptionError(new Error('content key length'))
  return crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, extractable, ['encrypt', 'decrypt'])
}

export async function exportContentKey(key: CryptoKey): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await crypto.subtle.exportKey('raw', key))
}

export async function aesGcmEncrypt(
  key: CryptoKey,
  plaintext: Uint8Array<ArrayBuffer>,
  associatedData: Uint8Array<ArrayBuffer>,
): Promise<{ iv: Uint8Array<ArrayBuffer>; ciphertext: Uint8Array<ArrayBuffer> }> {
  const iv = randomBytes(IV_BYTES)
  const ciphertext = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: associatedData },
    key,
    plaintext,
  )
  return { iv, ciphertext: new Uint8Array(ciphertext) }
}

/** Throws DecryptionError when the key, the IV, the bytes or the associated data do not match. */
export async function aesGcmDecrypt(
  key: CryptoKey,
  iv: Uint8Array<ArrayBuffer>,
  ciphertext: Uint8Array<ArrayBuffer>,
  associatedData: Uint8Array<ArrayBuffer>,
): Promise<Uint8Array<ArrayBuffer>> {
  try {
    const plaintext = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv, additionalData: associatedData },
      key,
      ciphertext,
    )
    return new Uint8Array(plaintext)
  } catch (error) {
    throw new DecryptionError(error)
  }
}

/** A key wrapped for one recipient, signed by whoever wrapped it. All fields base64url except sealedBy. */
export interface SealedBox {
  /** The sender's ephemeral ECDH public key, raw uncompressed point. */
  epk: string
  iv: string
  ciphertext: string
  /** User id of the sealer, whose published signing key verifies `signature`. */
  sealedBy: string
  signature: string
}

export interface Sealer {
  userId: string
  signingKey: CryptoKey
}

function signedBytes(context: string, epk: Uint8Array, iv: Uint8Array, ciphertext: Uint8Array) {
  return framed(utf8(context), epk, iv, ciphertext)
}

async function boxKey(
  shared: ArrayBuffer,
  epk: Uint8Array<ArrayBuffer>,
  context: string,
): Promise<CryptoKey> {
  const ikm = await crypto.subtle.importKey('raw', shared, 'HKDF', false, ['deriveKey'])
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: epk, info: utf8(context) },
    ikm,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
}

export async function seal(
  recipientPublicKey: CryptoKey,
  plaintext: Uint8Array<ArrayBuffer>,
  context: string,
  sealer: Sealer,
): Promise<SealedBox> {
  const ephemeral = await crypto.subtle.generateKey(ECDH_P256, false, ['deriveBits'])
  const epk = new Uint8Array(await crypto.subtle.exportKey('raw', ephemeral.publicKey))
  const shared = await crypto.subtle.deriveBits(
    { name: 'ECDH', public: recipientPublicKey },
    ephemeral.privateKey,
    256,
  )
  const { iv, ciphertext } = await aesGcmEncrypt(await boxKey(shared, epk, context), plaintext, utf8(context))
  const signature = await crypto.subtle.sign(
    ECDSA_SHA256,
    sealer.signingKey,
    signedBytes(context, epk, iv, ciphertext),
  )
  return {
    epk: toBase64Url(epk),
    iv: toBase64Url(iv),
    ciphertext: toBase64Url(ciphertext),
    sealedBy: sealer.userId,
    signature: toBase64Url(signature),
  }
}

/**
 * Verifies the sealer's signature, then opens the box with the recipient's private key.
 * BadSignatureError when the signature fails, DecryptionError when the box does not open for this
 * key and context.
 */
export async function open(
  recipientPrivateKey: CryptoKey,
  box: SealedBox,
  context: string,
  sealerVerifyKey: CryptoKey,
): Promise<Uint8Array<ArrayBuffer>> {
  let epk, iv, ciphertext, signature
  try {
    epk = fromBase64Url(box.epk)
    iv = fromBase64Url(box.iv)
    ciphertext = fromBase64Url(box.ciphertext)
    signature = fromBase64Url(box.signature)
  } catch (error) {
    throw new InvalidEnvelopeError(error)
  }
  const valid = await crypto.subtle.verify(
    ECDSA_SHA256,
    sealerVerifyKey,
    signature,
    signedBytes(context, epk, iv, ciphertext),
  )
  if (!valid) throw new BadSignatureError()
  let shared: ArrayBuffer
  try {
    const ephemeral = await crypto.subtle.importKey('raw', epk, ECDH_P256, false, [])
    shared = await crypto.subtle.deriveBits({ name: 'ECDH', public: ephemeral }, recipientPrivateKey, 256)
  } catch (error) {
    throw new DecryptionError(error)
  }
  return aesGcmDecrypt(await boxKey(shared, epk, context), iv, ciphertext, utf8(context))
}

export async function sha256(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
}
