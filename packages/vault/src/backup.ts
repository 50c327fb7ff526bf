// Two-person-rule recovery, after Seald's SSKS: the identity backup is encrypted in the browser under a
// key derived from TWO independent 256-bit secrets — a per-user share held by the application server and
// a random secret held, with the encrypted backup, by the key-store service (which releases both only
// after the user types the 8-character code it sent). Either service alone holds one secret of two.
import { fromBase64Url, fromUtf8, randomBytes, toBase64Url, utf8, concatBytes } from './encoding.ts'
import { DecryptionError, InvalidEnvelopeError } from './errors.ts'
import { identityFromMaterial, type Identity, type IdentityMaterial } from './identity.ts'
import { aesGcmDecrypt, aesGcmEncrypt } from './primitives.ts'

const SECRET_BYTES = 32

/** A fresh 256-bit secret, base64url: the app server's share or the key store's secret. */
export function generateSecret(): string {
  return toBase64Url(randomBytes(SECRET_BYTES))
}

export interface IdentityBackup {
  /** Goes to the key store, with `keyStoreSecret`. Opaque to both services. */
  encryptedBackup: string
  /** Generated here, held by the key store only; never sent to the application server. */
  keyStoreSecret: string
}

interface BackupEnvelope {
  v: 1
  userId: string
  salt: string
  iv: string
  ciphertext: string
}

function context(userId: string) {
  return utf8(`relais-vault/v1/identity-backup|${userId}`)
}

function decodeSecret(secret: string): Uint8Array<ArrayBuffer> {
  const bytes = fromBase64Url(secret)
  if (bytes.length !== SECRET_BYTES) throw new TypeError('A backup secret is 32 bytes')
  return bytes
}

async function backupKey(
  appServerShare: string,
  keyStoreSecret: string,
  salt: Uint8Array<ArrayBuffer>,
  userId: string,
) {
  const ikm = await crypto.subtle.importKey(
    'raw',
    concatBytes(decodeSecret(appServerShare), decodeSecret(keyStoreSecret)),
    'HKDF',
    false,
    ['deriveKey'],
  )
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt, info: context(userId) },
    ikm,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
}

export async function createIdentityBackup(
  identity: IdentityMaterial,
  appServerShare: string,
): Promise<IdentityBackup> {
  const keyStoreSecret = generateSecret()
  const salt = randomBytes(32)
  const key = await backupKey(appServerShare, keyStoreSecret, salt, identity.userId)
  const { iv, ciphertext } = await aesGcmEncrypt(
    key,
    utf8(JSON.stringify(identity)),
    context(identity.userId),
  )
  const envelope: BackupEnvelope = {
    v: 1,
    userId: identity.userId,
    salt: toBase64Url(salt),
    iv: toBase64Url(iv),
    ciphertext: toBase64Url(ciphertext),
  }
  return { encryptedBackup: JSON.stringify(envelope), keyStoreSecret }
}

/** Opens the backup with both secrets and returns the identity with NON-extractable private keys. */
export async function restoreIdentityFromBackup(
  encryptedBackup: string,
  keyStoreSecret: string,
  appServerShare: string,
): Promise<Identity> {
  let envelope: BackupEnvelope
  let salt, iv, ciphertext
  try {
    envelope = JSON.parse(encryptedBackup) as BackupEnvelope
    if (envelope.v !== 1 || typeof envelope.userId !== 'string') throw new TypeError('Unknown backup')
    salt = fromBase64Url(envelope.salt)
    iv = fromBase64Url(envelope.iv)
    ciphertext = fromBase64Url(envelope.ciphertext)
  } catch (error) {
    throw new InvalidEnvelopeError(error)
  }
  let key
  try {
    key = await backupKey(appServerShare, keyStoreSecret, salt, envelope.userId)
  } catch (error) {
    throw new DecryptionError(error)
  }
  const plaintext = await aesGcmDecrypt(key, iv, ciphertext, context(envelope.userId))
  const material = JSON.parse(fromUtf8(plaintext)) as IdentityMaterial
  if (material.userId !== envelope.userId) throw new DecryptionError(new Error('Backup user mismatch'))
  return identityFromMaterial(material)
}
