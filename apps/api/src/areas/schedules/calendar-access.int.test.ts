// Asking a practitioner for access to their calendar, over HTTP: the request (the caller's own, or a
// structure's they belong to), the notification it sends and where the practitioner answers it, what
// the answer opens (the schedule and the agenda, to every member of a structure), why a request cannot
// be sent again (each 409 in its words), and the requests refused outright (a structure the caller is
// not part of, no such practitioner, one's own calendar); two racing requests leave one.
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SCHEDULE_ACCESS_MESSAGES } from '@relais/domain'
import { insertUser, signInHeaders, type UserType } from '../../testing/accounts.ts'
import { grantCalendar } from '../../testing/agendas.ts'
import { testDatabases } from '../../testing/databases.ts'
import { startTestApi, type TestApi } from '../../testing/harness.ts'
import type { TestUser } from '../../testing/demo-users.ts'
import { insertStructure } from '../../testing/structures.ts'
import { AccessPoliciesRepository } from '../access-policies/index.ts'
import type { DB } from '../database.ts'

const NO_RIGHTS = "Vous n'avez pas les droits nécessaires"
const { PENDING, INVITED, ACCEPTED, REJECTED } = SCHEDULE_ACCESS_MESSAGES
const NOT_A_MEMBER = 'Vous ne faites pas partie de cette structure'

