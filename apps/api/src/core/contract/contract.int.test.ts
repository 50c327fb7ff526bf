// The contract is the router: every operation has a handler, every route is an operation, bad input
// is a 400 with French field errors (never a 500), and responses outside the spec are caught.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from '../../testing/databases.ts'
import { startTestApi, type TestApi } from '../../testing/harness.ts'
import { checkResponse } from './response-check.ts'
import { bearer, signIn } from '../../testing/sign-in.ts'

describe.each(testDatabases(import.meta.url))('contract on $name', (database) => {
  let t: TestApi
  beforeAll(async () => {
    t = await startTestApi(database)
  })
  afterAll(() => t.close())

  it('registers a route for every operation of openapi.yaml and no other', () => {
    const fromSpec = t.api.contract.operations.map((op) => `${op.method} ${op.path} ${op.operationId}`).sort()
    const fromHapi = t.api.server
      .table()
      // nes registers its own token route (GET /nes/auth), part of the websocket protocol rather than
      // of the REST contract: see areas/messaging/realtime.ts and docs/messaging.md.
      .filter((route) => route.realm.plugin !== '@hapi/nes')
      // The local prescription service stands for an outside software (adapters/prescription): its
      // pages, framed by the apps, are not the API's contract.
      .filter((route) => route.realm.plugin !== 'local-prescription-service')
      // So does the local station platform of the check-ups (adapters/checkups): its one route is what a
      // station sends to its platform.
      .filter((route) => route.realm.plugin !== 'local-checkup-station')
      .map(
        (route) => `${route.method.toUpperCase()} ${route.path} ${String(route.settings.app?.operationId)}`,
      )
      .sort()
    expect(fromHapi).toEqual(fromSpec)
    expect(fromSpec.length).toBeGreaterThanOrEqual(8)
    const nesRoutes = t.api.server.table().filter((route) => route.realm.plugin === '@hapi/nes')
    expect(nesRoutes.map((route) => `${route.method.toUpperCase()} ${route.path}`)).toEqual(['GET /nes/auth'])
    const prescriptionRoutes = t.api.server
      .table()
      .filter((route) => route.realm.plugin === 'local-prescription-service')
      .map((route) => `${route.method.toUpperCase()} ${route.path}`)
      .sort()
    expect(prescriptionRoutes).toEqual(['GET /dev/prescription/frame', 'POST /dev/prescription/frame'])
    const stationRoutes = t.api.server
      .table()
      .filter((route) => route.realm.plugin === 'local-checkup-station')
      .map((route) => `${route.method.toUpperCase()} ${route.path}`)
    expect(stationRoutes).toEqual(['POST /dev/checkup-station/checkups'])
  })

  it('refuses a handler for an operation the spec does not have, and a second handler', () => {
    const server = t.api.server as unknown as { operation(id: string, h: unknown, s: unknown): void }
    async function anyHandler() {
      return {}
    }
    expect(() => server.operation('deleteEverything', anyHandler, {})).toThrow(/not in openapi.yaml/)
    expect(() => server.operation('getHealth', anyHandler, {})).toThrow(/two handlers/)
  })

  it('answers health with the database kind and the mode', async () => {
    const res = await t.inject({ method: 'GET', url: '/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      status: 'ok',
      database: 'ok',
      databaseKind: database.name,
      version: '0.1.0',
      mode: 'LOCAL',
      realtime: { fanOut: 'local' },
    })
  })

  it('requires X-Application-Name and X-Env-Mode on every call but health', async () => {
    const missing = await t.inject({
      method: 'GET',
      url: '/auth/session',
      headers: { 'x-application-name': null, 'x-env-mode': null },
    })
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', code: 'VALIDATION_FAILED' })
    expect(missing.json().fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'header.x-application-name', message: 'Ce champ est obligatoire' },
        { field: 'header.x-env-mode', message: 'Ce champ est obligatoire' },
      ]),
    )
    const wrong = await t.inject({
      method: 'POST',
      url: '/auth/passwordless/code',
      headers: { 'x-application-name': 'cardiology', 'x-env-mode': 'STAGING' },
      payload: { type: 'email', value: 'a@b.fr' },
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'header.x-application-name', message: 'Valeur non autorisée' },
        { field: 'header.x-env-mode', message: 'Valeur non autorisée' },
      ]),
    )
  })

  it.each([
    ['a missing field', { type: 'email' }, { field: 'body.value', message: 'Ce champ est obligatoire' }],
    [
      'a value outside the enum',
      { type: 'fax', value: '0612345678' },
      { field: 'body.type', message: 'Valeur non autorisée' },
    ],
    [
      'an unknown field',
      { type: 'email', value: 'a@b.fr', admin: true },
      { field: 'body.admin', message: 'Champ non autorisé' },
    ],
    [
      'a wrong type',
      { type: 'email', value: 42 },
      { field: 'body.value', message: 'Type de valeur invalide' },
    ],
    [
      'an invalid email',
      { type: 'email', value: 'not-an-email' },
      { field: 'body.value', message: "L'adresse email n'est pas valide" },
    ],
    [
      'an invalid phone',
      { type: 'phone', value: '12 34' },
      { field: 'body.value', message: 'Numéro invalide' },
    ],
  ])('answers 400 with a field error for %s', async (_, payload, fieldError) => {
    const res = await t.inject({ method: 'POST', url: '/auth/passwordless/code', payload })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(res.json().fieldErrors).toContainEqual(fieldError)
  })

  it('answers 400 on a code that is not six digits (pattern)', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/auth/passwordless/consume',
      payload: { type: 'email', value: 'a@b.fr', code: '12ab' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().fieldErrors).toContainEqual({ field: 'body.code', message: 'Format invalide' })
  })

  it.each([
    ['malformed JSON', '{"type": "email", ', 'application/json'],
    ['a JSON array', '[1, 2]', 'application/json'],
    ['an empty body', '', 'application/json'],
    ['a text body', 'type=email', 'text/plain'],
    ['a form body', 'type=email&value=a%40b.fr', 'application/x-www-form-urlencoded'],
  ])('answers 400, never 500, to %s', async (_, payload, contentType) => {
    const res = await t.inject({
      method: 'POST',
      url: '/auth/passwordless/code',
      payload,
      headers: { 'content-type': contentType },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' })
    expect(res.json().fieldErrors.length).toBeGreaterThan(0)
  })

  it('answers 400 to a bad query parameter', async () => {
    const res = await t.inject({ method: 'GET', url: '/dev/outbox?limit=1000' })
    expect(res.statusCode).toBe(400)
    expect(res.json().fieldErrors).toContainEqual({
      field: 'query.limit',
      message: 'Doit être inférieur ou égal à 100',
    })
  })

  it('answers unknown routes with a 404 in the Error shape', async () => {
    const res = await t.inject({ method: 'GET', url: '/nowhere' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Ressource introuvable',
      code: 'NOT_FOUND',
    })
    const wrongMethod = await t.inject({ method: 'DELETE', url: '/health' })
    expect(wrongMethod.statusCode).toBe(404)
  })

  it('sets the security headers on every response, without HSTS outside PROD', async () => {
    for (const url of ['/health', '/nowhere']) {
      const res = await t.inject({ method: 'GET', url })
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['referrer-policy']).toBe('no-referrer')
      expect(res.headers['cache-control']).toBe('no-store')
      expect(res.headers['strict-transport-security']).toBeUndefined()
      expect(res.headers['x-request-id']).toBeTruthy()
    }
  })

  it('allows the configured app origins with credentials and the app headers (CORS)', async () => {
    const preflight = await t.api.server.inject({
      method: 'OPTIONS',
      url: '/auth/session',
      headers: {
        origin: 'http://localhost:4002',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-application-name, x-env-mode, authorization',
      },
    })
    expect(preflight.statusCode).toBe(200)
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:4002')
    expect(preflight.headers['access-control-allow-credentials']).toBe('true')
    const allowed = String(preflight.headers['access-control-allow-headers']).toLowerCase()
    for (const header of ['x-application-name', 'x-env-mode', 'authorization'])
      expect(allowed).toContain(header)

    const foreign = await t.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'https://evil.example' },
    })
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined()
  })

  it('flags responses that do not match the contract', () => {
    const { contract } = t.api
    expect(
      checkResponse(contract, 'getHealth', 200, {
        status: 'ok',
        database: 'ok',
        version: '1',
        mode: 'LOCAL',
        realtime: { fanOut: 'local' },
      }),
    ).toBeNull()
    expect(checkResponse(contract, 'getHealth', 200, { status: 'fine' })).toMatch(/getHealth 200/)
    expect(checkResponse(contract, 'getHealth', 418, {})).toMatch(/ne déclare pas/)
    expect(checkResponse(contract, 'logout', 204, { unexpected: true })).toMatch(/doit être vide/)
    expect(checkResponse(contract, undefined, 404, { message: 'no status' })).toMatch(/hors opération/)
  })
})

