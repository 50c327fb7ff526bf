// The Seald adapter's application server over the API's seald area, answered by msw handlers typed from
// the contract: each call's route and body, and the translation of the answers (404 → null, 409
// ALREADY_REGISTERED → the vault's error, anything else → the API's message). The API behind these
// routes is tested in apps/api/src/areas/seald.
import { getResponse, type RequestHandler } from 'msw'
import { describe, expect, it } from 'vitest'
import { createApiClient } from '@relais/api-client'
import { http } from '@relais/api-client/msw'
import { AlreadyRegisteredError } from '@relais/vault'
import type { SealdVaultConfig } from '../config/AppConfig.tsx'
import { KeyServiceError } from './http-key-directory.ts'
import { HttpSealdAppServer } from './http-seald-app-server.ts'
import { createVaultPorts } from './vault-ports.ts'

const USER = '6c1d3f9e-2b1a-4a47-9f43-1c2d3e4f5a6b'
const OTHER = '7c1d3f9e-2b1a-4a47-9f43-1c2d3e4f5a6b'
const SEALD_ID = '0f6e3b1c-58a4-4b1e-9d3c-2a7f4e6b8c90'
const GROUP_ID = '9b2d4c6e-1a3f-4e5d-8c7b-6a5f4e3d2c1b'
const TWO_MAN_RULE_KEY = 'dHdvLW1hbi1ydWxlLWtleS1vZi10aGUtc2VydmVyLTE'
const SEALD: SealdVaultConfig = {
  provider: 'seald',
  appId: '00000000-0000-4000-8000-00000000a11d',
  apiUrl: 'https://api.seald.test',
  keyStorageUrl: 'https://ssks.seald.test',
}

const error = (
  statusCode: number,
  code: 'NOT_FOUND' | 'ALREADY_REGISTERED' | 'FORBIDDEN',
  message: string,
) => ({
  statusCode,
  error: 'Error',
  code,
  message,
})

/** An API client answered by `handlers`, recording each request's route and JSON body. */
function clientAnswering(handlers: RequestHandler[]) {
  const requests: { route: string; body: unknown }[] = []
  const client = createApiClient({
    baseUrl: 'http://api.relais.test',
    application: 'perinatal',
    envMode: 'LOCAL',
    fetch: async (input) => {
      const request = input instanceof Request ? input : new Request(input)
      const url = new URL(request.url)
      const text = request.method === 'GET' ? '' : await request.clone().text()
      requests.push({
        route: `${request.method} ${url.pathname}${url.search}`,
        body: text ? JSON.parse(text) : undefined,
      })
      return (await getResponse(handlers, request)) ?? new Response(null, { status: 501 })
    },
  })
  return { client, requests }
}

