// The adapters' translation of the API's answers into the vault's results and typed errors, over a
// scripted fetch. The real API behind them is exercised by apps/api's vault round trip.
import { describe, expect, it } from 'vitest'
import { createApiClient } from '@relais/api-client'
import {
  AlreadyInGroupError,
  AlreadyRegisteredError,
  InvalidChallengeError,
  isIgnorableVaultError,
} from '@relais/vault'
import { KeyServiceError } from './http-key-directory.ts'
import { createVaultPorts } from './vault-ports.ts'

type Answer = { status: number; body?: unknown }

const USER = '6c1d3f9e-2b1a-4a47-9f43-1c2d3e4f5a6b'
const JWK = { kty: 'EC', crv: 'P-256', x: 'A'.repeat(43), y: 'B'.repeat(43), ext: true } as const
const BOX = { epk: 'e', iv: 'i', ciphertext: 'c', sealedBy: USER, signature: 's' }
const error = (statusCode: number, code: string, message: string) => ({
  statusCode,
  error: 'Error',
  code,
  message,
})

/** Ports over a fetch that answers `answers[METHOD path]` and records each request. */
function portsAnswering(answers: Record<string, Answer>) {
  const requests: { route: string; body: unknown; headers: Headers }[] = []
  const client = createApiClient({
    baseUrl: 'http://api.test',
    application: 'perinatal',
    envMode: 'LOCAL',
    fetch: async (input: RequestInfo | URL) => {
      const request = input as Request
      const url = new URL(request.url)
      const route = `${request.method} ${url.pathname}${url.search}`
      const text = request.method === 'GET' ? '' : await request.text()
      requests.push({ route, body: text ? JSON.parse(text) : undefined, headers: request.headers })
      const answer = answers[route]
      if (!answer)
        return new Response(JSON.stringify(error(404, 'NOT_FOUND', 'Ressource introuvable')), { status: 404 })
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      })
    },
  })
  return { ports: createVaultPorts(client), requests }
}

describe('HttpKeyDirectory', () => {
  it('reads identities, sessions and groups, with 404 as "none"', async () => {
    const identity = { userId: USER, encryptionKey: JWK, signingKey: JWK, signingKeyHash: 'h'.repeat(43) }
    const { ports, requests } = portsAnswering({
      [`GET /keys/identities/${USER}`]: { status: 200, body: identity },
      'GET /keys/groups/group-id-0123456789': {
        status: 200,
        body: {
          groupId: 'group-id-0123456789',
          name: 'dossier',
          keyVersion: 2,
          publicKeys: { 1: JWK, 2: JWK },
        },
      },
    })
    expect(await ports.directory.getIdentity(USER)).toEqual(identity)
    expect(requests[0]?.headers.get('X-Application-Name')).toBe('perinatal')
    expect(await ports.directory.getIdentity('7c1d3f9e-2b1a-4a47-9f43-1c2d3e4f5a6b')).toBeNull()
    expect(await ports.directory.getSession('session-id-0123456789')).toBeNull()
    // Not a member: the API leaves the members out.
    const group = await ports.directory.getGroup('group-id-0123456789')
    expect(group).toEqual({
      groupId: 'group-id-0123456789',
      name: 'dossier',
      members: [],
      keyVersion: 2,
      publicKeys: { 1: JWK, 2: JWK },
    })
    expect(group?.publicKeys[2]).toEqual(JWK)
    expect(await ports.directory.findGroupByName('absent')).toBeNull()
    expect(requests.at(-1)?.route).toBe('GET /keys/groups?name=absent')
  })

  it('returns no keys and no share where the caller has none', async () => {
    const { ports } = portsAnswering({
      [`GET /keys/groups/group-id-0123456789/versions/1/shares/${USER}`]: {
        status: 403,
        body: error(403, 'FORBIDDEN', 'Vous ne lisez que vos propres parts'),
      },
    })
    expect(await ports.directory.getWrappedKeys('session-id-0123456789', 3, USER)).toEqual([])
    expect(await ports.directory.getGroupKeyShare('group-id-0123456789', 1, USER)).toBeNull()
  })

  it('turns 409 codes into the ignorable vault errors and other failures into KeyServiceError', async () => {
    const { ports } = portsAnswering({
      'POST /keys/identity': { status: 409, body: error(409, 'ALREADY_REGISTERED', 'Already registered') },
      'POST /keys/groups/group-id-0123456789/members': {
        status: 409,
        body: error(409, 'ADD_MEMBERS_ALREADY_IN_GROUP', 'ADD_MEMBERS_ALREADY_IN_GROUP'),
      },
      'POST /keys/sessions/session-id-0123456789/epochs': {
        status: 409,
        body: error(409, 'CONFLICT', 'Cette époque de clé existe déjà'),
      },
      'POST /keys/groups/group-id-0123456789/renewals': {
        status: 500,
        body: error(500, 'INTERNAL', 'Une erreur est survenue'),
      },
    })
    const published = ports.directory.publishIdentity({
      userId: USER,
      encryptionKey: JWK,
      signingKey: JWK,
      signingKeyHash: 'h'.repeat(43),
    })
    await expect(published).rejects.toBeInstanceOf(AlreadyRegisteredError)
    const added = ports.directory.addGroupMembers('group-id-0123456789', [USER], [])
    await expect(added).rejects.toBeInstanceOf(AlreadyInGroupError)
    await added.catch((e: unknown) => expect(isIgnorableVaultError(e)).toBe(true))
    const rotated = ports.directory.addSessionEpoch(
      'session-id-0123456789',
      { epoch: 1, groupKeyVersions: {} },
      [],
    )
    await expect(rotated).rejects.toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: 'Cette époque de clé existe déjà',
    })
    const renewed = ports.directory.renewGroupKey('group-id-0123456789', {
      removedMembers: [],
      keyVersion: 2,
      publicKey: JWK,
      shares: [{ groupId: 'group-id-0123456789', keyVersion: 2, memberId: USER, box: BOX }],
    })
    await expect(renewed).rejects.toBeInstanceOf(KeyServiceError)
    await expect(ports.directory.removeSessionRecipients('session-id-0123456789', [])).rejects.toMatchObject({
      code: 'SESSION_NOT_FOUND',
    })
  })
})

