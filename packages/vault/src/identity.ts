// A user's encryption identity: an ECDH P-256 key-agreement pair (keys are wrapped for it) and an
// ECDSA P-256 signing pair (it signs every key it wraps). P-256 rather than X25519/Ed25519: Chromium
// has both curves now, but P-256 is the one every browser the product supports has had for years.
import { fromBase64Url, toBase64Url } from './encoding.ts'
import { CorruptDatabaseError } from './errors.ts'
import { ECDH_P256, ECDSA_P256, sha256 } from './primitives.ts'

/** What the directory publishes for a user. */
export interface PublicIdentity {
  userId: string
  encryptionKey: JsonWebKey
  signingKey: JsonWebKey
  /** base64url SHA-256 of the raw signing public key: a device compares it with its own. */
  signingKeyHash: string
}

/**
 * The private key material, as JWK, that only ever exists at identity creation (to build the backup)
 * and at restoration (read from the backup). It is never stored: see `identityFromMaterial`.
 */
export interface IdentityMaterial {
  v: 1
  userId: string
  encryptionPrivateKey: JsonWebKey
  signingPrivateKey: JsonWebKey
}

/** The identity in use: private keys are non-extractable CryptoKeys. */
export interface Identity {
  userId: string
  encryptionPrivateKey: CryptoKey
  signingPrivateKey: CryptoKey
  publicIdentity: PublicIdentity
}

/**
 * Generates both key pairs EXTRACTABLE, exports them once, and lets the extractable CryptoKeys go.
 * The caller builds the backup from the material, then turns it into a non-extractable Identity.
 */
export async function generateIdentityMaterial(userId: string): Promise<IdentityMaterial> {
  const [encryption, signing] = await Promise.all([
    crypto.subtle.generateKey(ECDH_P256, true, ['deriveBits']),
    crypto.subtle.generateKey(ECDSA_P256, true, ['sign', 'verify']),
  ])
  return {
    v: 1,
    userId,
    encryptionPrivateKey: await crypto.subtle.exportKey('jwk', encryption.privateKey),
    signingPrivateKey: await crypto.subtle.exportKey('jwk', signing.privateKey),
  }
}

function publicJwk(jwk: JsonWebKey): JsonWebKey {
  const { kty, crv, x, y } = jwk
  if (kty !== 'EC' || crv !== 'P-256' || !x || !y) throw new TypeError('Not a P-256 key')
  return { kty, crv, x, y, ext: true }
}

export function importEncryptionPublicKey(jwk: JsonWebKey): Promise<CryptoKey> {
  return crypto.subtle.importKey('jwk', publicJwk(jwk), ECDH_P256, true, [])
}

export function importSigningPublicKey(jwk: JsonWebKey): Promise<CryptoKey> {
  return crypto.subtle.importKey('jwk', publicJwk(jwk), ECDSA_P256, true, ['verify'])
}

export async function signingKeyHash(signingKey: JsonWebKey): Promise<string> {
  const key = await importSigningPublicKey(signingKey)
  return toBase64Url(await sha256(new Uint8Array(await crypto.subtle.exportKey('raw', key))))
}

export async function publicIdentityOf(material: IdentityMaterial): Promise<PublicIdentity> {
  const signingKey = publicJwk(material.signingPrivateKey)
  return {
    userId: material.userId,
    encryptionKey: publicJwk(material.encryptionPrivateKey),
    signingKey,
    signingKeyHash: await signingKeyHash(signingKey),
  }
}

/** Imports the private keys NON-extractable: from here on, script cannot read them back. */
export async function identityFromMaterial(material: IdentityMaterial): Promise<Identity> {
  const strip = ({ kty, crv, x, y, d }: JsonWebKey): JsonWebKey => ({ kty, crv, x, y, d })
  const [encryptionPrivateKey, signingPrivateKey, publicIdentity] = await Promise.all([
    crypto.subtle.importKey('jwk', strip(material.encryptionPrivateKey), ECDH_P256, false, ['deriveBits']),
    crypto.subtle.importKey('jwk', strip(material.signingPrivateKey), ECDSA_P256, false, ['sign']),
    publicIdentityOf(material),
  ])
  return { userId: material.userId, encryptionPrivateKey, signingPrivateKey, publicIdentity }
}

/** Checks a record read back from IndexedDB; anything unexpected is a corrupt store. */
export function assertIdentityShape(value: unknown, userId: string): asserts value is Identity {
  const record = value as Partial<Identity> | undefined
  const isKey = (key: unknown, algorithm: string) =>
    key instanceof CryptoKey && key.type === 'private' && key.algorithm.name === algorithm
  const pub = record?.publicIdentity
  const hashLength = () => {
    try {
      return fromBase64Url(String(pub?.signingKeyHash)).length
    } catch {
      return -1
    }
  }
  const ok =
    record?.userId === userId &&
    isKey(record.encryptionPrivateKey, 'ECDH') &&
    isKey(record.signingPrivateKey, 'ECDSA') &&
    pub?.userId === userId &&
    hashLength() === 32 &&
    typeof pub.encryptionKey === 'object' &&
    typeof pub.signingKey === 'object'
  if (!ok) throw new CorruptDatabaseError(new Error('Unexpected identity record'))
}
