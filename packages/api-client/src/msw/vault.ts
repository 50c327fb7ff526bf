// The key directory and the key store as the shell's vault unlock meets them, for stories and component
// tests: a new account (no identity: registration), an identity published from another device
// (retrieval), one published meanwhile ('Already registered'), refused codes and a key store that cannot
// send. Codes are fixed so every state has a story. Never used by the running product.
import { createOpenApiHttp } from 'openapi-msw'
import { delay } from 'msw'
import type { components, paths } from '../schema.gen.ts'

const http = createOpenApiHttp<paths>({ baseUrl: '*' })

type ErrorBody = components['schemas']['Error']
type KeyIdentity = components['schemas']['KeyIdentity']

export const VAULT_CODES = { valid: 'k7m2p9qa', wrong: 'zzzzzzzz', tooMany: '99999999' } as const

/** 32 bytes, base64url: the application server's share of a story account's backup key. */
export const VAULT_SHARE = 'c2hhcmUtb2YtdGhlLWFwcGxpY2F0aW9uLXNlcnZlci0'

const error = (statusCode: number, code: ErrorBody['code'], message: string): ErrorBody => ({
  statusCode,
  error: statusCode === 400 ? 'Bad Request' : statusCode === 429 ? 'Too Many Requests' : 'Error',
  code,
  message,
})
const invalidChallenge = error(400, 'INVALID_CHALLENGE', 'Invalid challenge')
const tooMany = error(429, 'TOO_MANY_ATTEMPTS', 'Trop de tentatives. Merci de réessayer plus tard.')

const coordinate = (c: string) => c.repeat(43)
/** A published identity of another device (its keys open nothing: retrieval stories stop at the code). */
export const publishedIdentity = (userId: string): KeyIdentity => ({
  userId,
  encryptionKey: { kty: 'EC', crv: 'P-256', x: coordinate('A'), y: coordinate('B') },
  signingKey: { kty: 'EC', crv: 'P-256', x: coordinate('C'), y: coordinate('D') },
  signingKeyHash: coordinate('h'),
})

const inTenMinutes = () => new Date(Date.now() + 10 * 60_000).toISOString()

const challengeSent = (channel: 'email' | 'sms') =>
  http.post('/key-store/challenge', async ({ response }) => {
    await delay(150)
    return response(202).json({ channel, expiresAt: inTenMinutes(), codeLength: 8 })
  })

/** Saving and releasing the backup: the valid code passes (saving), a wrong one is refused. */
const backup = [
  http.post('/key-store/backup', async ({ request, response }) => {
    const { challenge } = await request.json()
    await delay(150)
    if (challenge === VAULT_CODES.tooMany) return response(429).json(tooMany)
    if (challenge !== VAULT_CODES.valid) return response(400).json(invalidChallenge)
    return response(201).json({ claimKeys: [] })
  }),
  http.post('/key-store/backup/release', async ({ request, response }) => {
    const { challenge } = await request.json()
    await delay(150)
    if (challenge === VAULT_CODES.tooMany) return response(429).json(tooMany)
    return response(400).json(invalidChallenge)
  }),
  http.get('/keys/backup-share', ({ response }) => response(200).json({ share: VAULT_SHARE })),
  http.post('/keys/identity', ({ response }) => response(201).empty()),
]

export const vaultHandlers = {
  /** No identity yet: registration mode; the valid code creates one and the dialog closes. */
  newAccount: (channel: 'email' | 'sms' = 'email') => [
    http.get('/keys/identities/{userId}', ({ response }) =>
      response(404).json(error(404, 'NOT_FOUND', 'Could not find this identity')),
    ),
    challengeSent(channel),
    ...backup,
  ],
  /** An identity published from another device: retrieval mode. */
  otherDevice: (channel: 'email' | 'sms' = 'email') => [
    http.get('/keys/identities/{userId}', ({ params, response }) =>
      response(200).json(publishedIdentity(params.userId)),
    ),
    challengeSent(channel),
    ...backup,
  ],
  /**
   * No identity when the dialog opens, one by the time the code is typed (another device registered
   * meanwhile): 'Already registered' is ignored and the dialog switches to retrieval.
   */
  registeredMeanwhile: () => {
    let reads = 0
    return [
      http.get('/keys/identities/{userId}', ({ params, response }) =>
        reads++ === 0
          ? response(404).json(error(404, 'NOT_FOUND', 'Could not find this identity'))
          : response(200).json(publishedIdentity(params.userId)),
      ),
      challengeSent('email'),
      ...backup,
    ]
  },
  /** LOCAL/DEV: the dev outbox holds the valid code, as the unlock dialog's hint reads it. */
  devOutbox: http.get('/dev/outbox', ({ query, response }) =>
    response(200).json([
      {
        id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
        channel: 'email',
        recipient: query.get('recipient') ?? '',
        application: 'perinatal',
        subject: 'Votre code de déverrouillage',
        text: `Votre code pour déverrouiller vos données : ${VAULT_CODES.valid}`,
        code: VAULT_CODES.valid,
        createdAt: new Date().toISOString(),
      },
    ]),
  ),
  /** The key store cannot send a code (no delivery). */
  challengeUnavailable: [
    http.get('/keys/identities/{userId}', ({ response }) =>
      response(404).json(error(404, 'NOT_FOUND', 'Could not find this identity')),
    ),
    http.post('/key-store/challenge', ({ response }) =>
      response(503).json(error(503, 'DELIVERY_UNAVAILABLE', 'Envoi du code indisponible pour le moment')),
    ),
    ...backup,
  ],
}
