// A new email or phone is the account's only once the code sent to it is typed; until then the old
// one stays, and nothing else (a guess, another account's code, an impersonating administrator) can
// put it there.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RateLimitConfig } from '../../core/config.ts'
import { confirmIdentifier, register, registration } from '../../testing/accounts.ts'
import { testDatabases } from '../../testing/databases.ts'
import { MINUTE, startTestApi, type TestApi } from '../../testing/harness.ts'
import { bearer, latestCode, signIn } from '../../testing/sign-in.ts'

const generous: RateLimitConfig = {
  windowMs: 15 * MINUTE,
  codesPerIdentifier: 5,
  codesPerIp: 10_000,
  consumePerIp: 10_000,
  attemptsPerCode: 5,
}

let sequence = 0
function contact() {
  sequence += 1
  return {
    email: `change.${sequence}.${Date.now().toString(36)}@example.fr`,
    phone: `+33199002${String(sequence).padStart(3, '0')}`,
  }
}

describe.each(testDatabases(import.meta.url))('identifier changes on $name', (database) => {
  let t: TestApi
  beforeAll(async () => {
    t = await startTestApi(database, { rateLimits: generous })
  })
  afterAll(() => t.close())

  const start = (headers: Record<string, string>, type: 'email' | 'phone', value: string) =>
    t.inject({ method: 'POST', url: '/user/current/identifier-changes', headers, payload: { type, value } })
  const confirm = (headers: Record<string, string>, type: 'email' | 'phone', code: string) =>
    t.inject({
      method: 'POST',
      url: '/user/current/identifier-changes/confirm',
      headers,
      payload: { type, code },
    })
  const current = async (headers: Record<string, string>) =>
    (await t.inject({ method: 'GET', url: '/user/current', headers })).json()

  it('keeps the old email until the new one’s code is typed, then signs in with the new one', async () => {
    const me = contact()
    const { headers } = await register(t, 'doctor', me)
    const next = `Moved.${sequence}@Example.fr`
    const started = await start(headers, 'email', next)
    expect(started.statusCode, started.payload).toBe(202)
    expect(started.json()).toMatchObject({ type: 'email', value: next.toLowerCase(), codeLength: 6 })

    const waiting = await current(headers)
    expect(waiting.username).toBe(me.email)
    expect(waiting.pendingIdentifierChanges).toEqual([expect.objectContaining({ value: next.toLowerCase() })])

    const wrong = await confirm(headers, 'email', '000000')
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CODE', message: 'Code incorrect' })

    const code = await latestCode(t, next.toLowerCase())
    const done = await confirm(headers, 'email', code)
    expect(done.statusCode, done.payload).toBe(200)
    expect(done.json().username).toBe(next.toLowerCase())
    expect(done.json().pendingIdentifierChanges).toBeUndefined()
    // Single use.
    expect((await confirm(headers, 'email', code)).statusCode).toBe(400)
    // The new email opens the account; the old one no longer does (it opens a session without account).
    const again = bearer((await signIn(t, 'email', next)).token)
    expect((await current(again)).id).toBe(done.json().id)
    const old = bearer((await signIn(t, 'email', me.email)).token)
    expect((await t.inject({ method: 'GET', url: '/user/current', headers: old })).statusCode).toBe(404)
  })

  it('locks the code after five wrong tries, and only the newest code counts', async () => {
    const { headers } = await register(t, 'doctor', contact())
    const next = contact().phone
    await start(headers, 'phone', next)
    const first = await latestCode(t, next)
    await start(headers, 'phone', next)
    const second = await latestCode(t, next)
    if (first !== second) expect((await confirm(headers, 'phone', first)).statusCode).toBe(400)
    const answers = []
    for (let i = 0; i < 5; i++) {
      const guess = String((Number(second) + 1 + i) % 1_000_000).padStart(6, '0')
      answers.push((await confirm(headers, 'phone', guess)).statusCode)
    }
    expect(answers.at(-1)).toBe(429)
    // Locked: even the right code is refused now.
    expect((await confirm(headers, 'phone', second)).statusCode).toBe(429)
  })

  it('expires after ten minutes', async () => {
    const { headers } = await register(t, 'doctor', contact())
    const next = contact().email
    await start(headers, 'email', next)
    const code = await latestCode(t, next)
    t.clock.advance(10 * MINUTE + 1)
    expect((await confirm(headers, 'email', code)).statusCode).toBe(400)
    expect((await current(headers)).pendingIdentifierChanges).toBeUndefined()
  })

  it('is bound to its account: another account cannot use the code', async () => {
    const a = await register(t, 'doctor', contact())
    const b = await register(t, 'doctor', contact())
    const next = contact().email
    await start(a.headers, 'email', next)
    const code = await latestCode(t, next)
    await start(b.headers, 'email', `${next}.other`)
    expect((await confirm(b.headers, 'email', code)).statusCode).toBe(400)
  })

  it('answers 409 for an identifier another account holds, at the start and at confirmation', async () => {
    const other = contact()
    await register(t, 'doctor', other)
    const { headers } = await register(t, 'doctor', contact())
    const taken = await start(headers, 'email', other.email)
    expect(taken.statusCode).toBe(409)
    expect(taken.json().conflicts).toEqual({ emailExists: true })
    expect(taken.json().fieldErrors).toEqual([
      { field: 'body.email', message: 'Cet email est déjà associé à un compte existant' },
    ])
    const same = await start(headers, 'phone', (await current(headers)).profile.telecom[0].value)
    expect(same.statusCode).toBe(400)

    // Someone registers the identifier between the code and its confirmation.
    const next = contact()
    await start(headers, 'email', next.email)
    const code = await latestCode(t, next.email)
    await register(t, 'doctor', next)
    const raced = await confirm(headers, 'email', code)
    expect(raced.statusCode).toBe(409)
  })

  it('answers 429 instead of 409 past a few conflicts per session', async () => {
    const taken = contact()
    await register(t, 'doctor', taken)
    const { headers } = await register(t, 'doctor', contact())
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) statuses.push((await start(headers, 'email', taken.email)).statusCode)
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(409))
    expect(statuses.slice(10)).toEqual([429, 429])
  })

  it('registration writes only the identifier the session proved, and sends a code to the other', async () => {
    const me = contact()
    const headers = bearer((await signIn(t, 'email', me.email)).token)
    const res = await t.inject({
      method: 'POST',
      url: '/user',
      headers,
      payload: registration('midwife', me),
    })
    expect(res.statusCode).toBe(201)
    expect(res.json().user.profile.telecom).toEqual([{ system: 'EMAIL', value: me.email }])
    expect(res.json().user.pendingIdentifierChanges).toEqual([
      expect.objectContaining({ type: 'phone', value: me.phone }),
    ])
    const done = await confirmIdentifier(t, headers, 'phone', me.phone)
    expect(done.json().profile.telecom).toEqual([
      { system: 'PHONE', value: me.phone },
      { system: 'EMAIL', value: me.email },
    ])
    // The settings form can save without touching the identifiers.
    const saved = await t.inject({
      method: 'PATCH',
      url: '/user/current',
      headers,
      payload: { firstName: 'anne' },
    })
    expect(saved.statusCode, saved.payload).toBe(200)
  })

  it('lets an account registered by phone save its settings before it has an email', async () => {
    const me = contact()
    const headers = bearer((await signIn(t, 'phone', me.phone)).token)
    await t.inject({ method: 'POST', url: '/user', headers, payload: registration('doctor', me) })
    const saved = await t.inject({
      method: 'PATCH',
      url: '/user/current',
      headers,
      payload: { lastName: 'martin' },
    })
    expect(saved.statusCode, saved.payload).toBe(200)
    expect(saved.json().username).toBe(me.phone)
  })

  it('gives the key store nowhere to send its code until an account without any proves one', async () => {
    // As registered through Pro Santé Connect: identified by its RPPS, with no proven email or phone.
    const me = contact()
    const { token, session } = await signIn(t, 'email', me.email)
    const headers = bearer(token)
    const id = randomUUID()
    const now = t.clock.now()
    await t.api.db
      .insertInto('users')
      .values({
        id,
        application: 'perinatal',
        user_type: 'doctor',
        email: null,
        phone: null,
        active: true,
        sld_id: null,
        created_at: now,
        updated_at: now,
      })
      .execute()
    await t.api.db
      .updateTable('sessions')
      .set({ user_id: id })
      .where('identifier', '=', session.identifier.value)
      .execute()
    const challenge = () =>
      t.inject({ method: 'POST', url: '/key-store/challenge', headers, payload: { isRegistering: true } })
    const refused = await challenge()
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe("Confirmez d'abord une adresse email ou un numéro de téléphone")
    await start(headers, 'email', me.email)
    expect((await confirm(headers, 'email', await latestCode(t, me.email))).statusCode).toBe(200)
    expect((await challenge()).statusCode).toBe(202)
  })

  it('refuses an impersonating administrator: no identifier change, no new names', async () => {
    const me = contact()
    await register(t, 'patient', me)
    const admin = bearer((await signIn(t, 'email', 'admin.perinatal@relais-sante.fr')).token)
    const started = await t.inject({
      method: 'POST',
      url: '/auth/impersonate',
      headers: admin,
      payload: { email: me.email },
    })
    expect(started.statusCode).toBe(200)
    expect((await start(admin, 'email', `taken.over.${sequence}@example.fr`)).statusCode).toBe(403)
    expect((await confirm(admin, 'email', '000000')).statusCode).toBe(403)
    const renamed = await t.inject({
      method: 'PATCH',
      url: '/user/current',
      headers: admin,
      payload: { lastName: 'autre' },
    })
    expect(renamed.statusCode).toBe(403)
    // What is not identity stays editable (helping someone fix an address).
    const kept = await t.inject({
      method: 'PATCH',
      url: '/user/current',
      headers: admin,
      payload: { languages: ['fr', 'en'] },
    })
    expect(kept.statusCode, kept.payload).toBe(200)
  })
})