describe('HttpSealdAppServer', () => {
  it('asks for a signup JWT for the user, and says when their identity exists already', async () => {
    let recorded = false
    const { client, requests } = clientAnswering([
      http.post('/seald/signup-jwt', ({ response }) =>
        recorded
          ? response(409).json(
              error(409, 'ALREADY_REGISTERED', 'Une identité Seald est déjà enregistrée pour ce compte'),
            )
          : response(201).json({ signupJwt: 'header.claims.signature' }),
      ),
    ])
    const appServer = new HttpSealdAppServer(client)
    expect(await appServer.signupJwt(USER)).toBe('header.claims.signature')
    expect(requests).toEqual([{ route: 'POST /seald/signup-jwt', body: { userId: USER } }])
    recorded = true
    await expect(appServer.signupJwt(USER)).rejects.toBeInstanceOf(AlreadyRegisteredError)
  })

  it('opens the SSKS session for the code, then hands the SDK that session, the share and the database key', async () => {
    const { client, requests } = clientAnswering([
      http.post('/seald/two-man-rule/session', ({ response }) =>
        response(202).json({ channel: 'email', expiresAt: '2026-11-30T16:00:00.000Z' }),
      ),
      http.get('/seald/two-man-rule/session', ({ response }) =>
        response(200).json({
          sessionId: 'ssks-session',
          authFactor: { type: 'EM', value: 'camille.martin@example.fr' },
          mustAuthenticate: true,
        }),
      ),
      http.get('/seald/two-man-rule/key', ({ response }) =>
        response(200).json({ twoManRuleKey: TWO_MAN_RULE_KEY }),
      ),
      http.get('/seald/database-key', ({ response }) => response(200).json({ databaseKey: 'd'.repeat(64) })),
    ])
    const appServer = new HttpSealdAppServer(client)
    expect(await appServer.requestChallenge()).toEqual({ channel: 'email', validityMinutes: 360 })
    expect(await appServer.twoManRuleSession()).toEqual({
      sessionId: 'ssks-session',
      authFactor: { type: 'EM', value: 'camille.martin@example.fr' },
      mustAuthenticate: true,
    })
    expect(await appServer.getShare()).toBe(TWO_MAN_RULE_KEY)
    expect(await appServer.databaseKey()).toBe('d'.repeat(64))
    expect(requests.map((r) => r.route)).toEqual([
      'POST /seald/two-man-rule/session',
      'GET /seald/two-man-rule/session',
      'GET /seald/two-man-rule/key',
      'GET /seald/database-key',
    ])
  })

  it("passes on the API's message when SSKS cannot send the code or no session is open", async () => {
    const { client } = clientAnswering([
      http.post('/seald/two-man-rule/session', ({ response }) =>
        response(503).json({
          statusCode: 503,
          error: 'Service Unavailable',
          code: 'DELIVERY_UNAVAILABLE',
          message: 'Envoi du code indisponible pour le moment',
        }),
      ),
      http.get('/seald/two-man-rule/session', ({ response }) =>
        response(404).json(
          error(404, 'NOT_FOUND', 'Aucun code de déverrouillage en cours : demandez-en un nouveau'),
        ),
      ),
    ])
    const appServer = new HttpSealdAppServer(client)
    await expect(appServer.requestChallenge()).rejects.toMatchObject({
      status: 503,
      message: 'Envoi du code indisponible pour le moment',
    })
    const none = appServer.twoManRuleSession()
    await expect(none).rejects.toBeInstanceOf(KeyServiceError)
    await expect(none).rejects.toMatchObject({
      message: 'Aucun code de déverrouillage en cours : demandez-en un nouveau',
    })
  })

  it('records the identity once and reads Seald ids, with 404 as none', async () => {
    const { client, requests } = clientAnswering([
      http.post('/seald/identity', async ({ request, response }) => {
        const body = await request.json()
        return body.sealdId === SEALD_ID
          ? response(201).empty()
          : response(409).json(
              error(409, 'ALREADY_REGISTERED', 'Une identité Seald est déjà enregistrée pour ce compte'),
            )
      }),
      http.get('/seald/identities/{userId}', ({ params, response }) =>
        params.userId === USER
          ? response(200).json({ userId: USER, sealdId: SEALD_ID })
          : response(404).json(error(404, 'NOT_FOUND', "Cet utilisateur n'a pas encore d'identité Seald")),
      ),
    ])
    const appServer = new HttpSealdAppServer(client)
    await appServer.identityCreated(USER, SEALD_ID)
    expect(requests[0]).toEqual({ route: 'POST /seald/identity', body: { userId: USER, sealdId: SEALD_ID } })
    await expect(appServer.identityCreated(USER, GROUP_ID)).rejects.toBeInstanceOf(AlreadyRegisteredError)
    expect(await appServer.sealdIdOf(USER)).toBe(SEALD_ID)
    expect(await appServer.sealdIdOf(OTHER)).toBeNull()
  })

  it('finds the owners of Seald ids whatever their case, 500 ids per call, leaving out strangers', async () => {
    const { client, requests } = clientAnswering([
      http.post('/seald/identity-owners', async ({ request, response }) => {
        const { sealdIds } = await request.json()
        const owners = sealdIds
          .filter((id) => id.toLowerCase() === SEALD_ID)
          .map((id) => ({ userId: USER, sealdId: id.toLowerCase() }))
        return response(200).json({ owners })
      }),
    ])
    const appServer = new HttpSealdAppServer(client)
    const strangers = Array.from(
      { length: 500 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    )
    const asked = [...strangers, SEALD_ID.toUpperCase(), 'pas-un-identifiant']
    const owners = await appServer.userIdsOf(asked)
    expect([...owners]).toEqual([[SEALD_ID.toUpperCase(), USER]])
    expect(requests.map((r) => (r.body as { sealdIds: string[] }).sealdIds.length)).toEqual([500, 1])
    expect(await appServer.userIdsOf([])).toEqual(new Map())
    expect(requests).toHaveLength(2)
  })

  it('finds groups by name and by id, with none for an unknown one, and registers names', async () => {
    const { client, requests } = clientAnswering([
      http.get('/seald/groups', ({ query, response }) =>
        query.get('name') === 'medical-file:x'
          ? response(200).json({ groupId: GROUP_ID, name: 'medical-file:x' })
          : response(404).json(error(404, 'NOT_FOUND', 'Groupe introuvable')),
      ),
      http.get('/seald/groups/{groupId}', ({ params, response }) =>
        params.groupId === GROUP_ID
          ? response(200).json({ groupId: GROUP_ID, name: 'medical-file:x' })
          : response(404).json(error(404, 'NOT_FOUND', 'Groupe introuvable')),
      ),
      http.post('/seald/groups', async ({ request, response }) => {
        const { name } = await request.json()
        return name.startsWith('medical-file:')
          ? response(403).json(error(403, 'FORBIDDEN', 'Ce nom de groupe est réservé à son titulaire'))
          : response(201).empty()
      }),
    ])
    const appServer = new HttpSealdAppServer(client)
    expect(await appServer.groupIdByName('medical-file:x')).toBe(GROUP_ID)
    expect(requests.at(-1)?.route).toBe('GET /seald/groups?name=medical-file%3Ax')
    expect(await appServer.groupIdByName('absent')).toBeNull()
    expect(await appServer.groupNameById(GROUP_ID)).toBe('medical-file:x')
    expect(await appServer.groupNameById(SEALD_ID)).toBeNull()
    const before = requests.length
    expect(await appServer.groupNameById('pas-un-identifiant')).toBeNull()
    expect(requests).toHaveLength(before)

    await appServer.registerGroup({ groupId: GROUP_ID, name: 'organization:y' })
    expect(requests.at(-1)).toEqual({
      route: 'POST /seald/groups',
      body: { groupId: GROUP_ID, name: 'organization:y' },
    })
    await expect(
      appServer.registerGroup({ groupId: GROUP_ID, name: 'medical-file:z' }),
    ).rejects.toMatchObject({
      status: 403,
      message: 'Ce nom de groupe est réservé à son titulaire',
    })
  })
})

describe('createVaultPorts', () => {
  it("sends the unlock dialog's code and share requests to the key store by default, to the seald area with Seald", async () => {
    const { client, requests } = clientAnswering([
      http.post('/key-store/challenge', ({ response }) =>
        response(202).json({ channel: 'email', expiresAt: '2026-11-30T10:10:00.000Z', codeLength: 8 }),
      ),
      http.get('/keys/backup-share', ({ response }) => response(200).json({ share: 's'.repeat(43) })),
      http.post('/seald/two-man-rule/session', ({ response }) =>
        response(202).json({ channel: 'sms', expiresAt: '2026-11-30T16:00:00.000Z' }),
      ),
      http.get('/seald/two-man-rule/key', ({ response }) =>
        response(200).json({ twoManRuleKey: TWO_MAN_RULE_KEY }),
      ),
    ])
    const embedded = createVaultPorts(client)
    expect(embedded.seald).toBeNull()
    expect(await embedded.challenges.requestChallenge(USER, { isRegistering: true })).toEqual({
      channel: 'email',
      validityMinutes: 10,
    })
    expect(await embedded.appServerShare.getShare(USER)).toBe('s'.repeat(43))
    expect(requests.map((r) => r.route)).toEqual(['POST /key-store/challenge', 'GET /keys/backup-share'])

    requests.length = 0
    const seald = createVaultPorts(client, SEALD)
    expect(seald.seald?.config).toBe(SEALD)
    expect(await seald.challenges.requestChallenge(USER, { isRegistering: true })).toEqual({
      channel: 'sms',
      validityMinutes: 360,
    })
    expect(await seald.appServerShare.getShare(USER)).toBe(TWO_MAN_RULE_KEY)
    expect(requests.map((r) => r.route)).toEqual([
      'POST /seald/two-man-rule/session',
      'GET /seald/two-man-rule/key',
    ])
  })
})
