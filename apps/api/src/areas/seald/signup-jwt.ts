// Seald's signup JWT, minted here so that the application's JWT secret never reaches a browser: HS256
// over the secret's text, as Seald's own JWT helper signs. With it Seald creates an identity, joins it
// to the application's team and gives it the 'AP' connector `${userId}@${appId}`, through which Seald
// finds the identity of an application's user by their id.
import { createHmac, randomUUID } from 'node:crypto'
import type { SealdConfig } from '../../core/config.ts'

const base64UrlJson = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

export function mintSignupJwt(
  { appId, jwtSecretId, jwtSecret }: Pick<SealdConfig, 'appId' | 'jwtSecretId' | 'jwtSecret'>,
  userId: string,
  now: Date,
): string {
  const header = { alg: 'HS256', typ: 'JWT' }
  const claims = {
    iss: jwtSecretId,
    jti: randomUUID(),
    iat: Math.floor(now.getTime() / 1000),
    join_team: true,
    connector_add: { type: 'AP', value: `${userId}@${appId}` },
  }
  const signed = `${base64UrlJson(header)}.${base64UrlJson(claims)}`
  return `${signed}.${createHmac('sha256', jwtSecret).update(signed).digest('base64url')}`
}
