// The seald area over HTTP: absent (404 everywhere) without a Seald configuration; with one, signup JWTs
// for the caller's own new identity, SSKS sessions opened through a local stand-in for SSKS's back-end
// route (the request the API sends is checked as it arrives), the caller's two secrets, identities
// recorded once, and group names with the key directory's reservations. Seald's own servers are out of
// reach here: what only they could confirm is listed in docs/architecture.md.
import { createHmac, randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { medicalFileGroupName, organizationGroupName } from '@relais/domain'
import type { ApiConfig } from '../../core/config.ts'
import { testDatabases } from '../../testing/databases.ts'
import {
  DOCTOR,
  MIDWIFE,
  MOBILITY_DOCTOR,
  ORGANIZATION,
  PATIENT,
  demoUser,
  type TestUser,
} from '../../testing/demo-users.ts'
import { MINUTE, startTestApi, type TestApi } from '../../testing/harness.ts'
import {
  SSKS_APP_ID,
  SSKS_APP_KEY,
  sealdTestConfig,
  startSsksStandIn,
  type SsksStandIn,
} from '../../testing/ssks-stand-in.ts'

const HOUR = 60 * MINUTE

const keyStore: ApiConfig['keyStore'] = {
  database: null,
  pepper: 'test-key-store-pepper',
  challengesPerUser: 3,
  attemptsPerChallenge: 5,
}

function calls(t: TestApi) {
  return (user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.inject({ method, url, app: user.app, headers: user.headers, ...(payload ? { payload } : {}) })
}

const decodeClaims = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>

describe.each(testDatabases(import.meta.url))('seald area on $name', (database) => {
  describe('without a Seald configuration (the embedded vault)', () => {
    let t: TestApi
    beforeAll(async () => {
      t = await startTestApi(database)
    })
    afterAll(() => t.close())

    it('answers every operation 404 with a French message, and leaves the embedded vault as it is', async () => {
      const patient = await demoUser(t, PATIENT)
      const call = calls(t)
      const answers = await Promise.all([
        call(patient, 'POST', '/seald/signup-jwt', { userId: patient.id }),
        call(patient, 'POST', '/seald/two-man-rule/session'),
        call(patient, 'GET', '/seald/two-man-rule/session'),
        call(patient, 'GET', '/seald/two-man-rule/key'),
        call(patient, 'GET', '/seald/database-key'),
        call(patient, 'POST', '/seald/identity', { userId: patient.id, sealdId: randomUUID() }),
        call(patient, 'GET', `/seald/identities/${patient.id}`),
        call(patient, 'POST', '/seald/identity-owners', { sealdIds: [randomUUID()] }),
        call(patient, 'POST', '/seald/groups', { groupId: randomUUID(), name: 'g' }),
        call(patient, 'GET', '/seald/groups?name=g'),
        call(patient, 'GET', `/seald/groups/${randomUUID()}`),
      ])
      expect(t.api.contract.operations.filter((op) => op.path.startsWith('/seald/'))).toHaveLength(
        answers.length,
      )
      for (const answer of answers) {
        expect(answer.statusCode).toBe(404)
        expect(answer.json()).toMatchObject({
          code: 'NOT_FOUND',
          message: "Le chiffrement par Seald n'est pas activé sur ce service",
        })
      }
      expect((await call(patient, 'GET', '/keys/backup-share')).statusCode).toBe(200)
    })
  })

  describe('with a Seald deployment, SSKS played by a local stand-in', () => {
    let t: TestApi
    let ssks: SsksStandIn
    let call: ReturnType<typeof calls>
    let patient: TestUser
    let doctor: TestUser
    let midwife: TestUser
    let organization: TestUser
    let mobilityDoctor: TestUser

    beforeAll(async () => {
      ssks = await startSsksStandIn()
      t = await startTestApi(database, { seald: sealdTestConfig(ssks.url), keyStore })
      call = calls(t)
      patient = await demoUser(t, PATIENT)
      doctor = await demoUser(t, DOCTOR)
      midwife = await demoUser(t, MIDWIFE)
      organization = await demoUser(t, ORGANIZATION)
      mobilityDoctor = await demoUser(t, MOBILITY_DOCTOR, 'mobility')
    })
    afterAll(async () => {
      await t.close()
      await ssks.stop()
    })

    describe('identities', () => {
      it("mints a signup JWT for the caller's own id only, signed with the application's secret", async () => {
        const { jwtSecret, jwtSecretId, appId } = sealdTestConfig(ssks.url)
        const res = await call(doctor, 'POST', '/seald/signup-jwt', { userId: doctor.id })
        expect(res.statusCode).toBe(201)
        const jwt = res.json().signupJwt as string
        const [header, claims, signature] = jwt.split('.')
        expect(signature).toBe(
          createHmac('sha256', jwtSecret).update(`${header}.${claims}`).digest('base64url'),
        )
        expect(decodeClaims(jwt)).toEqual({
          iss: jwtSecretId,
          jti: expect.any(String),
          iat: Math.floor(t.clock.now().getTime() / 1000),
          join_team: true,
          connector_add: { type: 'AP', value: `${doctor.id}@${appId}` },
        })
        const forSomeoneElse = await call(doctor, 'POST', '/seald/signup-jwt', { userId: patient.id })
        expect(forSomeoneElse.statusCode).toBe(403)
        expect(forSomeoneElse.json().message).toBe('Réservé à votre propre compte')
        // The secret never leaves the server.
        expect(res.payload).not.toContain(jwtSecret)
      })

      it('records one identity per user and one user per identity, and stops minting once recorded', async () => {
        const sealdId = randomUUID().toUpperCase()
        const record = (user: TestUser, id: string, userId = user.id) =>
          call(user, 'POST', '/seald/identity', { userId, sealdId: id })
        expect((await record(midwife, sealdId, patient.id)).statusCode).toBe(403)
        expect((await record(midwife, sealdId)).statusCode).toBe(201)
        // Again, as a retried call: the same answer.
        expect((await record(midwife, sealdId.toLowerCase())).statusCode).toBe(201)
        const another = await record(midwife, randomUUID())
        expect(another.statusCode).toBe(409)
        expect(another.json().code).toBe('ALREADY_REGISTERED')
        const taken = await record(organization, sealdId)
        expect(taken.statusCode).toBe(409)
        expect(taken.json()).toMatchObject({
          code: 'CONFLICT',
          message: "Cette identité Seald est celle d'un autre compte",
        })
        const jwt = await call(midwife, 'POST', '/seald/signup-jwt', { userId: midwife.id })
        expect(jwt.statusCode).toBe(409)
        expect(jwt.json().code).toBe('ALREADY_REGISTERED')

        // Anyone of the application reads it, in lower case; another application does not.
        const read = await call(doctor, 'GET', `/seald/identities/${midwife.id}`)
        expect(read.statusCode).toBe(200)
        expect(read.json()).toEqual({ userId: midwife.id, sealdId: sealdId.toLowerCase() })
        expect((await call(mobilityDoctor, 'GET', `/seald/identities/${midwife.id}`)).statusCode).toBe(404)
        const none = await call(doctor, 'GET', `/seald/identities/${organization.id}`)
        expect(none.statusCode).toBe(404)
        expect(none.json().message).toBe("Cet utilisateur n'a pas encore d'identité Seald")

        const owners = await call(doctor, 'POST', '/seald/identity-owners', {
          sealdIds: [sealdId, randomUUID()],
        })
        expect(owners.json()).toEqual({ owners: [{ userId: midwife.id, sealdId: sealdId.toLowerCase() }] })
        const elsewhere = await call(mobilityDoctor, 'POST', '/seald/identity-owners', {
          sealdIds: [sealdId],
        })
        expect(elsewhere.json()).toEqual({ owners: [] })
        const malformed = await call(doctor, 'POST', '/seald/identity-owners', { sealdIds: ['not-an-id'] })
        expect(malformed.statusCode).toBe(400)
      })
    })

    describe('the two-man rule', () => {
      it("opens an SSKS session with the application's key for the account's email, and keeps only the latest", async () => {
        const before = ssks.requests.length
        const res = await call(patient, 'POST', '/seald/two-man-rule/session')
        expect(res.statusCode).toBe(202)
        expect(res.json()).toEqual({
          channel: 'email',
          expiresAt: new Date(t.clock.now().getTime() + 6 * HOUR).toISOString(),
        })
        expect(ssks.requests).toHaveLength(before + 1)
        const sent = ssks.requests.at(-1)!
        expect(sent).toMatchObject({
          method: 'POST',
          path: '/tmr/back/challenge_send/',
          headers: { 'x-seald-appid': SSKS_APP_ID, 'x-seald-apikey': SSKS_APP_KEY },
        })
        expect(sent.body).toEqual({
          user_id: patient.id,
          auth_factor: { type: 'EM', value: PATIENT },
          create_user: true,
          force_auth: true,
          template: expect.stringContaining('$$CHALLENGE$$'),
        })
        expect((sent.body as { template: string }).template).toContain('Relais Santé Périnatalité')

        ssks.answerNext({ body: { session_id: 'ssks-session-latest', must_authenticate: true } })
        expect((await call(patient, 'POST', '/seald/two-man-rule/session')).statusCode).toBe(202)
        const session = await call(patient, 'GET', '/seald/two-man-rule/session')
        expect(session.statusCode).toBe(200)
        expect(session.json()).toEqual({
          sessionId: 'ssks-session-latest',
          authFactor: { type: 'EM', value: PATIENT },
          mustAuthenticate: true,
        })
        // Another user has none of their own yet.
        expect((await call(doctor, 'GET', '/seald/two-man-rule/session')).statusCode).toBe(404)
        // Past the challenge's 6 hours there is nothing to save or retrieve with.
        await t.api.db
          .updateTable('seald_two_man_rule_sessions')
          .set({ created_at: new Date(t.clock.now().getTime() - 6 * HOUR - MINUTE) })
          .where('user_id', '=', patient.id)
          .execute()
        const expired = await call(patient, 'GET', '/seald/two-man-rule/session')
        expect(expired.statusCode).toBe(404)
        expect(expired.json().message).toBe('Aucun code de déverrouillage en cours : demandez-en un nouveau')
      })

      it('sends to the phone of an account without an email, and to nobody when it has neither', async () => {
        const user = await demoUser(t, ORGANIZATION)
        const db = t.api.db
        const { phone } = await db
          .selectFrom('users')
          .select('phone')
          .where('id', '=', user.id)
          .executeTakeFirstOrThrow()
        await db.updateTable('users').set({ email: null }).where('id', '=', user.id).execute()
        const res = await call(user, 'POST', '/seald/two-man-rule/session')
        expect(res.statusCode).toBe(202)
        expect(res.json().channel).toBe('sms')
        const body = ssks.requests.at(-1)?.body as { auth_factor: unknown; template: string }
        expect(body.auth_factor).toEqual({ type: 'SMS', value: phone })
        expect(body.template).not.toContain('<')
        expect(body.template).toContain('$$CHALLENGE$$')

        await db.updateTable('users').set({ phone: null }).where('id', '=', user.id).execute()
        const before = ssks.requests.length
        const nowhere = await call(user, 'POST', '/seald/two-man-rule/session')
        expect(nowhere.statusCode).toBe(409)
        expect(ssks.requests).toHaveLength(before)
        await db.updateTable('users').set({ email: ORGANIZATION, phone }).where('id', '=', user.id).execute()
      })

      it('answers 503 when SSKS refuses or is away, keeping the previous session and logging no secret', async () => {
        ssks.answerNext({ body: { session_id: 'ssks-session-kept', must_authenticate: true } })
        await call(doctor, 'POST', '/seald/two-man-rule/session')
        ssks.answerNext({ status: 406, body: { detail: 'SMSQuotaFailed' } })
        const refused = await call(doctor, 'POST', '/seald/two-man-rule/session')
        expect(refused.statusCode).toBe(503)
        expect(refused.json()).toMatchObject({
          code: 'DELIVERY_UNAVAILABLE',
          message: 'Envoi du code indisponible pour le moment',
        })
        expect((await call(doctor, 'GET', '/seald/two-man-rule/session')).json().sessionId).toBe(
          'ssks-session-kept',
        )
        const logs = t.logs.join('\n')
        expect(logs).toContain('SMSQuotaFailed')
        expect(logs).not.toContain(SSKS_APP_KEY)
      })

      it("limits the challenges per user as the key store's codes", async () => {
        const user = await demoUser(t, MOBILITY_DOCTOR, 'mobility')
        const answers = []
        for (let i = 0; i < keyStore.challengesPerUser + 1; i++) {
          answers.push((await call(user, 'POST', '/seald/two-man-rule/session')).statusCode)
        }
        expect(answers).toEqual([202, 202, 202, 429])
      })

      it("keeps each user's two-man-rule key and database key, the same at every call and to nobody else", async () => {
        const key = await call(patient, 'GET', '/seald/two-man-rule/key')
        expect(key.statusCode).toBe(200)
        expect(key.json().twoManRuleKey).toMatch(/^[A-Za-z0-9_-]{43}$/)
        expect((await call(patient, 'GET', '/seald/two-man-rule/key')).json()).toEqual(key.json())
        const doctorKey = (await call(doctor, 'GET', '/seald/two-man-rule/key')).json().twoManRuleKey
        expect(doctorKey).not.toBe(key.json().twoManRuleKey)

        const databaseKey = await call(patient, 'GET', '/seald/database-key')
        expect(databaseKey.statusCode).toBe(200)
        expect(databaseKey.json().databaseKey).toMatch(/^[A-Za-z0-9_-]{64}$/)
        expect((await call(patient, 'GET', '/seald/database-key')).json()).toEqual(databaseKey.json())
        expect(databaseKey.json().databaseKey).not.toBe(key.json().twoManRuleKey)
      })
    })

    describe('groups', () => {
      it('binds a name to a group once, found by name and by id within the application', async () => {
        const groupId = randomUUID().toUpperCase()
        const name = `g:${randomUUID()}`
        expect((await call(doctor, 'POST', '/seald/groups', { groupId, name })).statusCode).toBe(201)
        const byName = await call(midwife, 'GET', `/seald/groups?name=${encodeURIComponent(name)}`)
        expect(byName.statusCode).toBe(200)
        expect(byName.json()).toEqual({ groupId: groupId.toLowerCase(), name })
        const byId = await call(midwife, 'GET', `/seald/groups/${groupId}`)
        expect(byId.json()).toEqual({ groupId: groupId.toLowerCase(), name })

        const sameName = await call(midwife, 'POST', '/seald/groups', { groupId: randomUUID(), name })
        expect(sameName.statusCode).toBe(409)
        const sameGroup = await call(midwife, 'POST', '/seald/groups', { groupId, name: `g:${randomUUID()}` })
        expect(sameGroup.statusCode).toBe(409)

        const elsewhere = await call(mobilityDoctor, 'GET', `/seald/groups?name=${encodeURIComponent(name)}`)
        expect(elsewhere.statusCode).toBe(404)
        expect(elsewhere.json().message).toBe('Groupe introuvable')
        expect((await call(mobilityDoctor, 'GET', `/seald/groups/${groupId}`)).statusCode).toBe(404)
      })

      it('keeps names that stand for someone to them, as the key directory does', async () => {
        const register = (user: TestUser, name: string) =>
          call(user, 'POST', '/seald/groups', { groupId: randomUUID(), name })
        const squat = await register(doctor, medicalFileGroupName(patient.id))
        expect(squat.statusCode).toBe(403)
        expect(squat.json().message).toBe('Ce nom de groupe est réservé à son titulaire')
        expect((await register(patient, medicalFileGroupName(patient.id))).statusCode).toBe(201)

        const db = t.api.db as unknown as Kysely<{
          organization_members: { organization_id: string; user_id: string }
        }>
        const { organization_id } = await db
          .selectFrom('organization_members')
          .select('organization_id')
          .where('user_id', '=', organization.id)
          .executeTakeFirstOrThrow()
        expect((await register(patient, organizationGroupName(organization_id))).statusCode).toBe(403)
        expect((await register(patient, organizationGroupName('pas-un-identifiant'))).statusCode).toBe(403)
        expect((await register(organization, organizationGroupName(organization_id))).statusCode).toBe(201)
      })
    })
  })
})
