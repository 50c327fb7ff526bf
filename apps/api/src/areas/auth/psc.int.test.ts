// Pro Santé Connect end to end against the in-process test provider: authorization code + PKCE,
// state and nonce checks, the session's identity, binding to an existing account, logout, and PROD.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../core/config.ts'
import { testDatabases } from '../../testing/databases.ts'
import { insertUser, registration } from '../../testing/accounts.ts'
import {
  MINUTE,
  PROD_TEST_PEPPER,
  sessionCookie,
  startTestApi,
  type TestApi,
  type TestResponse,
} from '../../testing/harness.ts'
import { TEST_PRACTITIONERS } from '../../adapters/pro-sante-connect/dev-provider/practitioners.ts'

const APP_ORIGIN = 'http://localhost:4001'
const [doctor, midwife, nurse] = TEST_PRACTITIONERS as [
  (typeof TEST_PRACTITIONERS)[number],
  (typeof TEST_PRACTITIONERS)[number],
  (typeof TEST_PRACTITIONERS)[number],
]

/** The browser's cookies, by name (paths are ignored: every request here stays on one host). */
class CookieJar {
  private cookies = new Map<string, string>()
  store(res: TestResponse): void {
    for (const line of ([] as string[]).concat(res.headers['set-cookie'] ?? [])) {
      const [pair = ''] = line.split(';')
      const name = pair.slice(0, pair.indexOf('='))
      const value = pair.slice(pair.indexOf('=') + 1)
      if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }
  get(name: string) {
    return this.cookies.get(name)
  }
}

const pathOf = (location: string) => {
  const url = new URL(location, 'http://localhost:4000')
  return url.pathname + url.search
}

describe.each(testDatabases(import.meta.url))('Pro Santé Connect on $name', (database) => {
  let t: TestApi
  beforeAll(async () => {
    t = await startTestApi(database)
  })
  afterAll(() => t.close())

  async function get(jar: CookieJar, url: string): Promise<TestResponse> {
    const res = await t.inject({ method: 'GET', url, headers: { cookie: jar.header() } })
    jar.store(res)
    return res
  }

  /** From the login page's button to the provider's answer on our callback (not followed yet). */
  async function toProvider(jar: CookieJar, app = 'perinatal', tamper?: (url: URL) => void) {
    const start = await get(
      jar,
      `/auth/psc/authorize?application=${app}&returnTo=${encodeURIComponent(APP_ORIGIN)}`,
    )
    expect(start.statusCode).toBe(302)
    const authorizeUrl = new URL(String(start.headers.location))
    tamper?.(authorizeUrl)
    return authorizeUrl
  }

  async function pickPractitioner(jar: CookieJar, authorizeUrl: URL, accountId: string) {
    const toInteraction = await get(jar, pathOf(authorizeUrl.href))
    expect(toInteraction.statusCode).toBe(303)
    const interactionPath = pathOf(String(toInteraction.headers.location))
    const page = await get(jar, interactionPath)
    expect(page.statusCode).toBe(200)
    expect(page.payload).toContain('Se connecter')
    const submitted = await t.inject({
      method: 'POST',
      url: `${interactionPath}/login`,
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: `practitioner=${encodeURIComponent(accountId)}`,
    })
    jar.store(submitted)
    expect(submitted.statusCode).toBe(303)
    const resumed = await get(jar, pathOf(String(submitted.headers.location)))
    expect(resumed.statusCode).toBe(303)
    const callback = new URL(String(resumed.headers.location))
    expect(callback.origin + callback.pathname).toBe('http://localhost:4000/auth/psc/callback')
    return callback
  }

  async function signInWithPsc(accountId: string, app = 'perinatal') {
    const jar = new CookieJar()
    const authorizeUrl = await toProvider(jar, app)
    const callback = await pickPractitioner(jar, authorizeUrl, accountId)
    const done = await get(jar, pathOf(callback.href))
    return { jar, done, state: callback.searchParams.get('state') ?? '' }
  }

  it('asks the provider for a code with PKCE S256, state, nonce and PSC scopes, kept server-side', async () => {
    const jar = new CookieJar()
    const url = await toProvider(jar)
    expect(url.origin + url.pathname).toBe('http://localhost:4000/dev/psc/auth')
    expect(url.searchParams.get('scope')).toBe('openid scope_all')
    expect(url.searchParams.get('code_challenge_method')).toBe('S256')
    expect(url.searchParams.get('response_type')).toBe('code')
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:4000/auth/psc/callback')
    const state = url.searchParams.get('state')!
    const stored = await t.api.db
      .selectFrom('psc_transactions')
      .selectAll()
      .where('state', '=', state)
      .executeTakeFirstOrThrow()
    expect(stored.nonce).toBe(url.searchParams.get('nonce'))
    expect(stored.code_verifier).not.toBe(url.searchParams.get('code_challenge'))
    expect(stored.return_origin).toBe(APP_ORIGIN)
    // The browser holds only a random value whose hash binds it to the transaction.
    expect(jar.get('relais_psc_perinatal')).toBeTruthy()
    expect(stored.browser_hash).not.toBe(jar.get('relais_psc_perinatal'))
  })

  it('signs a new doctor in: session with the PSC identity, 302 to the app, no account yet', async () => {
    const { jar, done, state } = await signInWithPsc(doctor.accountId)
    expect(done.statusCode).toBe(302)
    expect(done.headers.location).toBe(`${APP_ORIGIN}/oauth/psc`)
    expect(sessionCookie(done)).toBeDefined()
    const session = await get(jar, '/auth/session')
    expect(session.statusCode).toBe(200)
    expect(session.json()).toMatchObject({
      identifier: { type: 'psc', value: doctor.rpps },
      hasAccount: false,
      application: 'perinatal',
      identityProvider: {
        name: 'psc',
        userType: 'doctor',
        firstName: 'Marc',
        lastName: 'Delaunay',
        gender: 'MALE',
        rpps: doctor.rpps,
        professionCode: '10',
      },
    })
    expect((await get(jar, '/user/current')).statusCode).toBe(404)
    // The transaction is spent.
    const left = await t.api.db
      .selectFrom('psc_transactions')
      .select('state')
      .where('state', '=', state)
      .execute()
    expect(left).toEqual([])
  })

  it('maps a midwife (50) and a nurse (60) with their gender', async () => {
    const asMidwife = await signInWithPsc(midwife.accountId, 'mobility')
    const midwifeSession = await t.inject({
      method: 'GET',
      url: '/auth/session',
      app: 'mobility',
      headers: { cookie: asMidwife.jar.header() },
    })
    expect(midwifeSession.json().identityProvider).toMatchObject({ userType: 'midwife', gender: 'FEMALE' })
    const asNurse = await signInWithPsc(nurse.accountId)
    expect((await get(asNurse.jar, '/auth/session')).json().identityProvider).toMatchObject({
      userType: 'assistant',
      firstName: 'Nadia',
      rpps: nurse.rpps,
    })
  })

  it('binds the session to the account of this application that holds the RPPS', async () => {
    const id = await insertUser(t.api.db, {
      application: 'mobility',
      userType: 'doctor',
      email: 'marc.delaunay@example.fr',
      profile: { givenName: 'Marc', familyName: 'Delaunay', gender: 'MALE', rpps: doctor.rpps },
      now: t.clock.now(),
    })
    const { jar, done } = await signInWithPsc(doctor.accountId, 'mobility')
    expect(done.statusCode).toBe(302)
    const current = await t.inject({
      method: 'GET',
      url: '/user/current',
      app: 'mobility',
      headers: { cookie: jar.header() },
    })
    expect(current.statusCode).toBe(200)
    expect(current.json().id).toBe(id)
    const row = await t.api.db
      .selectFrom('sessions')
      .select('user_id')
      .where('identifier_type', '=', 'psc')
      .where('application', '=', 'mobility')
      .where('user_id', 'is not', null)
      .executeTakeFirst()
    expect(row?.user_id).toBe(id)
  })

  it('registers with the RPPS Pro Santé Connect vouched for, and the next sign-in finds the account', async () => {
    const { jar } = await signInWithPsc(doctor.accountId, 'perinatal')
    const body = registration('doctor', { email: 'marc.delaunay@exemple.fr', phone: '+33612300011' })
    const created = await t.inject({
      method: 'POST',
      url: '/user',
      headers: { cookie: jar.header() },
      // A different RPPS typed in the form does not win over the provider's.
      payload: { ...body, doctor: { ...body.doctor!, rpps: '10101234564' } },
    })
    expect(created.statusCode).toBe(201)
    expect(created.json().user.profile.rpps).toBe(doctor.rpps)
    const again = await signInWithPsc(doctor.accountId, 'perinatal')
    const current = await get(again.jar, '/user/current')
    expect(current.statusCode).toBe(200)
    expect(current.json().id).toBe(created.json().user.id)
    expect((await get(again.jar, '/auth/session')).json().hasAccount).toBe(true)
  })

  it('rejects a state it did not issue, a replayed one, and one from another browser', async () => {
    const jar = new CookieJar()
    const callback = await pickPractitioner(jar, await toProvider(jar), doctor.accountId)
    const forged = new URL(callback)
    forged.searchParams.set('state', 'not-the-state-we-sent')
    const wrongState = await get(jar, pathOf(forged.href))
    expect(wrongState.statusCode).toBe(400)
    expect(wrongState.json().fieldErrors).toEqual([
      { field: 'query.state', message: 'Demande de connexion inconnue ou expirée' },
    ])
    expect(sessionCookie(wrongState)).toBeUndefined()

    // Another browser (no transaction cookie) replaying the provider's answer gets nothing.
    const other = await t.inject({ method: 'GET', url: pathOf(callback.href) })
    expect(other.statusCode).toBe(400)
    expect(sessionCookie(other)).toBeUndefined()
    // That try spent the transaction: the right browser cannot use it afterwards either.
    const replay = await get(jar, pathOf(callback.href))
    expect(replay.statusCode).toBe(400)
  })

  it('rejects an ID token whose nonce is not the one kept for the transaction', async () => {
    const jar = new CookieJar()
    const authorizeUrl = await toProvider(jar, 'perinatal', (url) =>
      url.searchParams.set('nonce', 'a-nonce-the-api-never-issued'),
    )
    const callback = await pickPractitioner(jar, authorizeUrl, doctor.accountId)
    const done = await get(jar, pathOf(callback.href))
    expect(done.statusCode).toBe(302)
    expect(done.headers.location).toBe(`${APP_ORIGIN}/oauth/psc?error=psc_failed`)
    expect(sessionCookie(done)).toBeUndefined()
    // Refused by openid-client's nonce comparison, and the log names the check, not the person.
    expect(t.logs.some((line) => line.includes('OAUTH_JWT_CLAIM_COMPARISON_FAILED'))).toBe(true)
    expect(t.logs.some((line) => line.includes('Delaunay'))).toBe(false)
  })

  it('sends a refusal at the provider back to the app without a session', async () => {
    const jar = new CookieJar()
    const authorizeUrl = await toProvider(jar)
    const toInteraction = await get(jar, pathOf(authorizeUrl.href))
    const interactionPath = pathOf(String(toInteraction.headers.location))
    const aborted = await t.inject({
      method: 'POST',
      url: `${interactionPath}/abort`,
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    })
    jar.store(aborted)
    const resumed = await get(jar, pathOf(String(aborted.headers.location)))
    const done = await get(jar, pathOf(String(resumed.headers.location)))
    expect(done.statusCode).toBe(302)
    expect(done.headers.location).toBe(`${APP_ORIGIN}/oauth/psc?error=access_denied`)
    expect(sessionCookie(done)).toBeUndefined()
  })

  it('limits the sign-ins one address may start', async () => {
    const limited = await startTestApi(database, {
      rateLimits: {
        windowMs: 15 * MINUTE,
        codesPerIdentifier: 5,
        codesPerIp: 30,
        consumePerIp: 100,
        attemptsPerCode: 5,
        pscStartsPerIp: 2,
      },
    })
    try {
      const start = () =>
        limited.inject({
          method: 'GET',
          url: `/auth/psc/authorize?application=perinatal&returnTo=${encodeURIComponent(APP_ORIGIN)}`,
          remoteAddress: '203.0.113.7',
        })
      expect((await start()).statusCode).toBe(302)
      expect((await start()).statusCode).toBe(302)
      const third = await start()
      expect(third.statusCode).toBe(429)
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0)
    } finally {
      await limited.close()
    }
  })

  it('refuses a return address outside the app origins', async () => {
    const res = await t.inject({
      method: 'GET',
      url: `/auth/psc/authorize?application=perinatal&returnTo=${encodeURIComponent('https://evil.example')}`,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().fieldErrors).toEqual([
      { field: 'query.returnTo', message: 'Adresse de retour non autorisée' },
    ])
  })

  it('logs out: the session is revoked and the provider end-session URL comes back', async () => {
    const { jar } = await signInWithPsc(doctor.accountId)
    const res = await t.inject({
      method: 'POST',
      url: '/auth/psc/logout',
      headers: { cookie: jar.header(), origin: APP_ORIGIN },
    })
    expect(res.statusCode).toBe(200)
    const end = new URL(res.json().endSessionUrl)
    expect(end.origin + end.pathname).toBe('http://localhost:4000/dev/psc/session/end')
    expect(end.searchParams.get('post_logout_redirect_uri')).toBe(`${APP_ORIGIN}/login`)
    expect(end.searchParams.get('id_token_hint')).toBeTruthy()
    expect((await get(jar, '/auth/session')).statusCode).toBe(204)
    const page = await get(jar, pathOf(end.href))
    expect(page.statusCode).toBe(200)
    expect(page.payload).toContain('Se déconnecter')
    // A session that did not come from PSC logs out without a provider URL.
    const anonymous = await t.inject({ method: 'POST', url: '/auth/psc/logout' })
    expect(anonymous.json()).toEqual({})
  })
})

describe.each(testDatabases(import.meta.url))('Pro Santé Connect in PROD on $name', (database) => {
  let t: TestApi
  beforeAll(async () => {
    t = await startTestApi(database, { mode: 'PROD' })
  })
  afterAll(() => t.close())

  it('never serves the test provider and answers 503 while PSC is not configured', async () => {
    expect(
      (await t.inject({ method: 'GET', url: '/dev/psc/.well-known/openid-configuration', mode: 'PROD' }))
        .statusCode,
    ).toBe(404)
    const res = await t.inject({
      method: 'GET',
      url: `/auth/psc/authorize?application=perinatal&returnTo=${encodeURIComponent(APP_ORIGIN)}`,
      mode: 'PROD',
    })
    expect(res.statusCode).toBe(503)
    expect(res.json().message).toBe('Pro Santé Connect est indisponible pour le moment')
  })

  it('refuses to configure the test provider in PROD', () => {
    expect(() =>
      loadConfig({ ENV_MODE: 'PROD', CODE_PEPPER: PROD_TEST_PEPPER, PSC_DEV_PROVIDER: 'true' }),
    ).toThrow(/PSC_DEV_PROVIDER/)
    expect(() =>
      loadConfig(
        { ENV_MODE: 'PROD', CODE_PEPPER: PROD_TEST_PEPPER },
        {
          psc: {
            issuerUrl: 'http://localhost:4000/dev/psc',
            clientId: 'c',
            clientSecret: 's',
            redirectUri: 'http://localhost:4000/auth/psc/callback',
            devProvider: true,
          },
        },
      ),
    ).toThrow(/cannot run/)
    expect(loadConfig({ ENV_MODE: 'PROD', CODE_PEPPER: PROD_TEST_PEPPER }).psc).toBeNull()
    expect(loadConfig({ ENV_MODE: 'LOCAL' }).psc).toMatchObject({
      devProvider: true,
      issuerUrl: 'http://localhost:4000/dev/psc',
    })
  })
})