describe.each(testDatabases(import.meta.url))('calendar access requests on $name', (database) => {
  let t: TestApi
  let db: Kysely<DB>

  beforeAll(async () => {
    t = await startTestApi(database)
    db = t.api.db as unknown as Kysely<DB>
  })
  afterAll(async () => {
    await t?.close()
  })

  /** A new signed-in account of `userType` named `familyName`. */
  async function newUser(
    userType: UserType,
    familyName: string,
    app: 'perinatal' | 'mobility' = 'perinatal',
  ) {
    const email = `${userType}.${randomUUID()}@example.fr`
    const id = await insertUser(db, {
      application: app,
      userType,
      email,
      profile: { givenName: 'Nina', familyName },
    })
    return { id, email, app, headers: await signInHeaders(t, email, app) } as TestUser
  }

  /** A new structure managed by its own account, with `members`. */
  async function newStructure(name: string, members: TestUser[] = []) {
    const manager = await newUser('organization', name)
    const organizationId = await insertStructure(db, {
      application: 'perinatal',
      name,
      managerUserId: manager.id,
      memberIds: members.map((m) => m.id),
    })
    return { manager, organizationId }
  }

  const accessPath = (practitionerId: string) => `/practitioner/${practitionerId}/schedule/access`
  const ask = (user: TestUser, practitionerId: string, organizationId?: string) =>
    t.inject({
      method: 'POST',
      url: accessPath(practitionerId),
      app: user.app,
      headers: user.headers,
      ...(organizationId === undefined ? {} : { payload: { organizationId } }),
    })
  const standing = (user: TestUser, practitionerId: string, organizationId?: string) =>
    t.inject({
      method: 'GET',
      url: `${accessPath(practitionerId)}${organizationId ? `?organizationId=${organizationId}` : ''}`,
      app: user.app,
      headers: user.headers,
    })
  const get = (user: TestUser, url: string) =>
    t.inject({ method: 'GET', url, app: user.app, headers: user.headers })
  const answer = (user: TestUser, policyId: string, kind: 'approve' | 'reject') =>
    t.inject({
      method: 'POST',
      url: `/access-policy/${policyId}/${kind}`,
      app: user.app,
      headers: user.headers,
    })
  const bell = async (user: TestUser) => (await get(user, '/notifications')).json().notifications
  const readSchedule = (user: TestUser, practitionerId: string) =>
    get(user, `/practitioner/${practitionerId}/schedule`)
  const readAgenda = (user: TestUser, practitionerId: string) =>
    get(
      user,
      `/practitioner/${practitionerId}/appointments?start=2026-12-01T00:00:00.000Z&end=2026-12-08T00:00:00.000Z`,
    )
  const livePolicies = (practitionerId: string) =>
    db
      .selectFrom('access_policies')
      .select(['status', 'grantee_user_id', 'grantee_organization_id'])
      .where('resource', '=', 'practitioner_calendar')
      .where('resource_id', '=', practitionerId)
      .where('status', 'in', ['PENDING', 'INVITED', 'ACCEPTED'])
      .execute()

  describe("a structure's request", () => {
    it('notifies the practitioner, who approves it; then every member reads the schedule and the agenda', async () => {
      const practitioner = await newUser('midwife', 'Agenda')
      const member = await newUser('doctor', 'Membre')
      const { manager, organizationId } = await newStructure('Maternité des Tilleuls', [member])

      const none = await standing(member, practitioner.id, organizationId)
      expect(none.statusCode, none.payload).toBe(200)
      expect(none.json()).toEqual({ policy: null })
      expect((await readSchedule(manager, practitioner.id)).json().message).toBe(NO_RIGHTS)

      const res = await ask(member, practitioner.id, organizationId)
      expect(res.statusCode, res.payload).toBe(201)
      const request = res.json()
      expect(request).toMatchObject({
        resource: 'practitioner_calendar',
        status: 'PENDING',
        holder: { id: practitioner.id, type: 'midwife', name: 'Nina Agenda' },
        grantee: { id: organizationId, type: 'organization', name: 'Maternité des Tilleuls' },
        decidedAt: null,
      })
      // The structure's other accounts see the same request: it is the structure's, not the member's.
      expect((await standing(manager, practitioner.id, organizationId)).json()).toEqual({ policy: request })
      // The member's own standing is apart from the structure's.
      expect((await standing(member, practitioner.id)).json()).toEqual({ policy: null })

      // The practitioner is notified, by the bell and by email, and finds it in 'Mes données'.
      const sentence = "La structure Maternité des Tilleuls demande l'accès à votre agenda"
      expect(await bell(practitioner)).toEqual([
        expect.objectContaining({
          templateIdentifier: 'access-request',
          content: sentence,
          payload: { accessPolicyId: request.id },
          seen: false,
        }),
      ])
      const outbox = await t.inject({
        method: 'GET',
        url: `/dev/outbox?limit=1&recipient=${encodeURIComponent(practitioner.email)}`,
      })
      expect((outbox.json() as { text: string }[])[0]?.text).toContain(sentence)
      const mine = (await get(practitioner, '/user/current/access-policies')).json()
      expect(mine.pending.map((p: { id: string }) => p.id)).toEqual([request.id])

      // Asked is not granted.
      expect((await readSchedule(member, practitioner.id)).statusCode).toBe(403)
      const approved = await answer(practitioner, request.id, 'approve')
      expect(approved.statusCode, approved.payload).toBe(200)
      // The member who asked is told the answer.
      expect(await bell(member)).toEqual([
        expect.objectContaining({
          templateIdentifier: 'access-decision',
          content: "Nina Agenda a accepté votre demande d'accès à son agenda",
          payload: { accessPolicyId: request.id, status: 'ACCEPTED' },
        }),
      ])
      for (const reader of [manager, member]) {
        const schedule = await readSchedule(reader, practitioner.id)
        expect(schedule.statusCode, schedule.payload).toBe(200)
        expect(schedule.json().practitionerId).toBe(practitioner.id)
        const agenda = await readAgenda(reader, practitioner.id)
        expect(agenda.statusCode, agenda.payload).toBe(200)
        expect(agenda.json()).toEqual({ appointments: [] })
      }
      expect((await standing(member, practitioner.id, organizationId)).json().policy).toMatchObject({
        id: request.id,
        status: 'ACCEPTED',
      })
    })
  })

  describe("a practitioner's own request", () => {
    it('names a doctor as such to the practitioner, and opens the calendar to them once approved', async () => {
      const practitioner = await newUser('doctor', 'Sollicite')
      const requester = await newUser('doctor', 'Demandeur')
      const res = await ask(requester, practitioner.id)
      expect(res.statusCode, res.payload).toBe(201)
      expect(res.json()).toMatchObject({
        status: 'PENDING',
        grantee: { id: requester.id, type: 'doctor', name: 'Nina Demandeur' },
      })
      expect((await bell(practitioner))[0].content).toBe("Dr Nina Demandeur demande l'accès à votre agenda")
      expect((await answer(practitioner, res.json().id, 'approve')).statusCode).toBe(200)
      expect((await readSchedule(requester, practitioner.id)).statusCode).toBe(200)
      expect((await readAgenda(requester, practitioner.id)).statusCode).toBe(200)
    })
  })

  describe('why a request cannot be sent again', () => {
    it('says that one waits for validation', async () => {
      const practitioner = await newUser('doctor', 'Attente')
      const requester = await newUser('midwife', 'Patiente')
      expect((await ask(requester, practitioner.id)).statusCode).toBe(201)
      const again = await ask(requester, practitioner.id)
      expect(again.statusCode).toBe(409)
      expect(again.json()).toMatchObject({ code: 'CONFLICT', message: PENDING })
      expect(await livePolicies(practitioner.id)).toHaveLength(1)
    })

    it('says that an invitation waits for the caller', async () => {
      const practitioner = await newUser('doctor', 'Invitant')
      const requester = await newUser('doctor', 'Invite')
      const offer = await new AccessPoliciesRepository(db).create({
        application: 'perinatal',
        resource: 'practitioner_calendar',
        holderUserId: practitioner.id,
        resourceId: practitioner.id,
        grantee: { userId: requester.id },
        requestedBy: practitioner.id,
        status: 'PENDING',
        now: t.clock.now(),
      })
      await db.updateTable('access_policies').set({ status: 'INVITED' }).where('id', '=', offer!.id).execute()
      const res = await ask(requester, practitioner.id)
      expect(res.statusCode).toBe(409)
      expect(res.json().message).toBe(INVITED)
      expect((await standing(requester, practitioner.id)).json().policy).toMatchObject({
        id: offer!.id,
        status: 'INVITED',
      })
    })

    it('says that access is already granted', async () => {
      const practitioner = await newUser('doctor', 'Ouvert')
      const requester = await newUser('doctor', 'Lecteur')
      await grantCalendar(db, 'perinatal', practitioner.id, { userId: requester.id })
      const res = await ask(requester, practitioner.id)
      expect(res.statusCode).toBe(409)
      expect(res.json().message).toBe(ACCEPTED)
    })

    it('says that the request was refused, and tells the requester so', async () => {
      const practitioner = await newUser('midwife', 'Refusante')
      const requester = await newUser('doctor', 'Refuse')
      const asked = await ask(requester, practitioner.id)
      const rejected = await answer(practitioner, asked.json().id, 'reject')
      expect(rejected.statusCode, rejected.payload).toBe(200)
      expect((await bell(requester))[0]).toMatchObject({
        templateIdentifier: 'access-decision',
        content: "Nina Refusante a refusé votre demande d'accès à son agenda",
        payload: { status: 'REJECTED' },
      })
      const again = await ask(requester, practitioner.id)
      expect(again.statusCode).toBe(409)
      expect(again.json().message).toBe(REJECTED)
      expect((await standing(requester, practitioner.id)).json().policy).toMatchObject({
        id: asked.json().id,
        status: 'REJECTED',
      })
      expect((await readSchedule(requester, practitioner.id)).statusCode).toBe(403)
    })
  })

  describe('requests refused outright', () => {
    it('refuses a structure the caller does not belong to with 403, asking nothing', async () => {
      const practitioner = await newUser('doctor', 'Convoite')
      const outsider = await newUser('doctor', 'Exterieur')
      const { organizationId } = await newStructure('Centre des Autres')
      for (const id of [organizationId, randomUUID()]) {
        const res = await ask(outsider, practitioner.id, id)
        expect(res.statusCode).toBe(403)
        expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: NOT_A_MEMBER })
        const read = await standing(outsider, practitioner.id, id)
        expect(read.statusCode).toBe(403)
        expect(read.json().message).toBe(NOT_A_MEMBER)
      }
      expect(await livePolicies(practitioner.id)).toEqual([])
      expect(await bell(practitioner)).toEqual([])
    })

    it('answers 404 for an id that is no practitioner of the application', async () => {
      const requester = await newUser('doctor', 'Chercheur')
      const patient = await newUser('patient', 'Patiente')
      const elsewhere = await newUser('assistant', 'Mobile', 'mobility')
      for (const id of [randomUUID(), patient.id, elsewhere.id]) {
        const res = await ask(requester, id)
        expect(res.statusCode, id).toBe(404)
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Professionnel introuvable' })
        expect((await standing(requester, id)).statusCode).toBe(404)
      }
    })

    it('answers 400 to a practitioner asking for their own calendar, even for their structure', async () => {
      const practitioner = await newUser('midwife', 'Elle-Meme')
      const { organizationId } = await newStructure('Maison de Naissance', [practitioner])
      for (const structure of [undefined, organizationId]) {
        const res = await ask(practitioner, practitioner.id, structure)
        expect(res.statusCode).toBe(400)
        expect(res.json()).toMatchObject({
          code: 'VALIDATION_FAILED',
          fieldErrors: [{ field: 'path.practitionerId' }],
        })
      }
      expect(await livePolicies(practitioner.id)).toEqual([])
    })
  })

  describe('racing requests', () => {
    it('leave one pending request: one 201, the other a 409', async () => {
      const practitioner = await newUser('doctor', 'Disputee')
      const requester = await newUser('doctor', 'Presse')
      // Sent from two tabs at once.
      const otherTab = { ...requester, headers: await signInHeaders(t, requester.email) }
      const twice = await Promise.all([ask(requester, practitioner.id), ask(otherTab, practitioner.id)])
      expect(twice.map((r) => r.statusCode).sort()).toEqual([201, 409])
      expect(twice.find((r) => r.statusCode === 409)!.json().message).toBe(PENDING)

      // Two members asking for their structure at once meet on the structure's request.
      const first = await newUser('doctor', 'Premiere')
      const second = await newUser('midwife', 'Seconde')
      const { organizationId } = await newStructure('Clinique Pressée', [first, second])
      const both = await Promise.all([
        ask(first, practitioner.id, organizationId),
        ask(second, practitioner.id, organizationId),
      ])
      expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409])
      expect(await livePolicies(practitioner.id)).toHaveLength(2)
      expect(await bell(practitioner)).toHaveLength(2)
    })
  })
})
