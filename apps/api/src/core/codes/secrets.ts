import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

export const CODE_LENGTH = 6 as const

export function generateCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0')
}

/** Bound to the application and identifier so a stored hash is useless for any other sign-in. */
export function hashCode(pepper: string, application: string, identifier: string, code: string): string {
  return createHmac('sha256', pepper).update(`${application}\n${identifier}\n${code}`).digest('base64url')
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

export function generateSessionToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Tokens have 256 bits of entropy, so a plain SHA-256 is enough to make a leaked table unusable. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}

/** Rate-limit keys (client addresses, identifiers) are stored as HMACs, never in clear. */
export function hashKey(pepper: string, key: string): string {
  return createHmac('sha256', pepper).update(`rate-limit\n${key}`).digest('base64url')
}
