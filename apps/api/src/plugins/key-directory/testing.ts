// Shared set-up of the key directory and key store tests: demo accounts signed in with bearer tokens,
// real P-256 public keys and well-formed (opaque) sealed boxes.
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto'
import type { Application } from '../../config.ts'
import type { TestApi } from '../../testing/harness.ts'
import { bearer } from '../../testing/sign-in.ts'

export interface TestUser {
  id: string
  email: string
  app: Application
  headers: Record<string, string>
}

export async function demoUser(t: TestApi, email: string, app: Application = 'perinatal'): Promise<TestUser> {
  const res = await t.inject({
    method: 'POST',
    url: '/dev/demo-session',
    app,
    payload: { username: email, tokenTransport: 'header' },
  })
  if (res.statusCode !== 200) throw new Error(`demo session answered ${res.statusCode}: ${res.payload}`)
  const headers = bearer(res.json().token as string)
  const me = await t.inject({ method: 'GET', url: '/user/current', app, headers })
  return { id: me.json().id as string, email, app, headers }
}

export const PATIENT = 'patiente.perinatal@demo.relais-sante.fr'
export const DOCTOR = 'medecin.perinatal@demo.relais-sante.fr'
export const MIDWIFE = 'sage-femme.perinatal@demo.relais-sante.fr'
export const ORGANIZATION = 'maternite.perinatal@demo.relais-sante.fr'
export const ADMIN = 'admin.perinatal@relais-sante.fr'
export const MOBILITY_DOCTOR = 'medecin.mobility@demo.relais-sante.fr'

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