describe.each(testDatabases(import.meta.url))('failures on $name', (database) => {
  it('answers 503 on health and a 500 in the Error shape when the database is gone', async () => {
    const t = await startTestApi(database)
    try {
      const { token } = await signIn(t, 'email', 'operateur.dispatch@demo.relais-sante.fr', 'dispatch')
      await t.api.db.destroy()
      const health = await t.inject({ method: 'GET', url: '/health' })
      expect(health.statusCode).toBe(503)
      expect(health.json()).toMatchObject({ status: 'degraded', database: 'unavailable' })
      const before = t.logs.length
      const res = await t.inject({
        method: 'GET',
        url: '/user/current',
        app: 'dispatch',
        headers: bearer(token),
      })
      expect(res.statusCode).toBe(500)
      expect(res.json()).toEqual({
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Une erreur est survenue',
        code: 'INTERNAL',
      })
      const written = t.logs.slice(before).join('')
      // The failure is logged at error level (50), without the session token.
      expect(written).toContain('"level":50')
      expect(written).not.toContain(token)
    } finally {
      await t.close()
    }
  })

  it('takes the client address from X-Forwarded-For only with TRUST_PROXY, as its proxy wrote it', async () => {
    const limits = {
      windowMs: 15 * 60_000,
      codesPerIdentifier: 5,
      codesPerIp: 1,
      consumePerIp: 100,
      attemptsPerCode: 5,
    }
    // One proxy in front (TRUST_PROXY=1): the entry it appended, the rightmost, is the client.
    const trusting = await startTestApi(database, { trustProxy: { hops: 1 }, rateLimits: limits })
    try {
      const ask = (forwardedFor: string) =>
        trusting.inject({
          method: 'POST',
          url: '/auth/passwordless/code',
          payload: { type: 'email', value: `proxy-${Math.random()}@example.fr` },
          headers: { 'x-forwarded-for': forwardedFor },
        })
      expect((await ask('192.0.2.1')).statusCode).toBe(202)
      expect((await ask('192.0.2.2')).statusCode).toBe(202)
      // What the client wrote itself, left of the proxy's entry, changes nothing.
      expect((await ask('198.51.100.9, 192.0.2.1')).statusCode).toBe(429)
    } finally {
      await trusting.close()
    }
    const direct = await startTestApi(database, { rateLimits: limits })
    try {
      const ask = (forwardedFor: string) =>
        direct.inject({
          method: 'POST',
          url: '/auth/passwordless/code',
          payload: { type: 'email', value: `direct-${Math.random()}@example.fr` },
          headers: { 'x-forwarded-for': forwardedFor },
        })
      expect((await ask('192.0.2.1')).statusCode).toBe(202)
      // Without a trusted proxy the header is ignored: both calls come from the socket's address.
      expect((await ask('192.0.2.2')).statusCode).toBe(429)
    } finally {
      await direct.close()
    }
  })
})
