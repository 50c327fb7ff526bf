// The one-query reading of a session and its account gives what the sessions repository and the accounts
// area's store give read one after the other: every demo account, an organization with its structure, an
// identifier change waiting for its code, an impersonation, a session without an account yet, a revoked
// session and another application's token. Kept in memory, it is never older than the last write: a
// write made in a transaction is seen as soon as it commits, and a reading that raced it is not kept.
import type { Request } from '@hapi/hapi'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountStore } from '../../areas/accounts/account-store.ts'
import { DEMO_ACCOUNTS } from '../../areas/accounts/index.ts'
import { testDatabases } from '../../testing/databases.ts'
import { startTestApi, type TestApi } from '../../testing/harness.ts'
import { bearer, signIn } from '../../testing/sign-in.ts'
import type { ApiConfig, Application } from '../config.ts'
import { SessionService } from '../sessions/session-service.ts'
import { SessionsRepository } from '../sessions/sessions-repository.ts'
import { CallerSessions } from './caller-sessions.ts'
import { AccountResolver } from './current-account.ts'

const fakeRequest = (token: string) => ({ headers: bearer(token), state: {}, app: {} }) as unknown as Request

describe.each(testDatabases(import.meta.url))(
  'the session and its account in one query on $name',
  (database) => {
    let t: TestApi
    let sessions: SessionService
    let oneQuery: CallerSessions
    let apart: AccountResolver

    beforeAll(async () => {
      t = await startTestApi(database)
      sessions = new SessionService(new SessionsRepository(t.api.db), {
        mode: 'LOCAL',
        now: t.clock.now,
      } as ApiConfig)
      oneQuery = new CallerSessions(t.api.db, sessions)
      apart = new AccountResolver(accountStore(t.api.db), t.clock.now)
    })
    afterAll(() => t.close())

    async function demoToken(application: Application, username: string) {
      const res = await t.inject({
        method: 'POST',
        url: '/dev/demo-session',
        app: application,
        payload: { username, tokenTransport: 'header' },
      })
      expect(res.statusCode, res.payload).toBe(200)
      return res.json().token as string
    }

    /** Both readings of `token`: the session and the account each gives. */
    async function readBoth(token: string, application: Application) {
      const one = fakeRequest(token)
      const oneSession = await oneQuery.authenticate(one, application)
      if (oneSession) {
        one.app.session = oneSession
        await apart.resolve(one, oneSession)
      }
      const two = fakeRequest(token)
      const twoSession = await sessions.authenticate(two, application)
      if (twoSession) {
        two.app.session = twoSession
        await apart.resolve(two, twoSession)
      }
      expect(oneSession).toEqual(twoSession)
      expect(one.app.account).toEqual(two.app.account)
      return { session: oneSession, account: one.app.account }
    }

    it('reads every demo account as the store does', async () => {
      for (const demo of DEMO_ACCOUNTS) {
        const token = await demoToken(demo.application, demo.email)
        const { account } = await readBoth(token, demo.application)
        expect(account?.user.email, demo.email).toBe(demo.email)
        expect(account?.user.isAdmin).toBe(demo.admin)
        // Timestamps come back as dates, though the account travels as JSON.
        expect(account?.user.termsAcceptedAt).toBeInstanceOf(Date)
        if (demo.organization) expect(account?.user.organizations.length).toBeGreaterThan(0)
      }
    })

    it('reads a waiting identifier change and an impersonation', async () => {
      const patient = DEMO_ACCOUNTS.find((a) => a.application === 'perinatal' && a.userType === 'patient')!
      const patientToken = await demoToken('perinatal', patient.email)
      const change = await t.inject({
        method: 'POST',
        url: '/user/current/identifier-changes',
        headers: bearer(patientToken),
        payload: { type: 'email', value: 'nouvelle.adresse@example.fr' },
      })
      expect(change.statusCode, change.payload).toBe(202)
      const changed = await readBoth(patientToken, 'perinatal')
      expect(changed.account?.user.identifierChanges).toHaveLength(1)

      const admin = DEMO_ACCOUNTS.find((a) => a.application === 'perinatal' && a.admin)!
      const adminToken = await demoToken('perinatal', admin.email)
      const started = await t.inject({
        method: 'POST',
        url: '/auth/impersonate',
        headers: bearer(adminToken),
        payload: { email: patient.email },
      })
      expect(started.statusCode, started.payload).toBe(200)
      const impersonating = await readBoth(adminToken, 'perinatal')
      expect(impersonating.account?.impersonation?.impersonatorUsername).toBe(admin.email)
      expect(impersonating.account?.user.email).toBe(patient.email)
    })

    it('leaves a session without an account to the lookup by identifier, and refuses what is not live', async () => {
      const { token } = await signIn(t, 'email', 'personne.inconnue@example.fr')
      const newSession = await readBoth(token, 'perinatal')
      expect(newSession.session).not.toBeNull()
      expect(newSession.account).toBeNull()

      const doctor = DEMO_ACCOUNTS.find((a) => a.application === 'perinatal' && a.userType === 'doctor')!
      const doctorToken = await demoToken('perinatal', doctor.email)
      expect((await readBoth(doctorToken, 'mobility')).session).toBeNull()
      await t.inject({ method: 'POST', url: '/auth/logout', headers: bearer(doctorToken) })
      expect((await readBoth(doctorToken, 'perinatal')).session).toBeNull()
      expect((await readBoth('x'.repeat(43), 'perinatal')).session).toBeNull()
    })

    it('keeps a caller it read, and nothing a write under way could have changed', async () => {
      const midwife = DEMO_ACCOUNTS.find((a) => a.application === 'perinatal' && a.userType === 'midwife')!
      const token = await demoToken('perinatal', midwife.email)
      const first = await readBoth(token, 'perinatal')
      expect(oneQuery.cache.get(first.session!.tokenHash)).toBeDefined()
      const userId = first.account!.user.id
      const givenName = first.account!.user.profile!.givenName

      let during: Promise<unknown> | undefined
      await t.api.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('profiles')
          .set({ given_name: 'Renommée' })
          .where('user_id', '=', userId)
          .execute()
        // Read before the commit: PostgreSQL answers the committed name, PGlite waits for the commit.
        during = oneQuery.authenticate(fakeRequest(token), 'perinatal')
        await new Promise((resolve) => setTimeout(resolve, 50))
      })
      await during
      const after = await readBoth(token, 'perinatal')
      expect(after.account?.user.profile?.givenName).toBe('Renommée')
      await t.api.db
        .updateTable('profiles')
        .set({ given_name: givenName })
        .where('user_id', '=', userId)
        .execute()
      expect((await readBoth(token, 'perinatal')).account?.user.profile?.givenName).toBe(givenName)
    })
  },
)
