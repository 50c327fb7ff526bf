// Conversations over HTTP and the realtime socket: one channel per pair, opened only with someone one
// may write to (related by a conversation, a structure or care, or any professional for a
// professional), participants only, the encryption session set once, messages accepted only as
// encrypted envelopes, stored as sent and paged, delivered live to the other participant — and to their
// conversation list, ids only — and still there for one who was offline. Contact search reaches the
// same people, by name or exact identifier, at most 20 at a time, and is rate-limited per account.
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { insertUser } from '../../testing/accounts.ts'
import { testDatabases } from '../../testing/databases.ts'
import { MINUTE, startTestApi, type TestApi } from '../../testing/harness.ts'
import { bearer, signIn } from '../../testing/sign-in.ts'
import {
  DOCTOR,
  MIDWIFE,
  MOBILITY_DOCTOR,
  ORGANIZATION,
  PATIENT,
  demoUser,
  type TestUser,
} from '../../testing/demo-users.ts'
import { CONTACT_SEARCHES_PER_WINDOW } from './searchContacts.ts'
import type { DB } from '../database.ts'
import { testEnvelope } from '../../testing/envelopes.ts'
import { shareStructure } from '../../testing/structures.ts'
import { chatClient, listClient, socketToken } from './testing.ts'

type Envelope = ReturnType<typeof testEnvelope>
const ENVELOPE = testEnvelope('opaque')
const SESSION_ID = 'c2Vzc2lvbi1pZC0wMDAwMDAx'