describe('HttpKeyStoreService and the backup share', () => {
  it('asks for a registration code when the user has no identity yet, a release code otherwise', async () => {
    const sent = { channel: 'sms', expiresAt: '2026-11-22T10:10:00.000Z', codeLength: 8 }
    const registering = portsAnswering({ 'POST /key-store/challenge': { status: 202, body: sent } })
    expect(await registering.ports.keyStore.requestChallenge(USER)).toEqual({
      channel: 'sms',
      validityMinutes: 10,
    })
    expect(registering.requests.map((r) => r.route)).toEqual([
      `GET /keys/identities/${USER}`,
      'POST /key-store/challenge',
    ])
    expect(registering.requests[1]?.body).toEqual({ isRegistering: true })

    const recovering = portsAnswering({
      [`GET /keys/identities/${USER}`]: { status: 200, body: {} },
      'POST /key-store/challenge': { status: 202, body: sent },
    })
    await recovering.ports.keyStore.sendChallenge(USER)
    expect(recovering.requests[1]?.body).toEqual({ isRegistering: false })
    await recovering.ports.keyStore.sendChallenge(USER, { isRegistering: true })
    expect(recovering.requests.at(-1)?.body).toEqual({ isRegistering: true })
  })

  it("maps 'Invalid challenge', refuses a malformed code before any call, and passes other messages on", async () => {
    const invalid = error(400, 'INVALID_CHALLENGE', 'Invalid challenge')
    const { ports, requests } = portsAnswering({
      'POST /key-store/backup': { status: 400, body: invalid },
      'POST /key-store/backup/release': {
        status: 429,
        body: error(429, 'TOO_MANY_ATTEMPTS', 'Trop de tentatives. Merci de réessayer plus tard.'),
      },
    })
    const backup = { encryptedBackup: '{}', keyStoreSecret: 'k'.repeat(43) }
    await expect(ports.keyStore.saveBackup(USER, 'abcd1234', backup)).rejects.toBeInstanceOf(
      InvalidChallengeError,
    )
    await expect(ports.keyStore.releaseBackup(USER, 'ABCD')).rejects.toMatchObject({
      message: 'Invalid challenge',
    })
    expect(requests).toHaveLength(1)
    await expect(ports.keyStore.releaseBackup(USER, 'abcd1234')).rejects.toMatchObject({
      status: 429,
      message: 'Trop de tentatives. Merci de réessayer plus tard.',
    })
  })

  it('does not pass off a refused second backup as the ignorable Already registered', async () => {
    const { ports } = portsAnswering({
      'POST /key-store/backup': { status: 409, body: error(409, 'ALREADY_REGISTERED', 'Already registered') },
      'GET /keys/backup-share': { status: 200, body: { share: 's'.repeat(43) } },
    })
    const saved = ports.keyStore.saveBackup(USER, 'abcd1234', {
      encryptedBackup: '{}',
      keyStoreSecret: 'k'.repeat(43),
    })
    await expect(saved).rejects.toMatchObject({ code: 'ALREADY_REGISTERED', ignorable: false })
    expect(await ports.appServerShare.getShare()).toBe('s'.repeat(43))
  })
})
