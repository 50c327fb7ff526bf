// Administrators are explicit grants: nothing a user types (an email on the internal domain, at
// registration or in settings) makes anyone an administrator; the first ones come from ADMIN_EMAILS,
// the others from an administrator, and every grant and removal is on an append-only record.
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RateLimitConfig } from '../../core/config.ts'
import { confirmIdentifier, registration } from '../../testing/accounts.ts'
import { testDatabases } from '../../testing/databases.ts'
import { MINUTE, startTestApi, type TestApi } from '../../testing/harness.ts'
import { bearer, signIn } from '../../testing/sign-in.ts'

const generous: RateLimitConfig = {
  windowMs: 15 * MINUTE,
  codesPerIdentifier: 5,
  codesPerIp: 10_000,
  consumePerIp: 10_000,
  attemptsPerCode: 5,
}

const ADMIN = 'admin.perinatal@relais-sante.fr'
const PATIENT = 'patiente.perinatal@demo.relais-sante.fr'
const FIRST_ADMIN = 'first.admin@hospital.example'

let sequence = 0
const unique = () => `${Date.now().toString(36)}${(sequence += 1)}`
const phone = () => `+33199001${String(100 + (sequence % 900)).padStart(3, '0')}`

describe.each(testDatabases(import.meta.url))('administrators on $name', (database) => {
  let t: TestApi
  let admin: Record<string, string>
  beforeAll(async () => {
    t = await startTestApi(database, { rateLimits: generous, adminEmails: [FIRST_ADMIN] })
    admin = bearer((await signIn(t, 'email', ADMIN)).token)
  })
  afterAll(() => t.close())

  const current = async (headers: Record<string, string>) =>
    (await t.inject({ method: 'GET', url: '/user/current', headers })).json()

  describe('the takeover chain stops at its first step', () => {
    it('an email on the internal domain, typed in settings, changes nothing', async () => {
      const patient = bearer((await signIn(t, 'email', PATIENT)).token)
      const res = await t.inject({
        method: 'PATCH',
        url: '/user/current',
        headers: patient,
        payload: { email: `intruder.${unique()}@relais-sante.fr` },
      })
      expect(res.statusCode).toBe(400)
      const me = await current(patient)
      expect(me).toMatchObject({ username: PATIENT, isAdmin: false })
      const impersonate = await t.inject({
        method: 'POST',
        url: '/auth/impersonate',
        headers: patient,
        payload: { email: 'medecin.perinatal@demo.relais-sante.fr' },
      })
      expect(impersonate.statusCode).toBe(403)
    })

    it('nor does one given at registration by a session opened with a phone', async () => {
      const number = phone()
      const headers = bearer((await signIn(t, 'phone', number)).token)
      const email = `intruder.${unique()}@relais-sante.fr`
      const res = await t.inject({
        method: 'POST',
        url: '/user',
        headers,
        payload: registration('doctor', { email, phone: number }),
      })
      expect(res.statusCode, res.payload).toBe(201)
      const user = res.json().user
      expect(user.isAdmin).toBe(false)
      // The email is not the account's: it waits for the code sent to it, which the caller does not have.
      expect(user.username).toBe(number)
      expect(user.profile.telecom).toEqual([{ system: 'PHONE', value: number }])
      expect(user.pendingIdentifierChanges).toEqual([
        expect.objectContaining({ type: 'email', value: email }),
      ])
      const guess = await t.inject({
        method: 'POST',
        url: '/user/current/identifier-changes/confirm',
        headers,
        payload: { type: 'email', code: '123456' },
      })
      expect(guess.statusCode).toBe(400)
      expect((await current(headers)).isAdmin).toBe(false)
    })
  })

  describe('first administrators from ADMIN_EMAILS', () => {
    it('are granted once their email is proven, not before', async () => {
      const number = phone()
      const headers = bearer((await signIn(t, 'phone', number)).token)
      const res = await t.inject({
        method: 'POST',
        url: '/user',
        headers,
        payload: registration('doctor', { email: FIRST_ADMIN, phone: number }),
      })
      expect(res.statusCode, res.payload).toBe(201)
      expect(res.json().user.isAdmin).toBe(false)
      const confirmed = await confirmIdentifier(t, headers, 'email', FIRST_ADMIN)
      expect(confirmed.statusCode, confirmed.payload).toBe(200)
      expect(confirmed.json()).toMatchObject({ username: FIRST_ADMIN, isAdmin: true })
      const audit = await t.api.db
        .selectFrom('administrator_audit')
        .select(['action', 'actor_username', 'target_username'])
        .where('target_username', '=', FIRST_ADMIN)
        .execute()
      expect(audit).toEqual([
        { action: 'grant', actor_username: 'configuration', target_username: FIRST_ADMIN },
      ])
    })
  })

  describe('granting and removing', () => {
    it('lists the seeded administrator with who granted it', async () => {
      const res = await t.inject({ method: 'GET', url: '/admin/administrators', headers: admin })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toContainEqual(
        expect.objectContaining({ username: ADMIN, name: 'Claire Dubois', grantedBy: 'seed' }),
      )
    })

    it('grants by email, once, with the spec’s messages, and removes with an audit trail', async () => {
      const email = `colleague.${unique()}@example.fr`
      const colleague = bearer((await signIn(t, 'email', email)).token)
      const registered = await t.inject({
        method: 'POST',
        url: '/user',
        headers: colleague,
        payload: registration('doctor', { email, phone: phone() }),
      })
      expect(registered.statusCode).toBe(201)
      expect(registered.json().user.isAdmin).toBe(false)

      const empty = await t.inject({
        method: 'POST',
        url: '/admin/administrators',
        headers: admin,
        payload: { email: '  ' },
      })
      expect(empty.statusCode).toBe(400)
      expect(empty.json().fieldErrors).toEqual([
        { field: 'body.email', message: 'Veuillez entrer une adresse email' },
      ])
      const unknown = await t.inject({
        method: 'POST',
        url: '/admin/administrators',
        headers: admin,
        payload: { email: `nobody.${unique()}@example.fr` },
      })
      expect(unknown.statusCode).toBe(404)

      const granted = await t.inject({
        method: 'POST',
        url: '/admin/administrators',
        headers: admin,
        payload: { email: ` ${email.toUpperCase()} ` },
      })
      expect(granted.statusCode, granted.payload).toBe(201)
      expect(granted.json()).toMatchObject({ username: email, grantedBy: ADMIN })
      expect((await current(colleague)).isAdmin).toBe(true)

      const again = await t.inject({
        method: 'POST',
        url: '/admin/administrators',
        headers: admin,
        payload: { email },
      })
      expect(again.statusCode).toBe(409)
      expect(again.json().message).toBe('Cet administrateur existe déjà')

      const userId = granted.json().userId as string
      const removed = await t.inject({
        method: 'DELETE',
        url: `/admin/administrators/${userId}`,
        headers: admin,
      })
      expect(removed.statusCode).toBe(204)
      expect((await current(colleague)).isAdmin).toBe(false)
      const twice = await t.inject({
        method: 'DELETE',
        url: `/admin/administrators/${userId}`,
        headers: admin,
      })
      expect(twice.statusCode).toBe(404)

      const audit = await t.api.db
        .selectFrom('administrator_audit')
        .select(['action', 'actor_username', 'target_username', 'application'])
        .where('target_user_id', '=', userId)
        .orderBy('id')
        .execute()
      expect(audit).toEqual([
        { action: 'grant', actor_username: ADMIN, target_username: email, application: 'perinatal' },
        { action: 'revoke', actor_username: ADMIN, target_username: email, application: 'perinatal' },
      ])
    })

    it('never removes the last administrator of an application', async () => {
      const dispatchAdmin = bearer(
        (await signIn(t, 'email', 'admin.dispatch@relais-sante.fr', 'dispatch')).token,
      )
      const list = await t.inject({
        method: 'GET',
        url: '/admin/administrators',
        app: 'dispatch',
        headers: dispatchAdmin,
      })
      expect(list.json()).toHaveLength(1)
      const me = list.json()[0].userId as string
      const res = await t.inject({
        method: 'DELETE',
        url: `/admin/administrators/${me}`,
        app: 'dispatch',
        headers: dispatchAdmin,
      })
      expect(res.statusCode).toBe(409)
      expect(res.json().message).toBe('Impossible de retirer le dernier administrateur')
    })

    it('refuses an impersonating session, and never impersonates an administrator', async () => {
      const session = bearer((await signIn(t, 'email', ADMIN)).token)
      const otherAdmin = `second.admin.${unique()}@example.fr`
      const other = bearer((await signIn(t, 'email', otherAdmin)).token)
      await t.inject({
        method: 'POST',
        url: '/user',
        headers: other,
        payload: registration('doctor', { email: otherAdmin, phone: phone() }),
      })
      await t.inject({
        method: 'POST',
        url: '/admin/administrators',
        headers: session,
        payload: { email: otherAdmin },
      })
      const refused = await t.inject({
        method: 'POST',
        url: '/auth/impersonate',
        headers: session,
        payload: { email: otherAdmin },
      })
      expect(refused.statusCode).toBe(403)

      const started = await t.inject({
        method: 'POST',
        url: '/auth/impersonate',
        headers: session,
        payload: { email: PATIENT },
      })
      expect(started.statusCode).toBe(200)
      for (const [method, url, payload] of [
        ['GET', '/admin/administrators', undefined],
        ['POST', '/admin/administrators', { email: PATIENT }],
      ] as const) {
        const res = await t.inject({ method, url, headers: session, ...(payload ? { payload } : {}) })
        expect(res.statusCode, `${method} ${url}`).toBe(403)
      }
    })

    it('keeps administrator_audit append-only: UPDATE, DELETE and TRUNCATE fail', async () => {
      const before = await t.api.db.selectFrom('administrator_audit').select('id').execute()
      expect(before.length).toBeGreaterThan(0)
      await expect(
        sql`update administrator_audit set actor_username = 'x'`.execute(t.api.db),
      ).rejects.toThrow(/append-only/)
      await expect(sql`delete from administrator_audit`.execute(t.api.db)).rejects.toThrow(/append-only/)
      await expect(sql`truncate administrator_audit`.execute(t.api.db)).rejects.toThrow(/append-only/)
    })
  })
})
