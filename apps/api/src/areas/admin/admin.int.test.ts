// Administration end to end: pending-account review (perinatal organizations, dispatch accounts),
// organization lookup once active, impersonation with its append-only audit, and demo sessions.
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RateLimitConfig } from '../../core/config.ts'
import { register } from '../../testing/accounts.ts'
import { testDatabases } from '../../testing/databases.ts'
import { MINUTE, sessionCookie, startTestApi, type TestApi } from '../../testing/harness.ts'
import { bearer, signIn } from '../../testing/sign-in.ts'

const generous: RateLimitConfig = {
  windowMs: 15 * MINUTE,
  codesPerIdentifier: 5,
  codesPerIp: 10_000,
  consumePerIp: 10_000,
  attemptsPerCode: 5,
}

const ADMIN = 'admin.perinatal@relais-sante.fr'
const DOCTOR = 'medecin.perinatal@demo.relais-sante.fr'
const PATIENT = 'patiente.perinatal@demo.relais-sante.fr'

let sequence = 0
function contact() {
  sequence += 1
  return { email: `review.${sequence}@example.fr`, phone: `+33199000${700 + sequence}` }
}

describe.each(testDatabases(import.meta.url))('administration on $name', (database) => {
  let t: TestApi
  let admin: Record<string, string>
  beforeAll(async () => {
    t = await startTestApi(database, { rateLimits: generous })
    admin = bearer((await signIn(t, 'email', ADMIN)).token)
  })
  afterAll(() => t.close())

  const as = async (email: string, app: 'perinatal' | 'mobility' | 'dispatch' = 'perinatal') =>
    bearer((await signIn(t, 'email', email, app)).token)

  describe('pending accounts', () => {
    it('lists a registered organization, activates it with its manager, and audits the decision', async () => {
      const who = contact()
      const { headers, res } = await register(t, 'organization', who)
      const user = res.json().user
      const orgId = user.organizations[0].id

      // Not joinable while pending.
      const before = await t.inject({ method: 'GET', url: '/organization/finess/750712184', headers: admin })
      expect(before.statusCode).toBe(404)

      const list = await t.inject({ method: 'GET', url: '/admin/pending-accounts', headers: admin })
      expect(list.statusCode).toBe(200)
      expect(list.json()).toContainEqual({
        userId: user.id,
        userType: 'organization',
        organizationId: orgId,
        name: 'Maternité du Parc',
        responsible: { name: 'Jeanne de La Fontaine' },
        // A well-formed FINESS the shipped extract does not list.
        identifiers: [{ kind: 'finess', value: '750712184', directory: 'unknown' }],
        email: who.email,
        phone: who.phone,
        address: expect.objectContaining({ text: '1 avenue du Parc, 75011 Paris, France' }),
        createdAt: t.clock.now().toISOString(),
      })

      const accepted = await t.inject({
        method: 'POST',
        url: `/admin/pending-accounts/${user.id}/accept`,
        headers: admin,
      })
      expect(accepted.statusCode).toBe(204)
      const after = await t.inject({ method: 'GET', url: '/admin/pending-accounts', headers: admin })
      expect(after.json().map((a: { userId: string }) => a.userId)).not.toContain(user.id)
      const current = await t.inject({ method: 'GET', url: '/user/current', headers })
      expect(current.json().active).toBe(true)

      const found = await t.inject({ method: 'GET', url: '/organization/finess/750712184', headers: admin })
      expect(found.statusCode).toBe(200)
      expect(found.json()).toMatchObject({ id: orgId, name: 'Maternité du Parc', active: true })
      // Another application does not see it.
      const elsewhere = await t.inject({
        method: 'GET',
        url: '/organization/finess/750712184',
        app: 'mobility',
        headers: await as('medecin.mobility@demo.relais-sante.fr', 'mobility'),
      })
      expect(elsewhere.statusCode).toBe(404)

      const audit = await t.api.db
        .selectFrom('account_review_audit')
        .selectAll()
        .where('target_user_id', '=', user.id)
        .execute()
      expect(audit).toMatchObject([
        { decision: 'accepted', actor_username: ADMIN, target_username: who.email, organization_id: orgId },
      ])

      const again = await t.inject({
        method: 'POST',
        url: `/admin/pending-accounts/${user.id}/accept`,
        headers: admin,
      })
      expect(again.statusCode).toBe(404)
    })

    it('declines: the account, its organization and its sessions are deleted, the decision is kept', async () => {
      const { headers, res } = await register(t, 'organization', contact())
      const user = res.json().user
      const declined = await t.inject({
        method: 'POST',
        url: `/admin/pending-accounts/${user.id}/decline`,
        headers: admin,
        payload: { reason: 'Numéro FINESS introuvable' },
      })
      expect(declined.statusCode).toBe(204)
      expect(
        await t.api.db.selectFrom('organizations').where('manager_user_id', '=', user.id).execute(),
      ).toEqual([])
      const current = await t.inject({ method: 'GET', url: '/user/current', headers })
      expect(current.statusCode).toBe(401)
      const audit = await t.api.db
        .selectFrom('account_review_audit')
        .select(['decision', 'organization_name', 'reason'])
        .where('target_user_id', '=', user.id)
        .execute()
      expect(audit).toEqual([
        { decision: 'declined', organization_name: 'Maternité du Parc', reason: 'Numéro FINESS introuvable' },
      ])
    })

    it('lists pending dispatch accounts in dispatch mode', async () => {
      const who = contact()
      const { res } = await register(t, 'dispatchManager', who, 'dispatch')
      const dispatchAdmin = await as('admin.dispatch@relais-sante.fr', 'dispatch')
      const list = await t.inject({
        method: 'GET',
        url: '/admin/pending-accounts',
        app: 'dispatch',
        headers: dispatchAdmin,
      })
      expect(list.json()).toEqual([
        {
          userId: res.json().user.id,
          userType: 'dispatchManager',
          name: 'Jeanne de La Fontaine',
          // A person's own account: no structure, no responsible, no number to check.
          identifiers: [],
          email: who.email,
          phone: who.phone,
          createdAt: t.clock.now().toISOString(),
        },
      ])
      // The perinatal administrator cannot review a dispatch account.
      const crossApp = await t.inject({
        method: 'POST',
        url: `/admin/pending-accounts/${res.json().user.id}/accept`,
        headers: admin,
      })
      expect(crossApp.statusCode).toBe(404)
    })

    it('refuses non-administrators (403) and anonymous callers (401)', async () => {
      const doctor = await as(DOCTOR)
      for (const [method, url, payload] of [
        ['GET', '/admin/pending-accounts', undefined],
        ['POST', '/admin/pending-accounts/6c1d3f9e-2b1a-4a47-9f43-1c2d3e4f5a6b/accept', undefined],
        [
          'POST',
          '/admin/pending-accounts/6c1d3f9e-2b1a-4a47-9f43-1c2d3e4f5a6b/decline',
          { reason: 'Numéro FINESS introuvable' },
        ],
      ] as const) {
        expect((await t.inject({ method, url, payload, headers: doctor })).statusCode).toBe(403)
        expect((await t.inject({ method, url, payload })).statusCode).toBe(401)
      }
      const impersonate = await t.inject({
        method: 'POST',
        url: '/auth/impersonate',
        headers: doctor,
        payload: { email: PATIENT },
      })
      expect(impersonate.statusCode).toBe(403)
    })
  })

  describe('impersonation', () => {
    it('acts as another account, restores the administrator, and audits both', async () => {
      const session = await signIn(t, 'email', ADMIN)
      const headers = bearer(session.token)
      const me = (await t.inject({ method: 'GET', url: '/user/current', headers })).json()

      const started = await t.inject({
        method: 'POST',
        url: '/auth/impersonate',
        headers,
        payload: { email: ' Patiente.Perinatal@demo.relais-sante.fr' },
      })
      expect(started.statusCode, started.payload).toBe(200)
      expect(started.json()).toMatchObject({
        username: PATIENT,
        userType: 'patient',
        // The session acts as the patient, who is no administrator.
        isAdmin: false,
        impersonator: { id: me.id, username: ADMIN },
      })
      const current = await t.inject({ method: 'GET', url: '/user/current', headers })
      expect(current.json()).toMatchObject({ username: PATIENT, impersonator: { username: ADMIN } })

      // An impersonating session cannot impersonate further, nor use any administrator operation.
      const switched = await t.inject({
        method: 'POST',
        url: '/auth/impersonate',
        headers,
        payload: { email: DOCTOR },
      })
      expect(switched.statusCode).toBe(403)
      const pendingList = await t.inject({ method: 'GET', url: '/admin/pending-accounts', headers })
      expect(pendingList.statusCode).toBe(403)

      const restored = await t.inject({ method: 'POST', url: '/auth/impersonate/restore', headers })
      expect(restored.statusCode).toBe(200)
      expect(restored.json()).toMatchObject({ id: me.id, username: ADMIN, isAdmin: true })
      expect(restored.json().impersonator).toBeUndefined()
      const sessionNow = await t.inject({ method: 'GET', url: '/auth/session', headers })
      expect(sessionNow.json().identifier).toEqual({ type: 'email', value: ADMIN })

      const twice = await t.inject({ method: 'POST', url: '/auth/impersonate/restore', headers })
      expect(twice.statusCode).toBe(409)

      const audit = await t.api.db
        .selectFrom('impersonation_audit')
        .select(['action', 'actor_username', 'target_username', 'application'])
        .where('actor_user_id', '=', me.id)
        .orderBy('id')
        .execute()
      expect(audit).toEqual([
        { action: 'start', actor_username: ADMIN, target_username: PATIENT, application: 'perinatal' },
        { action: 'restore', actor_username: ADMIN, target_username: PATIENT, application: 'perinatal' },
      ])
    })

    it('refuses one own email (400), unknown or other-application accounts (404)', async () => {
      const own = await t.inject({
        method: 'POST',
        url: '/auth/impersonate',
        headers: admin,
        payload: { email: ADMIN },
      })
      expect(own.statusCode).toBe(400)
      expect(own.json().fieldErrors).toEqual([
        { field: 'body.email', message: 'Vous ne pouvez pas emprunter votre propre identité' },
      ])
      for (const email of ['nobody@example.fr', 'patient.mobility@demo.relais-sante.fr']) {
        const res = await t.inject({
          method: 'POST',
          url: '/auth/impersonate',
          headers: admin,
          payload: { email },
        })
        expect(res.statusCode).toBe(404)
      }
      const invalid = await t.inject({
        method: 'POST',
        url: '/auth/impersonate',
        headers: admin,
        payload: { email: 'not an email' },
      })
      expect(invalid.statusCode).toBe(400)
      const notImpersonating = await t.inject({
        method: 'POST',
        url: '/auth/impersonate/restore',
        headers: await as(DOCTOR),
      })
      expect(notImpersonating.statusCode).toBe(409)
    })

    it.each(['impersonation_audit', 'account_review_audit'])(
      'keeps %s append-only: UPDATE, DELETE and TRUNCATE fail',
      async (table) => {
        const before = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(
          t.api.db,
        )
        expect(before.rows[0]!.n).toBeGreaterThan(0)
        await expect(
          sql`update ${sql.table(table)} set application = 'mobility'`.execute(t.api.db),
        ).rejects.toThrow(/append-only/)
        await expect(sql`delete from ${sql.table(table)}`.execute(t.api.db)).rejects.toThrow(/append-only/)
        await expect(sql`truncate ${sql.table(table)}`.execute(t.api.db)).rejects.toThrow(/append-only/)
        const after = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(
          t.api.db,
        )
        expect(after.rows[0]!.n).toBe(before.rows[0]!.n)
      },
    )
  })

  describe('demo sessions', () => {
    it('signs the browser in as a seeded demo account of the application', async () => {
      const res = await t.inject({
        method: 'POST',
        url: '/dev/demo-session',
        payload: { username: 'sage-femme.perinatal@demo.relais-sante.fr' },
      })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({
        hasAccount: true,
        identifier: { value: 'sage-femme.perinatal@demo.relais-sante.fr' },
      })
      const cookie = sessionCookie(res)
      expect(cookie?.value).toBeTruthy()
      const current = await t.inject({
        method: 'GET',
        url: '/user/current',
        headers: { cookie: `relais_session_perinatal=${cookie!.value}` },
      })
      expect(current.json()).toMatchObject({
        userType: 'midwife',
        organizations: [{ name: 'Maternité des Lilas' }],
      })

      // By phone too, and the previous session is revoked.
      const byPhone = await t.inject({
        method: 'POST',
        url: '/dev/demo-session',
        headers: { cookie: `relais_session_perinatal=${cookie!.value}` },
        payload: { username: '01 99 00 01 04', tokenTransport: 'header' },
      })
      expect(byPhone.statusCode).toBe(200)
      expect(byPhone.json().token).toBeTruthy()
      const old = await t.inject({
        method: 'GET',
        url: '/user/current',
        headers: { cookie: `relais_session_perinatal=${cookie!.value}` },
      })
      expect(old.statusCode).toBe(401)
    })

    it('answers 404 for an account that is not a demo account of this application', async () => {
      for (const username of ['patient.mobility@demo.relais-sante.fr', 'review.1@example.fr']) {
        const res = await t.inject({ method: 'POST', url: '/dev/demo-session', payload: { username } })
        expect(res.statusCode).toBe(404)
      }
    })
  })

  describe('in PROD', () => {
    let prod: TestApi
    beforeAll(async () => {
      prod = await startTestApi(database, { mode: 'PROD' })
    })
    afterAll(() => prod.close())

    it('has no demo-session route', async () => {
      const res = await prod.inject({
        method: 'POST',
        url: '/dev/demo-session',
        mode: 'PROD',
        payload: { username: 'sage-femme.perinatal@demo.relais-sante.fr' },
      })
      expect(res.statusCode).toBe(404)
      expect(res.json().code).toBe('NOT_FOUND')
    })
  })
})
