// Conversations over HTTP and the realtime socket: one channel per pair, participants only, the
// encryption session set once, messages stored as opaque envelopes and paged, delivered live to the
// other participant and still there for one who was offline.
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { insertUser } from '../../testing/accounts.ts'
import { testDatabases } from '../../testing/databases.ts'
import { startTestApi, type TestApi } from '../../testing/harness.ts'
import {
  DOCTOR,
  MIDWIFE,
  MOBILITY_DOCTOR,
  ORGANIZATION,
  PATIENT,
  demoUser,
  type TestUser,
} from '../key-directory/testing.ts'
import type { ChannelsDB } from './tables.ts'
import { chatClient, socketToken } from './testing.ts'

const ENVELOPE = 'v1.ZW5jcnlwdGVkLWVudmVsb3Bl.opaque'
const SESSION_ID = 'c2Vzc2lvbi1pZC0wMDAwMDAx'

describe.each(testDatabases())('channels on $name', (database) => {
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
  })
  afterAll(async () => {
    await t?.close()
  })

  const open = (user: TestUser, userIds: string[]) =>
    t.inject({
      method: 'POST',
      url: '/user/channels',
      headers: user.headers,
      payload: { userIds, channelType: 'OneToOne' },
    })
  const send = (user: TestUser, channelId: string, text: string, mentions?: string[]) =>
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
    const db = t.api.db as unknown as Kysely<ChannelsDB>
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
    const empty = await send(midwife, channel.id, '')
    expect(empty.statusCode).toBe(400)
    expect((await send(midwife, channel.id, '   ')).statusCode).toBe(400)
    expect((await send(midwife, channel.id, 'x'.repeat(48_001))).statusCode).toBe(400)
    const mention = await send(midwife, channel.id, ENVELOPE, [doctor.id])
    expect(mention.statusCode).toBe(400)
    expect(mention.json().fieldErrors[0].field).toBe('body.mentions')
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
      const res = await send(patient, withMidwife.id, `${ENVELOPE}.${i}`)
      expect(res.statusCode).toBe(201)
      expect(res.json()).toMatchObject({
        channelId: withMidwife.id,
        author: patient.id,
        text: `${ENVELOPE}.${i}`,
      })
      sent.push(res.json().id)
    }
    const page = await t.inject({
      method: 'GET',
      url: `/channels/${withMidwife.id}?limit=2`,
      headers: midwife.headers,
    })
    expect(page.json().messages.map((m: { text: string }) => m.text)).toEqual([
      `${ENVELOPE}.3`,
      `${ENVELOPE}.4`,
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
    await send(doctor, withDoctor.id, `${ENVELOPE}.doctor`)
    const list = await t.inject({ method: 'GET', url: '/user/channels?limit=2', headers: patient.headers })
    expect(list.json().map((c: { id: string }) => c.id)).toEqual([withDoctor.id, withMidwife.id])
    expect(list.json()[0].lastMessage).toMatchObject({ text: `${ENVELOPE}.doctor`, author: doctor.id })
  })

  it('delivers chat/message live to the other participant only, and stores it for an offline one', async () => {
    const channel = (await open(midwife, [patient.id])).json()
    const patientSocket = await chatClient(port, await socketToken(t.api, patient.headers, 'perinatal'))
    const midwifeSocket = await chatClient(port, await socketToken(t.api, midwife.headers, 'perinatal'))
    try {
      await patientSocket.join(channel.id)
      await midwifeSocket.join(channel.id)
      const res = await send(midwife, channel.id, `${ENVELOPE}.live`)
      const [event] = await patientSocket.waitFor(1)
      expect(event).toEqual({ type: 'chat/message', message: res.json() })
      // The author's socket does not get its own message back.
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(midwifeSocket.received).toEqual([])

      // chat/leave: nothing more arrives; the message waits in the channel.
      await patientSocket.leave(channel.id)
      t.clock.advance(1000)
      const offline = await send(midwife, channel.id, `${ENVELOPE}.offline`)
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

  it('finds contacts: conversation partners and colleagues by name, anyone by exact email or phone', async () => {
    const search = async (user: TestUser, query?: string) => {
      const url = query === undefined ? '/user/contacts' : `/user/contacts?query=${encodeURIComponent(query)}`
      const res = await t.inject({ method: 'GET', url, headers: user.headers, app: user.app })
      expect(res.statusCode).toBe(200)
      return res.json() as { id: string; name: string; userType: string; activated: boolean }[]
    }
    await open(midwife, [patient.id])
    const all = await search(midwife)
    expect(all.map((c) => c.id)).toContain(patient.id)
    expect(all.map((c) => c.id)).not.toContain(midwife.id)
    // Accents and case do not matter; nothing but the name, the type and the identity flag comes back.
    const [found, ...rest] = await search(midwife, 'lefevre')
    expect(rest).toEqual([])
    expect(found).toEqual({
      id: patient.id,
      userType: 'patient',
      name: 'Camille Lefèvre',
      activated: expect.any(Boolean),
    })

    // Colleagues: the demo midwife and doctor both belong to the demo structure.
    const structure = await demoUser(t, ORGANIZATION)
    expect((await search(midwife, 'moreau')).map((c) => c.id)).toEqual([doctor.id])
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
    const db = t.api.db as unknown as Kysely<ChannelsDB>
    const { organization_id } = await db
      .selectFrom('organization_members')
      .select('organization_id')
      .where('user_id', '=', structure.id)
      .executeTakeFirstOrThrow()
    await db
      .insertInto('organization_members')
      .values({ organization_id, user_id: patient.id, role: 'member', created_at: new Date() })
      .execute()
    expect((await search(patient, 'lilas')).map((c) => c.id)).toEqual([structure.id])

    // Someone unrelated: not by name, but by their exact email or phone (another application's never).
    const stranger = await insertUser(t.api.db, {
      application: 'perinatal',
      userType: 'doctor',
      email: 'inconnue.contacts@example.fr',
      phone: '+33199000177',
      profile: { givenName: 'Inès', familyName: 'Contactée' },
    })
    expect(await search(midwife, 'Contactée')).toEqual([])
    expect(await search(midwife, 'inconnue.contacts@example')).toEqual([])
    const byEmail = await search(midwife, ' Inconnue.Contacts@example.fr ')
    expect(byEmail).toEqual([{ id: stranger, userType: 'doctor', name: 'Inès Contactée', activated: false }])
    expect(await search(midwife, '01 99 00 01 77')).toEqual(byEmail)
    expect(await search(midwife, '01 99 00 01 7')).toEqual([])
    const other = await demoUser(t, MOBILITY_DOCTOR, 'mobility')
    expect(await search(midwife, other.email)).toEqual([])
    expect(await search(other, 'inconnue.contacts@example.fr')).toEqual([])
    // Inactive accounts (waiting for review) are never offered.
    await db.updateTable('users').set({ active: false }).where('id', '=', stranger).execute()
    expect(await search(midwife, 'inconnue.contacts@example.fr')).toEqual([])

    const tooLong = await t.inject({
      method: 'GET',
      url: `/user/contacts?query=${'a'.repeat(257)}`,
      headers: midwife.headers,
    })
    expect(tooLong.statusCode).toBe(400)
  })
})
