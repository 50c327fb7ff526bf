// Joining a structure's team: the manager's invitation (a notification to a practitioner), the
// practitioner's request (a pending access policy the manager holds, and is told of), and the manager's
// answer through the access policies, which makes or ends the membership the team shows.
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertAccount, insertUser } from '../../testing/accounts.ts'
import { testDatabases } from '../../testing/databases.ts'
import {
  DOCTOR,
  MOBILITY_DOCTOR,
  ORGANIZATION,
  PATIENT,
  demoUser,
  type TestUser,
} from '../../testing/demo-users.ts'
import { MINUTE, startTestApi, type TestApi } from '../../testing/harness.ts'
import { bearer, signIn } from '../../testing/sign-in.ts'
import { shareStructure } from '../../testing/structures.ts'
import { AccessPoliciesRepository } from '../access-policies/index.ts'
import type { DB } from '../database.ts'
import { INVITATIONS_PER_WINDOW } from './inviteToJoinOrganization.ts'
import { JOIN_REQUESTS_PER_WINDOW } from './requestToJoinOrganization.ts'

describe.each(testDatabases(import.meta.url))('joining a structure on $name', (database) => {
  let t: TestApi
  let db: Kysely<DB>
  let structure: TestUser
  let member: TestUser
  let patient: TestUser
  let organizationId: string

  beforeAll(async () => {
    t = await startTestApi(database)
    db = t.api.db as unknown as Kysely<DB>
    // The seeded maternity's account is its manager; its doctor a member.
    structure = await demoUser(t, ORGANIZATION)
    member = await demoUser(t, DOCTOR)
    patient = await demoUser(t, PATIENT)
    const me = await t.inject({ method: 'GET', url: '/user/current', headers: structure.headers })
    organizationId = me.json().organizations[0].id as string
  })
  afterAll(async () => {
    await t?.close()
  })

  /** A signed-in account written straight into the database: a practitioner in no structure. */
  const newUser = async (userType: 'doctor' | 'midwife', family: string): Promise<TestUser> => {
    const email = `${userType}.${randomUUID()}@example.fr`
    const id = await insertUser(db, {
      application: 'perinatal',
      userType,
      email,
      profile: { givenName: 'Paul', familyName: family },
    })
    const { token } = await signIn(t, 'email', email)
    return { id, email, app: 'perinatal', headers: bearer(token) }
  }
  /** A new active structure, managed by a new signed-in account. */
  const newStructure = async (): Promise<{ manager: TestUser; organizationId: string }> => {
    const email = `structure.${randomUUID()}@example.fr`
    const id = await insertAccount(db, { app: 'perinatal', email, type: 'organization', active: true })
    const { token } = await signIn(t, 'email', email)
    const manager = { id, email, app: 'perinatal' as const, headers: bearer(token) }
    const me = await t.inject({ method: 'GET', url: '/user/current', headers: manager.headers })
    return { manager, organizationId: me.json().organizations[0].id as string }
  }
  const invite = (user: TestUser, payload: object, id = organizationId) =>
    t.inject({
      method: 'POST',
      url: `/organization/${id}/invite-to-join`,
      headers: user.headers,
      app: user.app,
      payload,
    })
  const askToJoin = (user: TestUser, id = organizationId) =>
    t.inject({
      method: 'POST',
      url: `/organization/${id}/request-to-join`,
      headers: user.headers,
      app: user.app,
    })
  const answer = (user: TestUser, policyId: string, verb: 'approve' | 'reject' | 'revoke') =>
    t.inject({ method: 'POST', url: `/access-policy/${policyId}/${verb}`, headers: user.headers })
  const bell = async (user: TestUser) =>
    (await t.inject({ method: 'GET', url: '/notifications', headers: user.headers, app: user.app })).json()
      .notifications as { templateIdentifier: string; content: string; payload: object }[]
  const team = (user: TestUser) =>
    t.inject({ method: 'GET', url: `/organization/${organizationId}/team`, headers: user.headers })
  const teamIds = async () => {
    const body = (await team(structure)).json()
    return [...body.doctors, ...body.midwives, ...body.assistants].map((m: { userId: string }) => m.userId)
  }

  describe('inviting', () => {
    it("notifies the practitioner, with the structure's words or a default sentence", async () => {
      const doctor = await newUser('doctor', 'Invité')
      const res = await invite(structure, { userId: doctor.id, message: '  Rejoignez notre équipe !  ' })
      expect(res.statusCode).toBe(201)
      expect(res.payload).toBe('')
      expect((await bell(doctor))[0]).toMatchObject({
        templateIdentifier: 'organization-invite',
        payload: { organizationId, mode: 'team' },
        content: 'Rejoignez notre équipe !',
      })
      for (const payload of [{ userId: doctor.id }, { userId: doctor.id, message: '   ' }]) {
        expect((await invite(structure, payload)).statusCode).toBe(201)
        expect((await bell(doctor))[0]).toMatchObject({
          templateIdentifier: 'organization-invite',
          content: 'La structure Maternité des Lilas vous invite à rejoindre son équipe.',
        })
      }
      // An invitation makes nobody a member: the practitioner asks, the structure approves.
      expect(await teamIds()).not.toContain(doctor.id)
    })

    it('refuses a member already there (409), and anyone but a practitioner of the application (404)', async () => {
      const conflict = await invite(structure, { userId: member.id })
      expect(conflict.statusCode).toBe(409)
      expect(conflict.json()).toMatchObject({
        code: 'CONFLICT',
        message: 'Ce professionnel fait déjà partie de la structure',
      })
      const mobilityDoctor = await demoUser(t, MOBILITY_DOCTOR, 'mobility')
      for (const userId of [patient.id, structure.id, mobilityDoctor.id, randomUUID()]) {
        const res = await invite(structure, { userId })
        expect(res.statusCode, userId).toBe(404)
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Professionnel introuvable' })
      }
      const inactive = await insertUser(db, {
        application: 'perinatal',
        userType: 'midwife',
        email: `inactive.${randomUUID()}@example.fr`,
        active: false,
      })
      expect((await invite(structure, { userId: inactive })).statusCode).toBe(404)
    })

    it("lets only the structure's managers invite: 404 to a member and to a stranger", async () => {
      const doctor = await newUser('doctor', 'Convoité')
      const stranger = await newStructure()
      for (const [user, id] of [
        [member, organizationId],
        [stranger.manager, organizationId],
        [structure, stranger.organizationId],
      ] as const) {
        const res = await invite(user, { userId: doctor.id }, id)
        expect(res.statusCode).toBe(404)
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Structure introuvable' })
      }
      expect(await bell(doctor)).toEqual([])
      expect((await invite(structure, { userId: doctor.id, message: 'x'.repeat(2001) })).statusCode).toBe(400)
    })
  })

  describe('asking to join', () => {
    it('waits for the manager, who is told, approves, and then sees the practitioner in the team', async () => {
      const doctor = await newUser('doctor', 'Candidat')
      const res = await askToJoin(doctor)
      expect(res.statusCode).toBe(201)
      const policy = res.json()
      expect(policy).toMatchObject({
        resource: 'organization',
        status: 'PENDING',
        holder: { id: structure.id, type: 'organization' },
        grantee: { id: doctor.id, type: 'doctor', name: 'Paul Candidat' },
        decidedAt: null,
      })
      expect((await bell(structure))[0]).toMatchObject({
        templateIdentifier: 'access-request',
        payload: { accessPolicyId: policy.id },
        content: 'Dr Paul Candidat demande à rejoindre Maternité des Lilas.',
      })
      const held = await t.inject({
        method: 'GET',
        url: '/user/current/access-policies',
        headers: structure.headers,
      })
      expect(held.json().pending.map((p: { id: string }) => p.id)).toContain(policy.id)
      // 'Rejoindre une structure' lists it among the doctor's requests waiting for an answer.
      const mine = await t.inject({
        method: 'GET',
        url: '/user/current/organization-requests',
        headers: doctor.headers,
      })
      expect(mine.json()).toEqual({
        requests: [
          {
            id: policy.id,
            organization: { id: organizationId, name: 'Maternité des Lilas', city: expect.anything() },
            createdAt: policy.createdAt,
          },
        ],
      })

      const again = await askToJoin(doctor)
      expect(again.statusCode).toBe(409)
      expect(again.json()).toMatchObject({ code: 'CONFLICT', message: 'Votre demande est déjà en attente' })
      expect(await teamIds()).not.toContain(doctor.id)
      expect((await team(doctor)).statusCode).toBe(404)
      // The requester cannot answer their own request.
      expect((await answer(doctor, policy.id, 'approve')).statusCode).toBe(404)

      const approved = await answer(structure, policy.id, 'approve')
      expect(approved.statusCode).toBe(200)
      const answered = await t.inject({
        method: 'GET',
        url: '/user/current/organization-requests',
        headers: doctor.headers,
      })
      expect(answered.json()).toEqual({ requests: [] })
      expect(approved.json()).toMatchObject({ status: 'ACCEPTED' })
      expect(await teamIds()).toContain(doctor.id)
      expect((await team(doctor)).statusCode).toBe(200)
      expect((await bell(doctor))[0]).toMatchObject({
        templateIdentifier: 'access-decision',
        payload: { accessPolicyId: policy.id, status: 'ACCEPTED' },
        content: 'La structure Maternité des Lilas a accepté votre demande pour rejoindre son équipe',
      })
      const inTeam = await askToJoin(doctor)
      expect(inTeam.statusCode).toBe(409)
      expect(inTeam.json()).toMatchObject({ message: 'Vous faites déjà partie de cette structure' })

      // Revoked, the practitioner leaves the team, and may ask again.
      expect((await answer(structure, policy.id, 'revoke')).statusCode).toBe(200)
      expect(await teamIds()).not.toContain(doctor.id)
      expect((await team(doctor)).statusCode).toBe(404)
      expect((await team(structure)).statusCode).toBe(200)
      expect((await askToJoin(doctor)).statusCode).toBe(201)
    })

    it('gives nothing when the manager rejects the request', async () => {
      const midwife = await newUser('midwife', 'Refusée')
      const policy = (await askToJoin(midwife)).json()
      expect((await bell(structure))[0]).toMatchObject({
        content: 'Paul Refusée demande à rejoindre Maternité des Lilas.',
      })
      const rejected = await answer(structure, policy.id, 'reject')
      expect(rejected.statusCode).toBe(200)
      expect(rejected.json()).toMatchObject({ status: 'REJECTED' })
      expect(await teamIds()).not.toContain(midwife.id)
      expect((await bell(midwife))[0]).toMatchObject({
        templateIdentifier: 'access-decision',
        content: 'La structure Maternité des Lilas a refusé votre demande pour rejoindre son équipe',
      })
      expect((await answer(structure, policy.id, 'revoke')).statusCode).toBe(409)
    })

    it("revokes a membership, never a manager's", async () => {
      const coManager = await newUser('doctor', 'Codirige')
      const now = t.clock.now()
      await db
        .insertInto('organization_members')
        .values({ organization_id: organizationId, user_id: coManager.id, role: 'manager', created_at: now })
        .execute()
      const policy = await new AccessPoliciesRepository(db).create({
        application: 'perinatal',
        resource: 'organization',
        holderUserId: structure.id,
        resourceId: organizationId,
        grantee: { userId: coManager.id },
        requestedBy: coManager.id,
        status: 'ACCEPTED',
        now,
      })
      expect((await answer(structure, policy!.id, 'revoke')).statusCode).toBe(200)
      expect(await teamIds()).toContain(coManager.id)
    })

    it('answers 404 for a structure unknown, pending, without a manager or of another application', async () => {
      const doctor = await newUser('doctor', 'Perdu')
      const pending = await insertAccount(db, {
        app: 'perinatal',
        email: `pending.${randomUUID()}@example.fr`,
        type: 'organization',
        active: false,
      })
      const pendingId = (
        await db
          .selectFrom('organizations')
          .select('id')
          .where('manager_user_id', '=', pending)
          .executeTakeFirstOrThrow()
      ).id
      const unmanaged = await shareStructure(db, 'perinatal', [], 'Sans responsable')
      const mobility = await demoUser(t, MOBILITY_DOCTOR, 'mobility')
      const mobilityStructure = (
        await t.inject({ method: 'GET', url: '/user/current', headers: mobility.headers, app: 'mobility' })
      ).json().organizations[0].id as string
      for (const id of [randomUUID(), pendingId, unmanaged, mobilityStructure]) {
        const res = await askToJoin(doctor, id)
        expect(res.statusCode, id).toBe(404)
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Structure introuvable' })
      }
      // Nor does the mobility doctor reach the perinatal maternity from mobility.
      expect((await askToJoin(mobility, organizationId)).statusCode).toBe(404)
      // Practitioners only.
      expect((await askToJoin(patient)).statusCode).toBe(403)
    })
  })

  describe('limits', () => {
    it('stops a structure that sends too many invitations, until the window passes', async () => {
      const { manager, organizationId: id } = await newStructure()
      const doctor = await newUser('doctor', 'Sollicité')
      for (let i = 0; i < INVITATIONS_PER_WINDOW; i++) {
        expect((await invite(manager, { userId: doctor.id }, id)).statusCode).toBe(201)
      }
      const res = await invite(manager, { userId: doctor.id }, id)
      expect(res.statusCode).toBe(429)
      expect(res.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' })
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
      // Per structure: the maternity still invites.
      expect((await invite(structure, { userId: doctor.id })).statusCode).toBe(201)
      // And per caller for requests: the same practitioner's asking again counts.
      for (let i = 0; i < JOIN_REQUESTS_PER_WINDOW; i++) {
        expect((await askToJoin(doctor, id)).statusCode).toBe(i === 0 ? 201 : 409)
      }
      const asked = await askToJoin(doctor)
      expect(asked.statusCode).toBe(429)
      expect(asked.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' })

      t.clock.advance(16 * MINUTE)
      expect((await invite(manager, { userId: doctor.id }, id)).statusCode).toBe(201)
      expect((await askToJoin(doctor)).statusCode).toBe(201)
    })
  })
})