describe.each(testDatabases(import.meta.url))('channels on $name', (database) => {
  let t: TestApi
  let patient: TestUser
  let midwife: TestUser
  let doctor: TestUser
  let port: number

  beforeAll(async () => {
    t = await startTestApi(database, { port: 0 })
    await t.api.start()
    port = t.api.server.info.port as number
    patient = await demoUser(t, PATIENT)
    midwife = await demoUser(t, MIDWIFE)
    doctor = await demoUser(t, DOCTOR)
    // The demo patient is followed at a structure where the midwife and the doctor practise: they may
    // write to her and she to them (the demo itself relates her to nobody).
    await shareStructure(t.api.db, 'perinatal', [patient.id, midwife.id, doctor.id])
  })
  afterAll(async () => {
    await t?.close()
  })

  const open = (user: Pick<TestUser, 'headers'>, userIds: string[]) =>
    t.inject({
      method: 'POST',
      url: '/user/channels',
      headers: user.headers,
      payload: { userIds, channelType: 'OneToOne' },
    })
  const send = (user: Pick<TestUser, 'headers'>, channelId: string, text: unknown, mentions?: string[]) =>
    t.inject({
      method: 'POST',
      url: `/channels/${channelId}/message`,
      headers: user.headers,
      payload: mentions ? { text, mentions } : { text },
    })

  it('opens one channel per pair and returns it again instead of a duplicate', async () => {
    const first = await open(midwife, [patient.id])
    expect(first.statusCode).toBe(201)
    const channel = first.json()
    expect(channel.users.map((u: { id: string }) => u.id).sort()).toEqual([midwife.id, patient.id].sort())
    expect(channel).toMatchObject({ channelType: 'OneToOne', sldId: null, lastMessage: null })
    expect(channel.users.every((u: { name: string }) => u.name.length > 0)).toBe(true)

    const again = await open(patient, [midwife.id, patient.id])
    expect(again.statusCode).toBe(200)
    expect(again.json().id).toBe(channel.id)
  })

  it('says a channel is invalid until every participant has an encryption identity', async () => {
    const db = t.api.db as unknown as Kysely<DB>
    await db.updateTable('users').set({ sld_id: null }).where('id', 'in', [doctor.id, patient.id]).execute()
    const channel = (await open(doctor, [patient.id])).json()
    expect(channel.valid).toBe(false)
    await db
      .updateTable('users')
      .set({ sld_id: 'identity' })
      .where('id', 'in', [doctor.id, patient.id])
      .execute()
    const read = await t.inject({ method: 'GET', url: `/channels/${channel.id}`, headers: doctor.headers })
    expect(read.json().valid).toBe(true)
    expect(read.json().users.every((u: { activated: boolean }) => u.activated)).toBe(true)
  })

  it('refuses bad input with French field errors', async () => {
    const alone = await open(midwife, [midwife.id])
    expect(alone.statusCode).toBe(400)
    expect(alone.json().fieldErrors[0]).toMatchObject({ field: 'body.userIds' })
    const unknown = await open(midwife, ['00000000-0000-4000-8000-000000000000'])
    expect(unknown.json().fieldErrors).toEqual([
      { field: 'body.userIds', message: 'Utilisateur introuvable' },
    ])
    // Another application's account is not a user one may talk to.
    const other = await demoUser(t, MOBILITY_DOCTOR, 'mobility')
    expect((await open(midwife, [other.id])).statusCode).toBe(400)

    const channel = (await open(midwife, [patient.id])).json()
    const mention = await send(midwife, channel.id, ENVELOPE, [doctor.id])
    expect(mention.statusCode).toBe(400)
    expect(mention.json().fieldErrors[0].field).toBe('body.mentions')
  })

  it('accepts only an encrypted envelope as the text, and stores nothing else', async () => {
    const channel = (await open(midwife, [doctor.id])).json()
    const db = t.api.db as unknown as Kysely<DB>
    const stored = async () =>
      (await db.selectFrom('channel_messages').select('id').where('channel_id', '=', channel.id).execute())
        .length
    const before = await stored()
    const refused = async (text: unknown, field: string, message: string) => {
      const res = await send(midwife, channel.id, text)
      expect(res.statusCode, JSON.stringify(text)?.slice(0, 80)).toBe(400)
      expect(res.json().fieldErrors).toContainEqual({ field, message })
    }
    // Text in clear, the former serialised envelope, or nothing at all.
    await refused('Bonjour, contractions toutes les dix minutes', 'body.text', 'Type de valeur invalide')
    await refused(JSON.stringify(ENVELOPE), 'body.text', 'Type de valeur invalide')
    await refused(['Bonjour'], 'body.text', 'Type de valeur invalide')
    const missing = await t.inject({
      method: 'POST',
      url: `/channels/${channel.id}/message`,
      headers: midwife.headers,
      payload: {},
    })
    expect(missing.json().fieldErrors).toContainEqual({
      field: 'body.text',
      message: 'Ce champ est obligatoire',
    })
    // An envelope with a field in clear beside it.
    await refused({ ...ENVELOPE, plaintext: 'Bonjour' }, 'body.text.plaintext', 'Champ non autorisé')
    const { nonce, ...withoutNonce } = ENVELOPE
    await refused(withoutNonce, 'body.text.nonce', 'Ce champ est obligatoire')
    // A nonce that is not the 12-byte IV, a ciphertext shorter than the GCM tag or not base64url.
    await refused({ ...ENVELOPE, nonce: `${nonce}AAAA` }, 'body.text.nonce', 'Format invalide')
    await refused({ ...ENVELOPE, nonce: nonce.slice(0, 12) }, 'body.text.nonce', 'Format invalide')
    await refused(
      { ...ENVELOPE, ciphertext: 'Q2hpZmZyw6k' },
      'body.text.ciphertext',
      'Doit contenir au moins 22 caractères',
    )
    await refused(
      { ...ENVELOPE, ciphertext: 'Bonjour en clair, pas du tout chiffré' },
      'body.text.ciphertext',
      'Format invalide',
    )
    await refused(
      { ...ENVELOPE, ciphertext: 'A'.repeat(64_004) },
      'body.text.ciphertext',
      'Doit contenir au plus 64000 caractères',
    )
    await refused({ ...ENVELOPE, version: 2 }, 'body.text.version', 'Valeur non autorisée')
    await refused({ ...ENVELOPE, epoch: -1 }, 'body.text.epoch', 'Doit être supérieur ou égal à 0')
    await refused(
      { ...ENVELOPE, encryptionSessionId: 'court' },
      'body.text.encryptionSessionId',
      'Format invalide',
    )
    expect(await stored()).toBe(before)

    // The longest ciphertext a message may carry still fits in a request.
    const longest = await send(midwife, channel.id, { ...ENVELOPE, ciphertext: 'A'.repeat(64_000) })
    expect(longest.statusCode).toBe(201)
    expect(await stored()).toBe(before + 1)
  })

  it('keeps everything to participants (404 for anyone else)', async () => {
    const channel = (await open(midwife, [patient.id])).json()
    const url = `/channels/${channel.id}`
    expect((await t.inject({ method: 'GET', url, headers: doctor.headers })).statusCode).toBe(404)
    expect(
      (await t.inject({ method: 'PATCH', url, headers: doctor.headers, payload: { sldId: SESSION_ID } }))
        .statusCode,
    ).toBe(404)
    expect((await send(doctor, channel.id, ENVELOPE)).statusCode).toBe(404)
    const list = await t.inject({ method: 'GET', url: '/user/channels', headers: doctor.headers })
    expect(list.json().map((c: { id: string }) => c.id)).not.toContain(channel.id)
  })

  it('sets the encryption session once', async () => {
    const channel = (await open(midwife, [patient.id])).json()
    const url = `/channels/${channel.id}`
    const set = await t.inject({
      method: 'PATCH',
      url,
      headers: midwife.headers,
      payload: { sldId: SESSION_ID },
    })
    expect(set.statusCode).toBe(200)
    expect(set.json().sldId).toBe(SESSION_ID)
    const same = await t.inject({
      method: 'PATCH',
      url,
      headers: patient.headers,
      payload: { sldId: SESSION_ID },
    })
    expect(same.statusCode).toBe(200)
    const other = await t.inject({
      method: 'PATCH',
      url,
      headers: patient.headers,
      payload: { sldId: 'b3RoZXItc2Vzc2lvbi1pZA' },
    })
    expect(other.statusCode).toBe(409)
    const bad = await t.inject({
      method: 'PATCH',
      url,
      headers: patient.headers,
      payload: { sldId: 'no spaces!' },
    })
    expect(bad.statusCode).toBe(400)
  })

  it('stores envelopes as sent, pages them and lists conversations by latest activity', async () => {
    const withDoctor = (await open(patient, [doctor.id])).json()
    const withMidwife = (await open(patient, [midwife.id])).json()
    const sent: string[] = []
    for (let i = 0; i < 5; i++) {
      t.clock.advance(1000)
      const res = await send(patient, withMidwife.id, testEnvelope(`page ${i}`))
      expect(res.statusCode).toBe(201)
      expect(res.json()).toMatchObject({
        channelId: withMidwife.id,
        author: patient.id,
        text: testEnvelope(`page ${i}`),
      })
      sent.push(res.json().id)
    }
    const page = await t.inject({
      method: 'GET',
      url: `/channels/${withMidwife.id}?limit=2`,
      headers: midwife.headers,
    })
    expect(page.json().messages.map((m: { text: Envelope }) => m.text)).toEqual([
      testEnvelope('page 3'),
      testEnvelope('page 4'),
    ])
    expect(page.json().hasMore).toBe(true)
    const older = await t.inject({
      method: 'GET',
      url: `/channels/${withMidwife.id}?limit=10&before=${sent[3]}`,
      headers: midwife.headers,
    })
    expect(older.json().messages.map((m: { id: string }) => m.id)).toEqual(sent.slice(0, 3))
    expect(older.json().hasMore).toBe(false)

    t.clock.advance(1000)
    await send(doctor, withDoctor.id, testEnvelope('doctor'))
    const list = await t.inject({ method: 'GET', url: '/user/channels?limit=2', headers: patient.headers })
    expect(list.json().map((c: { id: string }) => c.id)).toEqual([withDoctor.id, withMidwife.id])
    expect(list.json()[0].lastMessage).toMatchObject({ text: testEnvelope('doctor'), author: doctor.id })
  })

  it('delivers chat/message live to the other participant only, and stores it for an offline one', async () => {
    const channel = (await open(midwife, [patient.id])).json()
    const patientSocket = await chatClient(port, await socketToken(t.api, patient.headers, 'perinatal'))
    const midwifeSocket = await chatClient(port, await socketToken(t.api, midwife.headers, 'perinatal'))
    try {
      await patientSocket.join(channel.id)
      await midwifeSocket.join(channel.id)
      const res = await send(midwife, channel.id, testEnvelope('live'))
      const [event] = await patientSocket.waitFor(1)
      expect(event).toEqual({ type: 'chat/message', message: res.json() })
      // The author's socket does not get its own message back.
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(midwifeSocket.received).toEqual([])

      // chat/leave: nothing more arrives; the message waits in the channel.
      await patientSocket.leave(channel.id)
      t.clock.advance(1000)
      const offline = await send(midwife, channel.id, testEnvelope('offline'))
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(patientSocket.received).toHaveLength(1)
      const read = await t.inject({ method: 'GET', url: `/channels/${channel.id}`, headers: patient.headers })
      expect(read.json().messages.at(-1)).toEqual(offline.json())
    } finally {
      await patientSocket.close()
      await midwifeSocket.close()
    }
  })

  it('lets only participants join a channel over the socket', async () => {
    const channel = (await open(midwife, [patient.id])).json()
    const doctorSocket = await chatClient(port, await socketToken(t.api, doctor.headers, 'perinatal'))
    try {
      await expect(doctorSocket.join(channel.id)).rejects.toThrow()
    } finally {
      await doctorSocket.close()
    }
    const anonymous = await t.api.server.inject({
      method: 'GET',
      url: '/nes/auth',
      headers: { 'x-application-name': 'perinatal' },
    })
    expect(anonymous.statusCode).toBe(401)
  })

  it('drops the socket of a session that signed out', async () => {
    const channel = (await open(midwife, [patient.id])).json()
    const fresh = await demoUser(t, PATIENT)
    const socket = await chatClient(port, await socketToken(t.api, fresh.headers, 'perinatal'))
    try {
      await socket.join(channel.id)
      await socket.leave(channel.id)
      const out = await t.inject({ method: 'POST', url: '/auth/logout', headers: fresh.headers })
      expect(out.statusCode).toBeLessThan(300)
      // nes rechecks credentials once per heartbeat interval (15 s): move its clock past it.
      const realNow = Date.now.bind(Date)
      vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 16_000)
      await expect(socket.join(channel.id)).rejects.toThrow()
    } finally {
      vi.restoreAllMocks()
      await socket.close()
    }
  })

  type Found = { id: string; name: string; userType: string; activated: boolean }
  const searchAs = async (
    headers: Record<string, string>,
    query?: string,
    app: TestUser['app'] = 'perinatal',
  ) => {
    const url = query === undefined ? '/user/contacts' : `/user/contacts?query=${encodeURIComponent(query)}`
    const res = await t.inject({ method: 'GET', url, headers, app })
    expect(res.statusCode, res.payload).toBe(200)
    return res.json() as Found[]
  }
  const search = (user: TestUser, query?: string) => searchAs(user.headers, query, user.app)
  const ids = (found: Found[]) => found.map((c) => c.id)

  /** A new account of `userType` related to nobody, signed in (bearer headers). */
  let accounts = 0
  async function unrelated(userType: 'patient' | 'doctor' | 'midwife', name: string, givenName = 'Inès') {
    accounts += 1
    const email = `sans.lien.${accounts}@example.fr`
    const phone = `+3319900${String(accounts).padStart(4, '0')}`
    const id = await insertUser(t.api.db, {
      application: 'perinatal',
      userType,
      email,
      phone,
      profile: { givenName, familyName: name },
    })
    const { token } = await signIn(t, 'email', email)
    return { id, email, phone, name: `${givenName} ${name}`, headers: bearer(token) }
  }

  /**
   * A conversation that outlived what related `a` and `b`: opened by `a` while both belonged to a
   * structure, which has closed since, so only the conversation relates them now.
   */
  async function converse(a: Pick<TestUser, 'id' | 'headers'>, b: Pick<TestUser, 'id'>) {
    const structure = await shareStructure(t.api.db, 'perinatal', [a.id, b.id], 'Structure fermée')
    const opened = await open(a, [b.id])
    expect(opened.statusCode, opened.payload).toBe(201)
    await t.api.db.deleteFrom('organizations').where('id', '=', structure).execute()
    return opened.json() as { id: string }
  }

  /** What an unknown id gets: anyone one may not write to gets exactly the same. */
  async function unknownUserAnswer(user: Pick<TestUser, 'headers'>) {
    const res = await open(user, ['00000000-0000-4000-8000-000000000000'])
    expect(res.statusCode).toBe(400)
    expect(res.json().fieldErrors).toEqual([{ field: 'body.userIds', message: 'Utilisateur introuvable' }])
    return res.json()
  }
  async function expectUnreachable(user: Pick<TestUser, 'headers'>, otherId: string) {
    const res = await open(user, [otherId])
    expect(res.statusCode, res.payload).toBe(400)
    expect(res.json()).toEqual(await unknownUserAnswer(user))
  }
  const channelsOf = async (user: Pick<TestUser, 'headers'>) =>
    (await t.inject({ method: 'GET', url: '/user/channels', headers: user.headers })).json() as {
      id: string
    }[]

  it('does not let a patient open a conversation with anyone she is not related to', async () => {
    const lonely = await unrelated('patient', 'Isolée')
    const professional = await unrelated('doctor', 'Inconnudelle')
    const otherPatient = await unrelated('patient', 'Inconnuedelle')
    // An unrelated professional, even one with colleagues, or another patient: as an unknown id.
    await expectUnreachable(lonely, professional.id)
    await expectUnreachable(lonely, doctor.id)
    await expectUnreachable(lonely, otherPatient.id)
    // A professional may not write to a patient he shares nothing with either.
    await expectUnreachable(professional, lonely.id)
    await expectUnreachable(midwife, lonely.id)
    expect(await channelsOf(lonely)).toEqual([])
    expect(await channelsOf(otherPatient)).toEqual([])
  })

  it('lets a professional open a conversation with any professional of the application', async () => {
    const first = await unrelated('doctor', 'Premierconfrère')
    const second = await unrelated('doctor', 'Secondconfrère')
    // Neither has a structure nor a conversation: being professionals is enough, either way.
    const opened = await open(first, [second.id])
    expect(opened.statusCode, opened.payload).toBe(201)
    const structure = await demoUser(t, ORGANIZATION)
    for (const [from, to] of [
      [midwife, first],
      [second, doctor],
      [structure, second],
    ] as const) {
      const res = await open(from, [to.id])
      expect(res.statusCode, res.payload).toBe(201)
    }
    expect((await open(second, [first.id])).json().id).toBe(opened.json().id)
  })

  it('lets a professional and a patient of a shared structure open a conversation, either of them', async () => {
    const professional = await unrelated('doctor', 'Praticienstructure')
    const first = await unrelated('patient', 'Premièresuivie')
    const second = await unrelated('patient', 'Secondesuivie')
    await expectUnreachable(professional, first.id)
    await expectUnreachable(second, professional.id)
    await shareStructure(t.api.db, 'perinatal', [professional.id, first.id, second.id])
    const byProfessional = await open(professional, [first.id])
    expect(byProfessional.statusCode, byProfessional.payload).toBe(201)
    const byPatient = await open(second, [professional.id])
    expect(byPatient.statusCode, byPatient.payload).toBe(201)
    expect(
      byPatient
        .json()
        .users.map((u: { id: string }) => u.id)
        .sort(),
    ).toEqual([professional.id, second.id].sort())
    // Two patients of one structure are not: neither learns who else is followed there.
    await expectUnreachable(first, second.id)
    await expectUnreachable(second, first.id)
  })

  it('lets either side reopen a conversation once it exists, though nothing else relates them', async () => {
    const professional = await unrelated('doctor', 'Anciennestructure')
    const patientAccount = await unrelated('patient', 'Ancienneconversation')
    const neighbour = await unrelated('patient', 'Anciennevoisine')
    // All three shared a structure, which closed once the conversation was opened.
    const structure = await shareStructure(t.api.db, 'perinatal', [
      professional.id,
      patientAccount.id,
      neighbour.id,
    ])
    const opened = await open(professional, [patientAccount.id])
    expect(opened.statusCode, opened.payload).toBe(201)
    await t.api.db.deleteFrom('organizations').where('id', '=', structure).execute()
    // Without a conversation, the closed structure relates nobody any more.
    await expectUnreachable(professional, neighbour.id)
    await expectUnreachable(neighbour, professional.id)
    for (const [from, to] of [
      [patientAccount, professional],
      [professional, patientAccount],
    ] as const) {
      const again = await open(from, [to.id])
      expect(again.statusCode, again.payload).toBe(200)
      expect(again.json().id).toBe(opened.json().id)
    }
  })

  it('reaches no inactive user and no user of another application', async () => {
    // Awaiting review: a professional, and a patient of a structure the midwife belongs to, whose
    // active neighbour there the midwife does reach.
    const pending = await insertUser(t.api.db, {
      application: 'perinatal',
      userType: 'doctor',
      email: 'en.attente.conversation@example.fr',
      active: false,
    })
    const inactivePatient = await insertUser(t.api.db, {
      application: 'perinatal',
      userType: 'patient',
      email: 'inactive.conversation@example.fr',
      active: false,
    })
    const activePatient = await unrelated('patient', 'Voisineactive')
    await shareStructure(t.api.db, 'perinatal', [midwife.id, inactivePatient, activePatient.id])
    await expectUnreachable(midwife, pending)
    await expectUnreachable(midwife, inactivePatient)
    expect((await open(midwife, [activePatient.id])).statusCode).toBe(201)
    const db = t.api.db as unknown as Kysely<DB>
    const theirs = await db
      .selectFrom('channel_participants')
      .select('channel_id')
      .where('user_id', 'in', [pending, inactivePatient])
      .execute()
    expect(theirs).toEqual([])

    // A professional of another application, neither way.
    const other = await demoUser(t, MOBILITY_DOCTOR, 'mobility')
    await expectUnreachable(midwife, other.id)
    const fromMobility = await t.inject({
      method: 'POST',
      url: '/user/channels',
      app: 'mobility',
      headers: other.headers,
      payload: { userIds: [midwife.id], channelType: 'OneToOne' },
    })
    expect(fromMobility.statusCode).toBe(400)
    expect(fromMobility.json().fieldErrors).toEqual([
      { field: 'body.userIds', message: 'Utilisateur introuvable' },
    ])
  })

  it('finds conversation partners and colleagues by name, and nobody else by name', async () => {
    const all = await search(midwife)
    expect(ids(all)).toContain(patient.id)
    expect(ids(all)).not.toContain(midwife.id)
    // Accents and case do not matter; nothing but the name, the type and the identity flag comes back.
    const [found, ...rest] = await search(midwife, 'lefevre')
    expect(rest).toEqual([])
    expect(found).toEqual({
      id: patient.id,
      userType: 'patient',
      name: 'Camille Lefèvre',
      activated: expect.any(Boolean),
    })
    // Both ways.
    expect(ids(await search(patient, 'garnier'))).toEqual([midwife.id])
    // A conversation partner she shares nothing else with, both ways too.
    const partner = await unrelated('patient', 'Partenaire')
    expect(await search(midwife, 'Partenaire')).toEqual([])
    await converse(midwife, partner)
    expect(ids(await search(midwife, 'Partenaire'))).toEqual([partner.id])
    expect(ids(await searchAs(partner.headers))).toEqual([midwife.id])

    // Colleagues: the demo midwife and doctor both belong to the demo structure.
    const structure = await demoUser(t, ORGANIZATION)
    expect(ids(await search(midwife, 'moreau'))).toEqual([doctor.id])
    expect(await search(midwife, 'lilas')).toEqual([
      {
        id: structure.id,
        userType: 'organization',
        name: 'Maternité des Lilas',
        activated: expect.any(Boolean),
      },
    ])
    // The patient shares nothing with the structure until she belongs to it.
    expect(await search(patient, 'lilas')).toEqual([])

    // Patients are not found by name without a relationship, nor do patients find professionals so.
    const otherDoctor = await unrelated('doctor', 'Nomdocteur')
    const otherPatient = await unrelated('patient', 'Nompatiente')
    expect(await search(midwife, 'Nompatiente')).toEqual([])
    expect(await search(patient, 'Nomdocteur')).toEqual([])
    expect(await searchAs(otherPatient.headers, 'Lefèvre')).toEqual([])
    expect(await searchAs(otherPatient.headers, 'Garnier')).toEqual([])
    // Without a query, only one's relationships: a doctor related to nobody gets nobody.
    expect(await searchAs(otherDoctor.headers)).toEqual([])
  })

  it('finds a colleague of a shared organization, patient or professional, by name and exactly', async () => {
    const structure = await demoUser(t, ORGANIZATION)
    const member = await unrelated('patient', 'Membrestructure')
    const db = t.api.db as unknown as Kysely<DB>
    const { organization_id } = await db
      .selectFrom('organization_members')
      .select('organization_id')
      .where('user_id', '=', structure.id)
      .executeTakeFirstOrThrow()
    expect(await searchAs(member.headers, DOCTOR)).toEqual([])
    expect(await search(doctor, member.email)).toEqual([])
    await db
      .insertInto('organization_members')
      .values({ organization_id, user_id: member.id, role: 'member', created_at: new Date() })
      .execute()
    expect(ids(await searchAs(member.headers, 'lilas'))).toEqual([structure.id])
    expect(ids(await searchAs(member.headers, DOCTOR))).toEqual([doctor.id])
    expect(ids(await search(doctor, 'Membrestructure'))).toEqual([member.id])
    expect(ids(await search(doctor, member.phone))).toEqual([member.id])
  })

  it('lets a professional find any professional by exact email or phone, never a patient', async () => {
    const stranger = await unrelated('doctor', 'Contactée')
    // Normalised as at sign-in: case and spaces of an email, the national form of a phone.
    const byEmail = await search(midwife, ` ${stranger.email.toUpperCase()} `)
    expect(byEmail).toEqual([{ id: stranger.id, userType: 'doctor', name: stranger.name, activated: false }])
    const national = `0${stranger.phone.slice(3)}`.replace(/(\d{2})(?=\d)/g, '$1 ')
    expect(national).toMatch(/^01 99 00 \d\d \d\d$/)
    expect(await search(midwife, national)).toEqual(byEmail)
    // An organization account is a professional too.
    expect(ids(await search(await demoUser(t, ORGANIZATION), stranger.email))).toEqual([stranger.id])
    // Exactly only: part of an identifier finds nobody.
    expect(await search(midwife, stranger.email.replace('.fr', ''))).toEqual([])
    expect(await search(midwife, stranger.phone.slice(0, -1))).toEqual([])

    // A patient with no relationship: not by email, not by phone — the answer of an unknown identifier.
    const patientAccount = await unrelated('patient', 'Sansconversation')
    expect(await search(doctor, patientAccount.email)).toEqual([])
    expect(await search(midwife, patientAccount.phone)).toEqual([])
    expect(await search(midwife, 'personne.inconnue@example.fr')).toEqual([])
    // Once they share a conversation, the professional finds her by name and exactly.
    await converse(midwife, patientAccount)
    expect(ids(await search(midwife, patientAccount.email))).toEqual([patientAccount.id])
    expect(ids(await search(midwife, 'Sansconversation'))).toEqual([patientAccount.id])
    expect(await search(doctor, patientAccount.email)).toEqual([])

    // Another application's account never; an inactive one (waiting for review) never.
    const other = await demoUser(t, MOBILITY_DOCTOR, 'mobility')
    expect(await search(midwife, other.email)).toEqual([])
    expect(await search(other, stranger.email)).toEqual([])
    const db = t.api.db as unknown as Kysely<DB>
    await db.updateTable('users').set({ active: false }).where('id', '=', stranger.id).execute()
    expect(await search(midwife, stranger.email)).toEqual([])
  })

  it('does not let a patient find anyone by exact email or phone outside a relationship', async () => {
    const professional = await unrelated('doctor', 'Medecininconnu')
    const otherPatient = await unrelated('patient', 'Autrepatiente')
    const lonely = await unrelated('patient', 'Seule')
    for (const query of [
      professional.email,
      professional.phone,
      otherPatient.email,
      otherPatient.phone,
      DOCTOR,
      '+33199000102',
      'personne.inconnue@example.fr',
    ]) {
      expect(await searchAs(lonely.headers, query), query).toEqual([])
    }
    // Her own conversation partner, once there is one, she finds by name and exactly.
    await converse(professional, lonely)
    expect(ids(await searchAs(lonely.headers, professional.email))).toEqual([professional.id])
    expect(ids(await searchAs(lonely.headers, 'Medecininconnu'))).toEqual([professional.id])
  })

  it('answers 429 past the searches an account may make in the window, then again afterwards', async () => {
    const busy = await unrelated('doctor', 'Pressée')
    const calm = await unrelated('doctor', 'Calme')
    for (let i = 0; i < CONTACT_SEARCHES_PER_WINDOW; i++) {
      t.clock.advance(1000)
      await searchAs(busy.headers, `recherche ${i}`)
    }
    const refused = await t.inject({ method: 'GET', url: '/user/contacts?query=a', headers: busy.headers })
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    // Exact identifiers are counted alike, and another account is not affected.
    const exact = await t.inject({
      method: 'GET',
      url: `/user/contacts?query=${encodeURIComponent(calm.email)}`,
      headers: busy.headers,
    })
    expect(exact.statusCode).toBe(429)
    expect(ids(await searchAs(calm.headers, busy.email))).toEqual([busy.id])
    // The window slides: once the oldest searches are past it, searching works again.
    t.clock.advance(15 * MINUTE)
    expect(ids(await searchAs(busy.headers, calm.email))).toEqual([calm.id])
  })

  it('lets a professional find any professional by the start of a given or family name', async () => {
    const colleague = await unrelated('doctor', 'Delacroix-Brûlé', 'Éloïse')
    const seeker = await unrelated('midwife', 'Chercheuse')
    const byName = (query: string) => searchAs(seeker.headers, query)
    // Given name, family name, each part of a compound name; case and accents ignored.
    for (const query of [
      'Éloïse',
      'eloise',
      'ELOI',
      'delacroix',
      'brule',
      'Brû',
      'delacroix eloïse',
      'élo dela',
    ]) {
      expect(ids(await byName(query)), query).toEqual([colleague.id])
    }
    expect(await byName('eloïse')).toEqual([
      { id: colleague.id, userType: 'doctor', name: 'Éloïse Delacroix-Brûlé', activated: false },
    ])
    // A word inside a name is not the start of one; every word of the query must match.
    for (const query of ['loise', 'croix', 'eloise martin', 'delacroixx']) {
      expect(await byName(query), query).toEqual([])
    }
    // The demo colleagues of the structure are professionals too; a single letter lists nobody unrelated.
    expect(ids(await byName('garnier'))).toEqual([midwife.id])
    expect(ids(await searchAs(colleague.headers, 'moreau'))).toEqual([doctor.id])
    expect(await byName('é')).toEqual([])
    // Patients are not professionals: the demo patient stays out of reach, by name as before.
    expect(await byName('lefèvre')).toEqual([])
    expect(await byName('Camille')).toEqual([])
  })

  it('caps the answer at 20 people, sorted by name, and refuses a larger limit', async () => {
    const created: Awaited<ReturnType<typeof unrelated>>[] = []
    for (let i = 0; i < 25; i++) {
      created.push(await unrelated('doctor', `Nombreux${'abcdefghijklmnopqrstuvwxyz'[i]}`, 'Zoé'))
    }
    const found = await searchAs(created[0]!.headers, 'nombreux')
    expect(found).toHaveLength(20)
    const expected = created
      .slice(1)
      .map((c) => c.name)
      .sort((a, b) => a.localeCompare(b, 'fr'))
    expect(found.map((c) => c.name)).toEqual(expected.slice(0, 20))
    const five = await t.inject({
      method: 'GET',
      url: '/user/contacts?query=nombreux&limit=5',
      headers: created[0]!.headers,
    })
    expect(five.json()).toHaveLength(5)
    const tooMany = await t.inject({
      method: 'GET',
      url: '/user/contacts?query=nombreux&limit=21',
      headers: created[0]!.headers,
    })
    expect(tooMany.statusCode).toBe(400)
  })

  it('lets a patient find by name only the professionals of her structures, never its other patients', async () => {
    const followed = await unrelated('patient', 'Suiviestructure', 'Aurore')
    const neighbour = await unrelated('patient', 'Voisinestructure', 'Aurore')
    const practitioner = await unrelated('doctor', 'Praticienne', 'Aurore')
    const elsewhere = await unrelated('doctor', 'Ailleurs', 'Aurore')
    await shareStructure(t.api.db, 'perinatal', [followed.id, neighbour.id, practitioner.id])
    expect(ids(await searchAs(followed.headers, 'aurore'))).toEqual([practitioner.id])
    expect(ids(await searchAs(followed.headers))).toEqual([practitioner.id])
    expect(await searchAs(followed.headers, 'Voisinestructure')).toEqual([])
    expect(await searchAs(followed.headers, neighbour.email)).toEqual([])
    expect(await searchAs(followed.headers, 'Ailleurs')).toEqual([])
    expect(await searchAs(followed.headers, elsewhere.email)).toEqual([])
    // The practitioner finds both patients of the structure; the unrelated doctor neither of them.
    expect(ids(await searchAs(practitioner.headers, 'aurore')).sort()).toEqual(
      [elsewhere.id, followed.id, neighbour.id].sort(),
    )
    expect(ids(await searchAs(elsewhere.headers, 'aurore'))).toEqual([practitioner.id])
  })

  it('relates a patient and the practitioners of her medical-file group, and nobody else through it', async () => {
    const db = t.api.db as unknown as Kysely<DB>
    const owner = await unrelated('patient', 'Dossiermedical', 'Bérénice')
    const practitioner = await unrelated('doctor', 'Soignantdossier', 'Bérénice')
    const otherPatient = await unrelated('patient', 'Autredossier', 'Bérénice')
    const outsider = await unrelated('doctor', 'Horsdossier', 'Bérénice')
    const group = async (name: string, createdBy: string, members: string[]) => {
      const id = `grp-${name}`
      const now = new Date()
      await db
        .insertInto('key_groups')
        .values({
          id,
          application: 'perinatal',
          name,
          key_version: 1,
          created_by: createdBy,
          created_at: now,
          updated_at: now,
        })
        .execute()
      await db
        .insertInto('key_group_members')
        .values(members.map((user_id) => ({ group_id: id, user_id, added_at: now })))
        .execute()
    }
    expect(await searchAs(owner.headers, 'Soignantdossier')).toEqual([])
    await expectUnreachable(owner, practitioner.id)
    // Her record's group, with the practitioner she gave it to (and, as a member can add anyone, another patient).
    await group(`medical-file:${owner.id}`, owner.id, [owner.id, practitioner.id, otherPatient.id])
    expect(ids(await searchAs(owner.headers, 'berenice'))).toEqual([practitioner.id])
    expect(ids(await searchAs(practitioner.headers, 'Dossiermedical'))).toEqual([owner.id])
    expect(ids(await searchAs(practitioner.headers, owner.email))).toEqual([owner.id])
    // A patient in another patient's group is not related to her, either way.
    expect(await searchAs(otherPatient.headers, 'Dossiermedical')).toEqual([])
    await expectUnreachable(otherPatient, owner.id)
    await expectUnreachable(owner, otherPatient.id)
    // A group of that name someone else created stands for nothing (the key directory refuses it anyway).
    await group(`medical-file:${otherPatient.id}`, outsider.id, [outsider.id])
    expect(await searchAs(outsider.headers, 'Autredossier')).toEqual([])
    // The care relationship opens the conversation, both ways.
    const opened = await open(practitioner, [owner.id])
    expect(opened.statusCode, opened.payload).toBe(201)
    expect((await open(owner, [practitioner.id])).json().id).toBe(opened.json().id)
  })

  it("tells a user's conversation list live of a new conversation and of messages, ids only", async () => {
    const starter = await unrelated('doctor', 'Initiatrice', 'Line')
    const recipient = await unrelated('doctor', 'Destinataire', 'Line')
    const bystander = await unrelated('doctor', 'Spectatrice', 'Line')
    const watching = async (user: typeof starter) => {
      const socket = await listClient(port, await socketToken(t.api, user.headers, 'perinatal'))
      await socket.watch(user.id)
      return socket
    }
    const recipientList = await watching(recipient)
    const starterList = await watching(starter)
    const bystanderList = await watching(bystander)
    const lists = [recipientList, starterList, bystanderList]
    try {
      const opened = await open(starter, [recipient.id])
      expect(opened.statusCode).toBe(201)
      const channelId = opened.json().id as string
      expect(await recipientList.waitFor(1)).toEqual([{ type: 'channels/changed', channelId }])
      // Asking again for the same pair opens nothing new.
      expect((await open(recipient, [starter.id])).statusCode).toBe(200)
      const sent = await send(starter, channelId, testEnvelope('pour la liste'))
      expect(sent.statusCode).toBe(201)
      const events = await recipientList.waitFor(2)
      expect(events[1]).toEqual({ type: 'channels/changed', channelId })
      // Nothing of the message travels on the list, not even its envelope.
      expect(JSON.stringify(events)).not.toContain(sent.json().text.ciphertext)
      expect(JSON.stringify(events)).not.toContain(sent.json().id)
      await new Promise((resolve) => setTimeout(resolve, 100))
      // The author's list and a stranger's hear nothing; the recipient's heard each change once.
      expect(starterList.received).toEqual([])
      expect(bystanderList.received).toEqual([])
      expect(recipientList.received).toHaveLength(2)
    } finally {
      await Promise.all(lists.map((socket) => socket.close()))
    }
  })

  it("lets nobody watch someone else's conversation list", async () => {
    const owner = await unrelated('patient', 'Proprietaireliste')
    const curious = await unrelated('doctor', 'Curieux')
    const socket = await listClient(port, await socketToken(t.api, curious.headers, 'perinatal'))
    try {
      await expect(socket.watch(owner.id)).rejects.toThrow()
      await expect(socket.watch('not-a-user')).rejects.toThrow()
      await socket.watch(curious.id)
    } finally {
      await socket.close()
    }
  })

  it('refuses a query longer than 256 characters', async () => {
    const tooLong = await t.inject({
      method: 'GET',
      url: `/user/contacts?query=${'a'.repeat(257)}`,
      headers: midwife.headers,
    })
    expect(tooLong.statusCode).toBe(400)
  })
})
