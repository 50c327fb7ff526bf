// The video room's signalling over HTTP and the socket: only the appointment's people join its
// subscription and speak in it, a signal for everyone reaches everyone but its sender, a signal for one
// person reaches that person only, and a cancelled appointment's room is closed.
import Nes from '@hapi/nes'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertAppointment, openSchedule } from '../../testing/agendas.ts'
import { testDatabases } from '../../testing/databases.ts'
import { DOCTOR, MIDWIFE, PATIENT, demoUser, type TestUser } from '../../testing/demo-users.ts'
import { startTestApi, type TestApi } from '../../testing/harness.ts'
import type { DB } from '../database.ts'
import { eventually } from '../messaging/redis-testing.ts'
import { socketToken } from '../messaging/testing.ts'

interface Heard {
  type: string
  from: string
  signal: { type: string; to?: string }
}

describe.each(testDatabases(import.meta.url))('video rooms on $name', (database) => {
  let t: TestApi
  let db: Kysely<DB>
  let port: number
  let doctor: TestUser
  let midwife: TestUser
  let patient: TestUser
  let appointmentId: string
  const sockets: Nes.Client[] = []

  beforeAll(async () => {
    t = await startTestApi(database, { port: 0 })
    await t.api.start()
    port = t.api.server.info.port as number
    db = t.api.db as unknown as Kysely<DB>
    doctor = await demoUser(t, DOCTOR)
    midwife = await demoUser(t, MIDWIFE)
    patient = await demoUser(t, PATIENT)
    // An appointment's practitioners are those with a schedule.
    await openSchedule(db, 'perinatal', doctor.id, {
      weekdays: [1, 2, 3, 4, 5],
      hours: [{ start: 480, end: 1080 }],
    })
    appointmentId = await insertAppointment(db, {
      app: 'perinatal',
      patientId: patient.id,
      practitioners: [{ id: doctor.id, role: 'doctor' }],
      start: new Date(t.clock.now().getTime() + 3_600_000),
    })
  })
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.disconnect()))
    await t?.close()
  })

  /** `user`'s socket in the room, recording what it hears. */
  async function joined(user: TestUser, id = appointmentId) {
    const client = new Nes.Client(`ws://127.0.0.1:${port}`)
    sockets.push(client)
    await client.connect({ auth: await socketToken(t.api, user.headers, 'perinatal'), reconnect: false })
    const heard: Heard[] = []
    await client.subscribe(`/appointments/${id}/room`, (event) => void heard.push(event as Heard))
    return { heard }
  }
  const say = (user: TestUser, payload: object, id = appointmentId) =>
    t.inject({ method: 'POST', url: `/appointment/${id}/room/signal`, headers: user.headers, payload })
  const offer = (to: string) => ({ type: 'description', to, description: { kind: 'offer', sdp: 'v=0\r\n' } })

  it("relays hello to the room's others, and a description to the one person it names", async () => {
    const doctorSocket = await joined(doctor)
    const patientSocket = await joined(patient)

    expect((await say(patient, { type: 'hello' })).statusCode).toBe(204)
    await eventually('the doctor heard hello', async () => doctorSocket.heard.length === 1)
    expect(doctorSocket.heard[0]).toEqual({
      type: 'room/signal',
      from: patient.id,
      signal: { type: 'hello' },
    })

    const answer = await say(doctor, offer(patient.id))
    expect(answer.statusCode, answer.payload).toBe(204)
    await eventually('the patient heard the offer', async () => patientSocket.heard.length === 1)
    expect(patientSocket.heard[0]).toMatchObject({ from: doctor.id, signal: offer(patient.id) })
    // Neither hears their own signal back.
    expect(doctorSocket.heard).toHaveLength(1)

    // Hello to one person: the one whose id is smaller is asked to offer.
    expect((await say(doctor, { type: 'hello', to: patient.id })).statusCode).toBe(204)
    await eventually('the patient heard hello', async () => patientSocket.heard.length === 2)
    expect(patientSocket.heard[1]).toEqual({
      type: 'room/signal',
      from: doctor.id,
      signal: { type: 'hello', to: patient.id },
    })
  })

  it('lets nobody else join or speak in the room, and refuses a signal for someone outside it', async () => {
    await expect(joined(midwife)).rejects.toMatchObject({ statusCode: 404 })
    expect((await say(midwife, { type: 'hello' })).statusCode).toBe(404)
    const outsider = await say(doctor, offer(midwife.id))
    expect(outsider.statusCode).toBe(400)
    expect(outsider.json().fieldErrors).toEqual([
      { field: 'body.to', message: "Cette personne n'est pas dans la consultation" },
    ])
    expect(
      (await say(doctor, { type: 'description', description: { kind: 'offer', sdp: 'x' } })).statusCode,
    ).toBe(400)
    expect((await say(doctor, { type: 'bye', to: patient.id })).statusCode).toBe(400)
    expect((await say(doctor, { type: 'candidate', to: patient.id })).statusCode).toBe(400)
    const tooLong = {
      type: 'description',
      to: patient.id,
      description: { kind: 'offer', sdp: 'x'.repeat(20_001) },
    }
    expect((await say(doctor, tooLong)).statusCode).toBe(400)
  })

  it("closes a cancelled appointment's room", async () => {
    const cancelled = await insertAppointment(db, {
      app: 'perinatal',
      patientId: patient.id,
      practitioners: [{ id: doctor.id, role: 'doctor' }],
      start: new Date(t.clock.now().getTime() + 7_200_000),
    })
    await db
      .updateTable('appointments')
      .set({ status: 'CANCELLED', cancelled_at: t.clock.now() })
      .where('id', '=', cancelled)
      .execute()
    const closed = await say(doctor, { type: 'hello' }, cancelled)
    expect(closed.statusCode).toBe(409)
    expect(closed.json().message).toBe('Cette consultation est terminée ou annulée')
    await expect(joined(doctor, cancelled)).rejects.toMatchObject({ statusCode: 404 })
  })
})
