import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { mintSignupJwt } from './signup-jwt.ts'

const settings = { appId: 'app-0001', jwtSecretId: 'secret-id-0001', jwtSecret: 'le secret partagé' }
const USER = '6c1d3f9e-2b1a-4a47-9f43-1c2d3e4f5a6b'
const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown

describe('mintSignupJwt', () => {
  it("signs Seald's claims with HS256 over the secret's text", () => {
    const now = new Date('2026-11-30T10:00:00.400Z')
    const jwt = mintSignupJwt(settings, USER, now)
    const [header = '', claims = '', signature = ''] = jwt.split('.')
    expect(decode(header)).toEqual({ alg: 'HS256', typ: 'JWT' })
    expect(decode(claims)).toEqual({
      iss: 'secret-id-0001',
      jti: expect.stringMatching(/^[0-9a-f-]{36}$/),
      iat: Date.parse('2026-11-30T10:00:00Z') / 1000,
      join_team: true,
      connector_add: { type: 'AP', value: `${USER}@app-0001` },
    })
    const expected = createHmac('sha256', Buffer.from('le secret partagé', 'utf8'))
      .update(`${header}.${claims}`)
      .digest('base64url')
    expect(signature).toBe(expected)
  })

  it('gives every token its own id', () => {
    const now = new Date()
    const ids = [1, 2, 3].map(() => {
      const [, claims = ''] = mintSignupJwt(settings, USER, now).split('.')
      return (decode(claims) as { jti: string }).jti
    })
    expect(new Set(ids).size).toBe(3)
  })
})
