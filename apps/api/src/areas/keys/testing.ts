// Key material for the key directory tests: real P-256 public keys and well-formed (opaque) sealed
// boxes, session and group ids, and wrapped keys for a recipient.
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto'

export function publicJwk() {
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const { kty, crv, x, y } = publicKey.export({ format: 'jwk' })
  return { kty: kty as string, crv: crv as string, x: x as string, y: y as string, ext: true }
}

export function identityOf(userId: string) {
  const signingKey = publicJwk()
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(signingKey.x, 'base64url'),
    Buffer.from(signingKey.y, 'base64url'),
  ])
  return {
    userId,
    encryptionKey: publicJwk(),
    signingKey,
    signingKeyHash: createHash('sha256').update(point).digest('base64url'),
  }
}

const b64 = (bytes: number) => randomBytes(bytes).toString('base64url')

export function box(sealedBy: string) {
  return { epk: b64(65), iv: b64(12), ciphertext: b64(48), sealedBy, signature: b64(64) }
}

export const newId = () => b64(16)

export type Recipient = { kind: 'user'; id: string } | { kind: 'group'; id: string }

export function keyFor(
  sessionId: string,
  epoch: number,
  recipient: Recipient,
  sealedBy: string,
  keyVersion = 1,
) {
  const sealedFor =
    recipient.kind === 'user' ? recipient : { kind: 'group' as const, id: recipient.id, keyVersion }
  return { sessionId, epoch, sealedFor, box: box(sealedBy) }
}

/** One epoch's content key under a claim's over-encryption key: opaque to the key directory. */
export function claimKey(epoch: number) {
  return { epoch, iv: b64(12), ciphertext: b64(48) }
}
