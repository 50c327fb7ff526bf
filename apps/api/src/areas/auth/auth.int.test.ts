// Passwordless sign-in and sessions end to end, through HTTP and the database, as the spec describes them.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RateLimitConfig } from '../../core/config.ts'
import { testDatabases } from '../../testing/databases.ts'
import { MINUTE, sessionCookie, startTestApi, type TestApi } from '../../testing/harness.ts'
import { bearer, consume, latestCode, requestCode, signIn } from '../../testing/sign-in.ts'

const generous: RateLimitConfig = {
  windowMs: 15 * MINUTE,
  codesPerIdentifier: 5,
  codesPerIp: 10_000,
  consumePerIp: 10_000,
  attemptsPerCode: 5,
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe.each(testDatabases(import.meta.url))('passwordless sign-in on $name', (database) => {
  let t: TestApi
  beforeAll(async () => {
    t = await startTestApi(database, { rateLimits: generous })
    // An account reachable by a mobile number, as patients type it in every form.
    const now = t.clock.now()
    await t.api.db
      .insertInto('users')
      .values({
        id: randomUUID(),
        application: 'perinatal',
        user_type: 'patient',
        email: null,
        phone: '+33612345678',
        active: true,
        sld_id: null,
        created_at: now,
        updated_at: now,
      })
      .execute()
  })
  afterAll(() => t.close())

  it('signs in by email: normalised identifier, code in the outbox, cookie session, current user', async () => {
    const sent = await requestCode(t, 'email', '  Patiente.Perinatal@DEMO.relais-sante.fr ')
    expect(sent.statusCode).toBe(202)
    expect(sent.json()).toEqual({
      type: 'email',
      destination: 'patiente.perinatal@demo.relais-sante.fr',
      expiresAt: new Date(t.clock.now().getTime() + 10 * MINUTE).toISOString(),
      codeLength: 6,
    })
    const code = await latestCode(t, 'patiente.perinatal@demo.relais-sante.fr')
    expect(code).toMatch(/^\d{6}$/)

    const res = await consume(t, { type: 'email', value: 'patiente.perinatal@demo.relais-sante.fr', code })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      identifier: { type: 'email', value: 'patiente.perinatal@demo.relais-sante.fr' },
      hasAccount: true,
      application: 'perinatal',
      expiresAt: new Date(t.clock.now().getTime() + 12 * 60 * MINUTE).toISOString(),
      idleExpiresAt: new Date(t.clock.now().getTime() + 30 * MINUTE).toISOString(),
    })
    const cookie = sessionCookie(res)
    expect(cookie).toBeDefined()
    expect(res.json().token).toBeUndefined()

    const me = await t.inject({
      method: 'GET',
      url: '/user/current',
      headers: { cookie: `relais_session_perinatal=${cookie!.value}` },
    })
    expect(me.statusCode).toBe(200)
    expect(me.json()).toMatchObject({
      username: 'patiente.perinatal@demo.relais-sante.fr',
      userType: 'patient',
      application: 'perinatal',
      active: true,
      isAdmin: false,
      sldId: null,
      currency: 'EUR',
      profile: { name: { given: 'Camille', family: 'Lefèvre', text: 'Camille Lefèvre' }, gender: 'FEMALE' },
    })
  })

  it('sets the cookie HttpOnly, SameSite=Lax, path / and not Secure in LOCAL', async () => {
    const email = 'medecin.perinatal@demo.relais-sante.fr'
    await requestCode(t, 'email', email)
    const res = await consume(t, { type: 'email', value: email, code: await latestCode(t, email) })
    const { line } = sessionCookie(res)!
    expect(line).toMatch(/; HttpOnly/)
    expect(line).toMatch(/; SameSite=Lax/)
    expect(line).toMatch(/; Path=\//)
    expect(line).not.toMatch(/Secure/)
    expect(sessionCookie(res)!.value).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it.each(['06 12 34 56 78', '06.12.34.56.78', '+33612345678'])(
    'reaches the same account by phone typed as %s',
    async (typed) => {
      const sent = await requestCode(t, 'phone', typed)
      expect(sent.json().destination).toBe('+33612345678')
      const code = await latestCode(t, '+33612345678')
      const res = await consume(t, { type: 'phone', value: typed, code, tokenTransport: 'header' })
      expect(res.statusCode).toBe(200)
      expect(res.json().hasAccount).toBe(true)
      const me = await t.inject({ method: 'GET', url: '/user/current', headers: bearer(res.json().token) })
      expect(me.statusCode).toBe(200)
      expect(me.json()).toMatchObject({ username: '+33612345678', userType: 'patient' })
      expect(me.json().profile.telecom).toEqual([{ system: 'PHONE', value: '+33612345678' }])
    },
  )

  it('answers 401 INVALID_CODE to a wrong code, then accepts the right one', async () => {
    const email = `wrong-once-${randomUUID()}@example.fr`
    await requestCode(t, 'email', email)
    const code = await latestCode(t, email)
    const wrong = await consume(t, { type: 'email', value: email, code: wrongCode(code) })
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json()).toMatchObject({ statusCode: 401, code: 'INVALID_CODE', message: 'Code incorrect' })
    expect((await consume(t, { type: 'email', value: email, code })).statusCode).toBe(200)
  })

  it('spends the code at the fifth wrong try (429) so that the right code no longer works', async () => {
    const email = `five-wrong-${randomUUID()}@example.fr`
    await requestCode(t, 'email', email)
    const code = await latestCode(t, email)
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) {
      statuses.push((await consume(t, { type: 'email', value: email, code: wrongCode(code) })).statusCode)
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429])
    const right = await consume(t, { type: 'email', value: email, code })
    expect(right.statusCode).toBe(429)
    expect(right.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' })
    // A new code starts afresh.
    await requestCode(t, 'email', email)
    expect(
      (await consume(t, { type: 'email', value: email, code: await latestCode(t, email) })).statusCode,
    ).toBe(200)
  })

  it('refuses an expired code (10 minutes) and a used code', async () => {
    const email = `expiry-${randomUUID()}@example.fr`
    await requestCode(t, 'email', email)
    const code = await latestCode(t, email)
    t.clock.advance(10 * MINUTE)
    const expired = await consume(t, { type: 'email', value: email, code })
    expect(expired.statusCode).toBe(401)
    expect(expired.json().code).toBe('INVALID_CODE')

    await requestCode(t, 'email', email)
    const fresh = await latestCode(t, email)
    t.clock.advance(9 * MINUTE)
    expect((await consume(t, { type: 'email', value: email, code: fresh })).statusCode).toBe(200)
    const reused = await consume(t, { type: 'email', value: email, code: fresh })
    expect(reused.statusCode).toBe(401)
    expect(reused.json().code).toBe('INVALID_CODE')
  })

  it('refuses a sixth code for one identifier within 15 minutes, with Retry-After', async () => {
    const email = `six-codes-${randomUUID()}@example.fr`
    for (let i = 0; i < 5; i++) {
      expect((await requestCode(t, 'email', email)).statusCode).toBe(202)
      t.clock.advance(MINUTE)
    }
    const sixth = await requestCode(t, 'email', email)
    expect(sixth.statusCode).toBe(429)
    expect(sixth.json()).toMatchObject({ statusCode: 429, code: 'TOO_MANY_ATTEMPTS' })
    expect(Number(sixth.headers['retry-after'])).toBe(10 * 60)
    // Other identifiers are not affected; the first code leaves the window after 15 minutes.
    expect((await requestCode(t, 'email', `other-${randomUUID()}@example.fr`)).statusCode).toBe(202)
    t.clock.advance(10 * MINUTE)
    expect((await requestCode(t, 'email', email)).statusCode).toBe(202)
  })

  it('answers the same whether or not an account exists', async () => {
    const known = await requestCode(t, 'email', 'sage-femme.perinatal@demo.relais-sante.fr')
    const unknown = await requestCode(t, 'email', `nobody-${randomUUID()}@example.fr`)
    expect(unknown.statusCode).toBe(known.statusCode)
    expect(Object.keys(unknown.json()).sort()).toEqual(Object.keys(known.json()).sort())
    expect(unknown.json().expiresAt).toBe(known.json().expiresAt)
    const headerNames = (res: typeof known) =>
      Object.keys(res.headers)
        .filter((h) => !['x-request-id', 'date', 'content-length'].includes(h))
        .sort()
    expect(headerNames(unknown)).toEqual(headerNames(known))
  })

  it('opens a session without account for an unknown identifier; /user/current then answers 404', async () => {
    const email = `new-${randomUUID()}@example.fr`
    const { token, session } = await signIn(t, 'email', email)
    expect(session.hasAccount).toBe(false)
    const current = await t.inject({ method: 'GET', url: '/user/current', headers: bearer(token) })
    expect(current.statusCode).toBe(404)
    expect(current.json()).toMatchObject({ code: 'NOT_FOUND' })
    const s = await t.inject({ method: 'GET', url: '/auth/session', headers: bearer(token) })
    expect(s.statusCode).toBe(200)
    expect(s.json()).toMatchObject({ identifier: { type: 'email', value: email }, hasAccount: false })
  })

  it('answers 401 without a session, with a garbage token and with a garbage cookie', async () => {
    const attempts: Record<string, string>[] = [
      {},
      bearer('x'.repeat(43)),
      { cookie: 'relais_session_perinatal=nope' },
    ]
    for (const headers of attempts) {
      const res = await t.inject({ method: 'GET', url: '/user/current', headers })
      expect(res.statusCode).toBe(401)
      expect(res.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' })
    }
  })

  it('returns the token in the body only with tokenTransport header, and then sets no cookie', async () => {
    const email = 'maternite.perinatal@demo.relais-sante.fr'
    await requestCode(t, 'email', email)
    const res = await consume(t, {
      type: 'email',
      value: email,
      code: await latestCode(t, email),
      tokenTransport: 'header',
    })
    expect(res.json().token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(sessionCookie(res)).toBeUndefined()
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('expires a session after 30 idle minutes, sliding on each request', async () => {
    const { token } = await signIn(t, 'email', `idle-${randomUUID()}@example.fr`)
    for (let i = 0; i < 3; i++) {
      t.clock.advance(29 * MINUTE)
      const res = await t.inject({ method: 'GET', url: '/auth/session', headers: bearer(token) })
      expect(res.statusCode).toBe(200)
      expect(res.json().idleExpiresAt).toBe(new Date(t.clock.now().getTime() + 30 * MINUTE).toISOString())
    }
    t.clock.advance(30 * MINUTE)
    expect((await t.inject({ method: 'GET', url: '/auth/session', headers: bearer(token) })).statusCode).toBe(
      204,
    )
  })

  it('slides the idle deadline at most once a minute (no write on every request)', async () => {
    const { token } = await signIn(t, 'email', `touch-${randomUUID()}@example.fr`)
    const deadline = async () =>
      (await t.inject({ method: 'GET', url: '/auth/session', headers: bearer(token) })).json().idleExpiresAt
    t.clock.advance(2 * MINUTE)
    const slid = await deadline()
    expect(slid).toBe(new Date(t.clock.now().getTime() + 30 * MINUTE).toISOString())
    t.clock.advance(59_000)
    expect(await deadline()).toBe(slid)
    t.clock.advance(1_000)
    expect(await deadline()).toBe(new Date(t.clock.now().getTime() + 30 * MINUTE).toISOString())
  })

  it('ends a session 12 hours after sign-in even when used all along', async () => {
    const { token } = await signIn(t, 'email', `absolute-${randomUUID()}@example.fr`)
    for (let elapsed = 0; elapsed < 12 * 60 - 25; elapsed += 25) {
      t.clock.advance(25 * MINUTE)
      expect(
        (await t.inject({ method: 'GET', url: '/auth/session', headers: bearer(token) })).statusCode,
      ).toBe(200)
    }
    t.clock.advance(25 * MINUTE)
    expect(
      (await t.inject({ method: 'POST', url: '/auth/refresh', headers: bearer(token) })).statusCode,
    ).toBe(401)
    expect((await t.inject({ method: 'GET', url: '/auth/session', headers: bearer(token) })).statusCode).toBe(
      204,
    )
  })

  it('rotates the token on refresh: new cookie, old token revoked, same absolute end', async () => {
    const email = 'admin.perinatal@relais-sante.fr'
    await requestCode(t, 'email', email)
    const signedIn = await consume(t, { type: 'email', value: email, code: await latestCode(t, email) })
    const old = sessionCookie(signedIn)!.value
    t.clock.advance(5 * MINUTE)
    const refreshed = await t.inject({
      method: 'POST',
      url: '/auth/refresh',
      headers: { cookie: `relais_session_perinatal=${old}` },
    })
    expect(refreshed.statusCode).toBe(200)
    expect(refreshed.json().expiresAt).toBe(signedIn.json().expiresAt)
    expect(refreshed.json().token).toBeUndefined()
    const next = sessionCookie(refreshed)!.value
    expect(next).not.toBe(old)
    const withOld = await t.inject({
      method: 'GET',
      url: '/user/current',
      headers: { cookie: `relais_session_perinatal=${old}` },
    })
    expect(withOld.statusCode).toBe(401)
    const withNew = await t.inject({
      method: 'GET',
      url: '/user/current',
      headers: { cookie: `relais_session_perinatal=${next}` },
    })
    expect(withNew.statusCode).toBe(200)
    expect(withNew.json()).toMatchObject({ isAdmin: true, username: email })
  })

  it('gives a bearer client its rotated token in the body', async () => {
    const { token } = await signIn(t, 'email', `bearer-refresh-${randomUUID()}@example.fr`)
    const refreshed = await t.inject({ method: 'POST', url: '/auth/refresh', headers: bearer(token) })
    expect(refreshed.statusCode).toBe(200)
    expect(refreshed.json().token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect((await t.inject({ method: 'GET', url: '/auth/session', headers: bearer(token) })).statusCode).toBe(
      204,
    )
    expect(
      (await t.inject({ method: 'GET', url: '/auth/session', headers: bearer(refreshed.json().token) }))
        .statusCode,
    ).toBe(200)
  })

  it('revokes the session and clears the cookie on logout; logout works without a session', async () => {
    const { token } = await signIn(t, 'email', `logout-${randomUUID()}@example.fr`)
    const out = await t.inject({ method: 'POST', url: '/auth/logout', headers: bearer(token) })
    expect(out.statusCode).toBe(204)
    expect(out.payload).toBe('')
    expect(sessionCookie(out)?.line).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/)
    expect((await t.inject({ method: 'GET', url: '/auth/session', headers: bearer(token) })).statusCode).toBe(
      204,
    )
    expect((await t.inject({ method: 'POST', url: '/auth/logout' })).statusCode).toBe(204)
  })

  it('binds a session to its application', async () => {
    const { token } = await signIn(t, 'email', `binding-${randomUUID()}@example.fr`, 'perinatal')
    expect(
      (await t.inject({ method: 'GET', url: '/auth/session', app: 'perinatal', headers: bearer(token) }))
        .statusCode,
    ).toBe(200)
    expect(
      (await t.inject({ method: 'GET', url: '/auth/session', app: 'mobility', headers: bearer(token) }))
        .statusCode,
    ).toBe(204)
    // The cookie of one app is not read by another (one cookie name per app).
    const viaCookie = await t.inject({
      method: 'GET',
      url: '/auth/session',
      app: 'mobility',
      headers: { cookie: `relais_session_perinatal=${token}` },
    })
    expect(viaCookie.statusCode).toBe(204)
    // A code asked in one app cannot be used in another.
    const email = `cross-app-${randomUUID()}@example.fr`
    await requestCode(t, 'email', email, 'perinatal')
    const code = await latestCode(t, email, 'perinatal')
    expect((await consume(t, { type: 'email', value: email, code }, 'mobility')).statusCode).toBe(401)
  })

  it('serves the demo accounts of each mode, with currency XOF for the patient in Abidjan', async () => {
    const { token } = await signIn(t, 'email', 'patient.mobility@demo.relais-sante.fr', 'mobility')
    const me = await t.inject({
      method: 'GET',
      url: '/user/current',
      app: 'mobility',
      headers: bearer(token),
    })
    expect(me.json()).toMatchObject({ userType: 'patient', application: 'mobility', currency: 'XOF' })
    expect(me.json().profile.address[0]).toMatchObject({ city: 'Abidjan', country: 'CI' })
    const byPhone = await signIn(t, 'phone', '+2250701020304', 'mobility')
    expect(byPhone.session.hasAccount).toBe(true)
  })

  it('keeps the outbox newest first, filtered by recipient and application', async () => {
    const email = `outbox-${randomUUID()}@example.fr`
    await requestCode(t, 'email', email)
    t.clock.advance(1000)
    await requestCode(t, 'email', email)
    await requestCode(t, 'email', email, 'dispatch')
    const res = await t.inject({
      method: 'GET',
      url: `/dev/outbox?recipient=${encodeURIComponent(email.toUpperCase())}`,
    })
    const messages = res.json() as {
      createdAt: string
      channel: string
      subject: string
      application: string
    }[]
    expect(messages).toHaveLength(2)
    expect(messages[0]!.createdAt > messages[1]!.createdAt).toBe(true)
    expect(messages.every((m) => m.channel === 'email' && m.application === 'perinatal')).toBe(true)
    expect(messages[0]!.subject).toBe('Votre code de connexion')
    const limited = await t.inject({ method: 'GET', url: '/dev/outbox?limit=1' })
    expect(limited.json()).toHaveLength(1)
  })

  it('logs no email, phone, code or token during a sign-in', async () => {
    const email = `private-${randomUUID()}@example.fr`
    const before = t.logs.length
    const { token, code } = await signIn(t, 'email', email)
    const phone = await signIn(t, 'phone', '07 53 00 01 01')
    await t.inject({ method: 'GET', url: '/user/current', headers: bearer(token) })
    await t.inject({
      method: 'GET',
      url: '/auth/session',
      headers: { cookie: `relais_session_perinatal=${token}` },
    })
    const written = t.logs.slice(before).join('')
    expect(written).toContain('/auth/passwordless/consume')
    for (const secret of [
      email,
      'private-',
      code,
      token,
      phone.token,
      phone.code,
      '+33753000101',
      '753000101',
    ]) {
      expect(written).not.toContain(secret)
    }
  })
})

describe.each(testDatabases(import.meta.url))('per-address limits on $name', (database) => {
  let t: TestApi
  beforeAll(async () => {
    t = await startTestApi(database, { rateLimits: { ...generous, codesPerIp: 3, consumePerIp: 4 } })
  })
  afterAll(() => t.close())

  it('caps code requests per client address', async () => {
    for (let i = 0; i < 3; i++) {
      expect(
        (await requestCode(t, 'email', `ip-${i}-${randomUUID()}@example.fr`, 'perinatal', '203.0.113.7'))
          .statusCode,
      ).toBe(202)
    }
    const capped = await requestCode(
      t,
      'email',
      `ip-x-${randomUUID()}@example.fr`,
      'perinatal',
      '203.0.113.7',
    )
    expect(capped.statusCode).toBe(429)
    expect(capped.json()).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS_FROM_ADDRESS' })
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(0)
    expect(
      (await requestCode(t, 'email', `ip-y-${randomUUID()}@example.fr`, 'perinatal', '203.0.113.8'))
        .statusCode,
    ).toBe(202)
    t.clock.advance(15 * MINUTE)
    expect(
      (await requestCode(t, 'email', `ip-z-${randomUUID()}@example.fr`, 'perinatal', '203.0.113.7'))
        .statusCode,
    ).toBe(202)
  })

  it('caps code consumption per client address', async () => {
    const body = { type: 'email' as const, value: `consume-${randomUUID()}@example.fr`, code: '000000' }
    const statuses: number[] = []
    for (let i = 0; i < 4; i++)
      statuses.push((await consume(t, body, 'perinatal', '198.51.100.4')).statusCode)
    expect(statuses).toEqual([401, 401, 401, 401])
    const capped = await consume(t, body, 'perinatal', '198.51.100.4')
    expect(capped.statusCode).toBe(429)
    expect(capped.json()).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS_FROM_ADDRESS' })
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(0)
  })
})

describe.each(testDatabases(import.meta.url))('which limit refused a code, on $name', (database) => {
  let t: TestApi
  beforeAll(async () => {
    t = await startTestApi(database, { rateLimits: { ...generous, codesPerIp: 6 } })
  })
  afterAll(() => t.close())

  it("tells the identifier's limit from the address's ceiling, each with Retry-After", async () => {
    const address = '203.0.113.9'
    const email = `which-${randomUUID()}@example.fr`
    for (let i = 0; i < 5; i++)
      expect((await requestCode(t, 'email', email, 'perinatal', address)).statusCode).toBe(202)
    // The sixth code for this identifier: its own limit, whoever asks.
    const identifierLimited = await requestCode(t, 'email', email, 'perinatal', address)
    expect(identifierLimited.statusCode).toBe(429)
    expect(identifierLimited.json()).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Trop de tentatives. Merci de réessayer plus tard.',
    })
    expect(Number(identifierLimited.headers['retry-after'])).toBeGreaterThan(0)
    // Six requests from this address: the next one, for anyone, meets the address's ceiling.
    const addressLimited = await requestCode(
      t,
      'email',
      `other-${randomUUID()}@example.fr`,
      'perinatal',
      address,
    )
    expect(addressLimited.statusCode).toBe(429)
    expect(addressLimited.json()).toMatchObject({
      code: 'TOO_MANY_REQUESTS_FROM_ADDRESS',
      message: 'Trop de demandes depuis ce réseau. Merci de réessayer dans quelques minutes.',
    })
    expect(Number(addressLimited.headers['retry-after'])).toBeGreaterThan(0)
  })
})

describe.each(testDatabases(import.meta.url))('cookies in DEV on $name', (database) => {
  let t: TestApi
  beforeAll(async () => {
    t = await startTestApi(database, { mode: 'DEV' })
  })
  afterAll(() => t.close())

  it('marks the session cookie Secure outside LOCAL', async () => {
    const email = `secure-${randomUUID()}@example.fr`
    await requestCode(t, 'email', email)
    const res = await consume(t, { type: 'email', value: email, code: await latestCode(t, email) })
    expect(sessionCookie(res)!.line).toMatch(/; Secure/)
    expect(sessionCookie(res)!.line).toMatch(/; HttpOnly/)
  })
})
