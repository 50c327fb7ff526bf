// A structure's invitations and the answers to its join requests, seen from its 'Équipe' page: an
// email invitation goes out through the delivery port (the outbox, or SMTP) with a link to the
// registration, waits among the team's pending invitations, and registering as a practitioner with
// that email joins the team; the manager lists the requests to join and answers them, each answer kept
// in the append-only record of decisions; a colleague's page is for those who share a structure.
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertAccount, insertUser, register } from '../../testing/accounts.ts'
import { testDatabases } from '../../testing/databases.ts'
import { DOCTOR, MIDWIFE, ORGANIZATION, PATIENT, demoUser, type TestUser } from '../../testing/demo-users.ts'
import { MINUTE, startTestApi, type TestApi } from '../../testing/harness.ts'
import { bearer, signIn } from '../../testing/sign-in.ts'
import { startSmtp, type TestSmtpServer } from '../../testing/smtp.ts'
import type { DB } from '../database.ts'
import { INVITATIONS_PER_WINDOW } from './inviteToJoinOrganization.ts'

type Pending = { id: string; email?: string; invitee?: { id: string; name: string }; invitedAt: string }

const fictionPhone = () => `+3319900${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`

describe.each(testDatabases(import.meta.url))('a structure’s invitations on $name', (database) => {
  let t: TestApi
  let db: Kysely<DB>
  let structure: TestUser
  let doctor: TestUser
  let patient: TestUser
  let organizationId: string

  beforeAll(async () => {
    t = await startTestApi(database)
    db = t.api.db as unknown as Kysely<DB>
    structure = await demoUser(t, ORGANIZATION)
    doctor = await demoUser(t, DOCTOR)
    patient = await demoUser(t, PATIENT)
    const me = await t.inject({ method: 'GET', url: '/user/current', headers: structure.headers })
    organizationId = me.json().organizations[0].id as string
  })
  afterAll(async () => {
    await t?.close()
  })

  const inviteNew = (user: TestUser, payload: object, id = organizationId) =>
    t.inject({
      method: 'POST',
      url: `/organization/${id}/invite-new-to-join`,
      headers: user.headers,
      app: user.app,
      payload,
    })
  const team = async (user: TestUser = structure) => {
    const res = await t.inject({
      method: 'GET',
      url: `/organization/${organizationId}/team`,
      headers: user.headers,
    })
    expect(res.statusCode).toBe(200)
    return res.json() as {
      doctors: { userId: string }[]
      midwives: { userId: string }[]
      assistants: { userId: string }[]
      pendings: Pending[]
    }
  }
  const outbox = async (recipient: string) =>
    (
      await t.inject({ method: 'GET', url: `/dev/outbox?recipient=${encodeURIComponent(recipient)}` })
    ).json() as { subject: string; text: string; code?: string }[]
  /** A new active structure, managed by a new signed-in account. */
  const newStructure = async (): Promise<{ manager: TestUser; organizationId: string }> => {
    const email = `structure.${randomUUID()}@example.fr`
    const id = await insertAccount(db, { app: 'perinatal', email, type: 'organization', active: true })
    const { token } = await signIn(t, 'email', email)
    const manager = { id, email, app: 'perinatal' as const, headers: bearer(token) }
    const me = await t.inject({ method: 'GET', url: '/user/current', headers: manager.headers })
    return { manager, organizationId: me.json().organizations[0].id as string }
  }

  describe('by email', () => {
    it('sends the invitation with a link to the registration, and keeps it among the pending ones', async () => {
      const email = `nouvelle.${randomUUID()}@example.fr`
      const res = await inviteNew(structure, {
        email: email.toUpperCase(),
        message: '<p>Bonjour,</p><p>Rejoignez <strong>notre</strong> équipe &amp; nos patientes.</p>',
      })
      expect(res.statusCode, res.payload).toBe(201)
      const [mail, ...others] = await outbox(email)
      expect(others).toEqual([])
      expect(mail!.code).toBeUndefined()
      expect(mail!.subject).toBe(
        'Maternité des Lilas vous invite à rejoindre son équipe sur Relais Santé Périnatalité',
      )
      // The rich text as lines, and the perinatal app's registration (APP_ORIGINS, in order).
      expect(mail!.text).toContain('Bonjour,\nRejoignez notre équipe & nos patientes.')
      expect(mail!.text).toContain('http://localhost:4001/register/select')
      expect(mail!.text).not.toContain('<')

      const pendings = (await team()).pendings
      expect(pendings.filter((p) => p.email === email)).toEqual([
        { id: expect.any(String), email, invitedAt: expect.any(String) },
      ])
      // Only the managers see whom the structure invited.
      expect((await team(doctor)).pendings).toEqual([])

      // Inviting again replaces the message: one line per person.
      t.clock.advance(MINUTE)
      expect((await inviteNew(structure, { email })).statusCode).toBe(201)
      const again = (await team()).pendings.filter((p) => p.email === email)
      expect(again).toHaveLength(1)
      expect(Date.parse(again[0]!.invitedAt)).toBeGreaterThan(Date.parse(pendings[0]!.invitedAt))
      expect((await outbox(email))[0]!.text).toContain(
        'La structure Maternité des Lilas vous invite à rejoindre son équipe sur Relais Santé Périnatalité.',
      )
    })

    it('makes the practitioner who registers with the email a member, and nobody else', async () => {
      const email = `sage-femme.${randomUUID()}@example.fr`
      expect((await inviteNew(structure, { email })).statusCode).toBe(201)
      const { res } = await register(t, 'midwife', { email, phone: fictionPhone() })
      expect(res.statusCode, res.payload).toBe(201)
      const user = res.json().user as { id: string; organizations: { id: string }[] }
      // The registration's answer already names the structure (the header's switcher).
      expect(user.organizations.map((o) => o.id)).toContain(organizationId)
      const after = await team()
      expect(after.midwives.map((m) => m.userId)).toContain(user.id)
      expect(after.pendings.map((p) => p.email)).not.toContain(email)

      // A patient registering with an invited email joins no team.
      const patientEmail = `patiente.${randomUUID()}@example.fr`
      expect((await inviteNew(structure, { email: patientEmail })).statusCode).toBe(201)
      const registered = await register(t, 'patient', { email: patientEmail, phone: fictionPhone() })
      expect(registered.res.statusCode, registered.res.payload).toBe(201)
      expect(registered.res.json().user.organizations).toEqual([])
      expect((await team()).pendings.map((p) => p.email)).toContain(patientEmail)

      // Another application's registration with the same email joins nothing here.
      const mobilityEmail = `infirmier.${randomUUID()}@example.fr`
      expect((await inviteNew(structure, { email: mobilityEmail })).statusCode).toBe(201)
      const mobility = await register(
        t,
        'assistant',
        { email: mobilityEmail, phone: fictionPhone() },
        'mobility',
      )
      expect(mobility.res.statusCode, mobility.res.payload).toBe(201)
      expect(mobility.res.json().user.organizations).toEqual([])
    })

    it('sends a practitioner with an account to the search (409), and discloses no other account', async () => {
      const member = await t.inject({ method: 'GET', url: '/user/current', headers: doctor.headers })
      const inTeam = await inviteNew(structure, { email: member.json().username })
      expect(inTeam.statusCode).toBe(409)
      expect(inTeam.json()).toMatchObject({ message: 'Ce professionnel fait déjà partie de la structure' })

      const outsider = `externe.${randomUUID()}@example.fr`
      await insertUser(db, { application: 'perinatal', userType: 'doctor', email: outsider })
      const known = await inviteNew(structure, { email: outsider })
      expect(known.statusCode).toBe(409)
      expect(known.json()).toMatchObject({
        code: 'CONFLICT',
        fieldErrors: [
          {
            field: 'body.email',
            message: 'Ce professionnel a déjà un compte : invitez-le depuis la recherche',
          },
        ],
      })
      // A patient's email is answered as any unknown one.
      expect(
        (await inviteNew(structure, { email: 'patiente.perinatal@demo.relais-sante.fr' })).statusCode,
      ).toBe(201)
    })

    it("refuses a malformed email in French at its field, and anyone but the structure's managers", async () => {
      const bad = await inviteNew(structure, { email: 'pas-un-email' })
      expect(bad.statusCode).toBe(400)
      expect(bad.json().fieldErrors[0]).toMatchObject({ field: 'body.email' })
      const stranger = await newStructure()
      for (const [user, id] of [
        [doctor, organizationId],
        [stranger.manager, organizationId],
        [structure, stranger.organizationId],
      ] as const) {
        const res = await inviteNew(user, { email: `x.${randomUUID()}@example.fr` }, id)
        expect(res.statusCode).toBe(404)
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Structure introuvable' })
      }
      expect((await inviteNew(patient, { email: `x.${randomUUID()}@example.fr` })).statusCode).toBe(404)
    })

    it('shares the structure’s limit with the invitations by name', async () => {
      const { manager, organizationId: id } = await newStructure()
      const practitioner = await insertUser(db, {
        application: 'perinatal',
        userType: 'doctor',
        email: `sollicite.${randomUUID()}@example.fr`,
      })
      for (let i = 0; i < INVITATIONS_PER_WINDOW / 2; i++) {
        const byName = await t.inject({
          method: 'POST',
          url: `/organization/${id}/invite-to-join`,
          headers: manager.headers,
          payload: { userId: practitioner },
        })
        expect(byName.statusCode).toBe(201)
        expect(
          (await inviteNew(manager, { email: `lot.${i}.${randomUUID()}@example.fr` }, id)).statusCode,
        ).toBe(201)
      }
      const res = await inviteNew(manager, { email: `trop.${randomUUID()}@example.fr` }, id)
      expect(res.statusCode).toBe(429)
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
      t.clock.advance(16 * MINUTE)
      expect((await inviteNew(manager, { email: `apres.${randomUUID()}@example.fr` }, id)).statusCode).toBe(
        201,
      )
    })
  })

  describe('by name', () => {
    it('waits among the pending invitations until the practitioner is in the team', async () => {
      const email = `invitee.${randomUUID()}@example.fr`
      const id = await insertUser(db, {
        application: 'perinatal',
        userType: 'doctor',
        email,
        profile: { givenName: 'Paul', familyName: 'Attendu' },
      })
      const invited = await t.inject({
        method: 'POST',
        url: `/organization/${organizationId}/invite-to-join`,
        headers: structure.headers,
        payload: { userId: id, message: '<p>Rejoignez-nous</p><ul><li>le lundi</li></ul>' },
      })
      expect(invited.statusCode).toBe(201)
      const pending = (await team()).pendings.find((p) => p.invitee?.id === id)
      expect(pending).toMatchObject({ invitee: { id, name: 'Paul Attendu', userType: 'doctor' } })
      const { token } = await signIn(t, 'email', email)
      const invitee = { id, email, app: 'perinatal' as const, headers: bearer(token) }
      const bell = await t.inject({ method: 'GET', url: '/notifications', headers: invitee.headers })
      // The notification's text is the rich text's lines.
      expect(bell.json().notifications[0].content).toBe('Rejoignez-nous\n• le lundi')

      const asked = await t.inject({
        method: 'POST',
        url: `/organization/${organizationId}/request-to-join`,
        headers: invitee.headers,
      })
      const approved = await t.inject({
        method: 'POST',
        url: `/access-policy/${asked.json().id}/approve`,
        headers: structure.headers,
      })
      expect(approved.statusCode).toBe(200)
      expect((await team()).pendings.find((p) => p.invitee?.id === id)).toBeUndefined()
    })
  })

  describe('with SMTP configured', () => {
    let smtp: TestSmtpServer
    let mailing: TestApi
    beforeAll(async () => {
      smtp = await startSmtp()
      mailing = await startTestApi(database, {
        smtp: { url: smtp.url, from: 'Relais Santé <no-reply@relais-sante.fr>' },
        appOrigins: [
          'https://perinatal.example.fr',
          'https://mobility.example.fr',
          'https://dispatch.example.fr',
        ],
      })
    })
    afterAll(async () => {
      await mailing?.close()
      await smtp?.close()
    })

    it("emails the invitation with the application's public registration link", async () => {
      const manager = await demoUser(mailing, ORGANIZATION)
      const me = await mailing.inject({ method: 'GET', url: '/user/current', headers: manager.headers })
      const id = me.json().organizations[0].id as string
      const email = `smtp.${randomUUID()}@example.fr`
      const before = smtp.mails.length
      const res = await mailing.inject({
        method: 'POST',
        url: `/organization/${id}/invite-new-to-join`,
        headers: manager.headers,
        payload: { email, message: 'Bienvenue' },
      })
      expect(res.statusCode, res.payload).toBe(201)
      const mails = smtp.mails.slice(before).filter((m) => m.to.includes(email))
      expect(mails).toHaveLength(1)
      expect(mails[0]!.raw).toMatch(/text\/html/)
      expect(mails[0]!.raw).toContain('https://perinatal.example.fr/register/select')
    })
  })

  describe('join requests', () => {
    const newPractitioner = async (family: string): Promise<TestUser> => {
      const email = `candidat.${randomUUID()}@example.fr`
      const id = await insertUser(db, {
        application: 'perinatal',
        userType: 'midwife',
        email,
        profile: { givenName: 'Lise', familyName: family },
      })
      const { token } = await signIn(t, 'email', email)
      return { id, email, app: 'perinatal', headers: bearer(token) }
    }
    const joinRequests = (user: TestUser, id = organizationId) =>
      t.inject({ method: 'GET', url: `/organization/${id}/join-requests`, headers: user.headers })
    const ask = async (user: TestUser) =>
      (
        await t.inject({
          method: 'POST',
          url: `/organization/${organizationId}/request-to-join`,
          headers: user.headers,
        })
      ).json().id as string

    it('lists them oldest first for the manager, who answers each, every answer kept with who and when', async () => {
      const first = await newPractitioner('Première')
      const second = await newPractitioner('Seconde')
      const firstId = await ask(first)
      t.clock.advance(MINUTE)
      const secondId = await ask(second)
      const listed = await joinRequests(structure)
      expect(listed.statusCode).toBe(200)
      const ids = (listed.json().requests as { id: string }[]).map((r) => r.id)
      expect(ids.indexOf(firstId)).toBeLessThan(ids.indexOf(secondId))
      expect(listed.json().requests.find((r: { id: string }) => r.id === firstId)).toMatchObject({
        resource: 'organization',
        status: 'PENDING',
        grantee: { id: first.id, type: 'midwife', name: 'Lise Première' },
      })

      const approvedAt = t.clock.now()
      const approved = await t.inject({
        method: 'POST',
        url: `/access-policy/${firstId}/approve`,
        headers: structure.headers,
      })
      expect(approved.statusCode).toBe(200)
      t.clock.advance(MINUTE)
      const rejected = await t.inject({
        method: 'POST',
        url: `/access-policy/${secondId}/reject`,
        headers: structure.headers,
      })
      expect(rejected.statusCode).toBe(200)
      const left = (await joinRequests(structure)).json().requests.map((r: { id: string }) => r.id)
      expect(left).not.toContain(firstId)
      expect(left).not.toContain(secondId)

      const decisions = await db
        .selectFrom('access_policy_decisions')
        .select([
          'access_policy_id',
          'decided_by',
          'grantee_user_id',
          'answer',
          'status',
          'decided_at',
          'resource_id',
        ])
        .where('access_policy_id', 'in', [firstId, secondId])
        .orderBy('decided_at')
        .execute()
      expect(decisions.map((d) => ({ ...d, decided_at: new Date(d.decided_at).toISOString() }))).toEqual([
        {
          access_policy_id: firstId,
          decided_by: structure.id,
          grantee_user_id: first.id,
          answer: 'approve',
          status: 'ACCEPTED',
          decided_at: approvedAt.toISOString(),
          resource_id: organizationId,
        },
        {
          access_policy_id: secondId,
          decided_by: structure.id,
          grantee_user_id: second.id,
          answer: 'reject',
          status: 'REJECTED',
          decided_at: new Date(approvedAt.getTime() + MINUTE).toISOString(),
          resource_id: organizationId,
        },
      ])
      // The record is append-only.
      await expect(
        db.deleteFrom('access_policy_decisions').where('access_policy_id', '=', firstId).execute(),
      ).rejects.toThrow(/append-only/)
      expect((await team()).midwives.map((m) => m.userId)).toContain(first.id)
      expect((await team()).midwives.map((m) => m.userId)).not.toContain(second.id)
    })

    it('shows them to nobody but the manager who holds them', async () => {
      const stranger = await newStructure()
      expect((await joinRequests(doctor)).statusCode).toBe(404)
      expect((await joinRequests(stranger.manager)).statusCode).toBe(404)
      expect((await joinRequests(structure, stranger.organizationId)).statusCode).toBe(404)
      expect((await joinRequests(stranger.manager, stranger.organizationId)).json()).toEqual({ requests: [] })
    })
  })

  describe("a colleague's page", () => {
    const member = (user: TestUser, id: string) =>
      t.inject({ method: 'GET', url: `/team/${id}`, headers: user.headers, app: user.app })

    it('shows a member to the structure and to the other members, with the structures they share', async () => {
      const midwife = await demoUser(t, MIDWIFE)
      for (const viewer of [structure, midwife]) {
        const res = await member(viewer, doctor.id)
        expect(res.statusCode, viewer.email).toBe(200)
        expect(res.json()).toMatchObject({
          userId: doctor.id,
          userType: 'doctor',
          name: { given: 'Julien', family: 'Moreau', text: 'Julien Moreau' },
          telecom: expect.arrayContaining([{ system: 'EMAIL', value: DOCTOR }]),
          organizations: [{ id: organizationId, name: 'Maternité des Lilas', role: 'member' }],
        })
      }
    })

    it('answers 404 to anyone who shares no structure, and for the structure’s own account', async () => {
      const stranger = await newStructure()
      expect((await member(patient, doctor.id)).statusCode).toBe(404)
      expect((await member(stranger.manager, doctor.id)).statusCode).toBe(404)
      expect((await member(doctor, structure.id)).statusCode).toBe(404)
      expect((await member(structure, randomUUID())).statusCode).toBe(404)
      expect((await member(structure, 'pas-un-id')).statusCode).toBe(400)
    })
  })
})
