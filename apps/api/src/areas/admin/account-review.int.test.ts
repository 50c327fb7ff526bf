// What a reviewer decides on and what the refused person is told: the directories' word on each pending
// structure's FINESS or SIRET (known, unknown, or no answer without failing the list), a refusal's
// required reason, and that reason at the next sign-in with the refused email or phone, which stays free
// to register again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadDirectoryConfig, type RateLimitConfig } from '../../core/config.ts'
import { register, type UserRegistration } from '../../testing/accounts.ts'
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
const REASON = 'Le numéro FINESS ne correspond pas à votre établissement.\nMerci de le corriger.'

let sequence = 0
function contact() {
  sequence += 1
  return { email: `refusal.${sequence}@example.fr`, phone: `+33199000${800 + sequence}` }
}

/** A structure registered with `identifiers` in place of the default FINESS. */
const structureWith =
  (identifiers: { finess?: string; siret?: string }) =>
  (body: UserRegistration): UserRegistration => ({
    ...body,
    organization: { ...body.organization!, finess: undefined, ...identifiers },
  })

type Listed = { userId: string; identifiers: unknown[] }

describe.each(testDatabases(import.meta.url))('account review on $name', (database) => {
  let t: TestApi
  let admin: Record<string, string>
  beforeAll(async () => {
    t = await startTestApi(database, { rateLimits: generous })
    admin = bearer((await signIn(t, 'email', ADMIN)).token)
  })
  afterAll(() => t.close())

  const listed = async (userId: string) => {
    const list = await t.inject({ method: 'GET', url: '/admin/pending-accounts', headers: admin })
    expect(list.statusCode).toBe(200)
    return (list.json() as Listed[]).find((a) => a.userId === userId)
  }

  const decline = (userId: string, payload: object) =>
    t.inject({ method: 'POST', url: `/admin/pending-accounts/${userId}/decline`, headers: admin, payload })

  describe('the directories', () => {
    it('knows a FINESS of the directory, and names the establishment it lists', async () => {
      const { res } = await register(
        t,
        'organization',
        contact(),
        'perinatal',
        structureWith({ finess: '010000156' }),
      )
      expect((await listed(res.json().user.id))?.identifiers).toEqual([
        { kind: 'finess', value: '010000156', directory: 'known', directoryName: 'CLINIQUE CONVERT' },
      ])
    })

    it('knows a SIRET of the directory', async () => {
      const { res } = await register(
        t,
        'organization',
        contact(),
        'perinatal',
        structureWith({ siret: '75920025600015' }),
      )
      expect((await listed(res.json().user.id))?.identifiers).toEqual([
        {
          kind: 'siret',
          value: '75920025600015',
          directory: 'known',
          directoryName: 'CLINIQUE BEL AIR BOURG EN BRESSE',
        },
      ])
    })
  })

  describe('a refusal', () => {
    it('needs a reason: missing or blank is a 400 on the field, and the account stays pending', async () => {
      const { res } = await register(t, 'organization', contact())
      const userId = res.json().user.id as string
      const missing = await decline(userId, {})
      expect(missing.statusCode).toBe(400)
      expect(missing.json().fieldErrors).toEqual([
        { field: 'body.reason', message: 'Ce champ est obligatoire' },
      ])
      const blank = await decline(userId, { reason: ' \n ' })
      expect(blank.statusCode).toBe(400)
      expect(blank.json().fieldErrors).toEqual([
        { field: 'body.reason', message: 'Veuillez indiquer le motif du refus' },
      ])
      const long = await decline(userId, { reason: 'x'.repeat(1001) })
      expect(long.statusCode).toBe(400)
      expect(await listed(userId)).toBeDefined()
    })

    it('is told at the next sign-in, by email or phone, until the person registers again', async () => {
      const who = contact()
      const { res } = await register(t, 'organization', who)
      const userId = res.json().user.id as string
      t.clock.advance(MINUTE)
      const refusedAt = t.clock.now().toISOString()
      expect((await decline(userId, { reason: `  ${REASON}  ` })).statusCode).toBe(204)

      const audit = await t.api.db
        .selectFrom('account_review_audit')
        .select(['decision', 'reason', 'target_email', 'target_phone'])
        .where('target_user_id', '=', userId)
        .execute()
      expect(audit).toEqual([
        { decision: 'declined', reason: REASON, target_email: who.email, target_phone: who.phone },
      ])

      const byEmail = await signIn(t, 'email', who.email)
      expect(byEmail.session).toMatchObject({ hasAccount: false, refusal: { reason: REASON, refusedAt } })
      const byPhone = await signIn(t, 'phone', who.phone)
      expect(byPhone.session.refusal).toEqual({ reason: REASON, refusedAt })
      // Another application knows nothing of it.
      const elsewhere = await signIn(t, 'email', who.email, 'mobility')
      expect(elsewhere.session.refusal).toBeUndefined()

      // Not blocked: the same identifiers register again, and wait for a new review.
      const again = await register(t, 'organization', who)
      expect(again.res.statusCode).toBe(201)
      const newId = again.res.json().user.id as string
      expect(await listed(newId)).toBeDefined()
      const withAccount = await signIn(t, 'email', who.email)
      expect(withAccount.session.hasAccount).toBe(true)
      expect(withAccount.session.refusal).toBeUndefined()

      // A later acceptance is the latest decision about these identifiers: the refusal is not told any more,
      // even if that account were gone.
      const accepted = await t.inject({
        method: 'POST',
        url: `/admin/pending-accounts/${newId}/accept`,
        headers: admin,
      })
      expect(accepted.statusCode).toBe(204)
      await t.api.db.deleteFrom('organizations').where('manager_user_id', '=', newId).execute()
      await t.api.db.deleteFrom('users').where('id', '=', newId).execute()
      expect((await signIn(t, 'email', who.email)).session.refusal).toBeUndefined()
    })

    it('is refused by the database without a reason, and an acceptance with one', async () => {
      const row = {
        application: 'perinatal',
        actor_user_id: '6c1d3f9e-2b1a-4a47-9f43-1c2d3e4f5a6b',
        actor_username: ADMIN,
        target_user_id: '7d2e4f0a-3c2b-4b58-8a54-2d3e4f5a6b7c',
        target_username: 'nobody@example.fr',
        created_at: t.clock.now(),
      }
      await expect(
        t.api.db
          .insertInto('account_review_audit')
          .values({ ...row, decision: 'declined' })
          .execute(),
      ).rejects.toThrow(/account_review_audit_reason_on_refusal/)
      await expect(
        t.api.db
          .insertInto('account_review_audit')
          .values({ ...row, decision: 'accepted', reason: 'Bienvenue' })
          .execute(),
      ).rejects.toThrow(/account_review_audit_reason_on_refusal/)
    })
  })
})

describe('account review when the directory does not answer', () => {
  let t: TestApi
  const [database] = testDatabases(import.meta.url)
  beforeAll(async () => {
    // Nothing listens on the discard port: every FINESS call fails at once.
    const directories = { ...loadDirectoryConfig({}), finessUrl: 'http://127.0.0.1:9', timeoutMs: 500 }
    t = await startTestApi(database!, { rateLimits: generous, directories })
  })
  afterAll(() => t.close())

  it('lists the account with a neutral check instead of failing', async () => {
    const admin = bearer((await signIn(t, 'email', ADMIN)).token)
    const { res } = await register(t, 'organization', contact())
    const list = await t.inject({ method: 'GET', url: '/admin/pending-accounts', headers: admin })
    expect(list.statusCode).toBe(200)
    expect((list.json() as Listed[]).find((a) => a.userId === res.json().user.id)?.identifiers).toEqual([
      { kind: 'finess', value: '750712184', directory: 'unavailable' },
    ])
  })
})
