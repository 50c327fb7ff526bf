// How the room's people reach each other: peer to peer with no server by default; with the deployment's
// STUN and TURN servers, TURN's credentials minted per person as coturn's `use-auth-secret` checks them;
// through LiveKit where it is configured, a token for this appointment's room naming the caller. Only
// the appointment's people, while it is booked.
import { createHmac, randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { TokenVerifier } from 'livekit-server-sdk'
import { afterEach, describe, expect, it } from 'vitest'
import { insertAppointment, openSchedule } from '../../testing/agendas.ts'
import { testDatabases } from '../../testing/databases.ts'
import { DOCTOR, MIDWIFE, PATIENT, demoUser } from '../../testing/demo-users.ts'
import { startTestApi, type TestApi } from '../../testing/harness.ts'
import type { VideoConfig } from '../../core/config.ts'
import type { DB } from '../database.ts'

const [database] = testDatabases(import.meta.url)

describe(`the room's connection on ${database!.name}`, () => {
  let t: TestApi | undefined
  afterEach(async () => {
    await t?.close()
    t = undefined
  })

  async function room(video: VideoConfig, status: 'BOOKED' | 'CANCELLED' = 'BOOKED') {
    t = await startTestApi(database!, { video })
    const db = t.api.db as unknown as Kysely<DB>
    const doctor = await demoUser(t, DOCTOR)
    const patient = await demoUser(t, PATIENT)
    const midwife = await demoUser(t, MIDWIFE)
    await openSchedule(db, 'perinatal', doctor.id, {
      weekdays: [1, 2, 3, 4, 5],
      hours: [{ start: 480, end: 1080 }],
    })
    const appointmentId = await insertAppointment(db, {
      app: 'perinatal',
      patientId: patient.id,
      practitioners: [{ id: doctor.id, role: 'doctor' }],
      start: new Date(t.clock.now().getTime() + 3_600_000),
    })
    if (status === 'CANCELLED') {
      await db
        .updateTable('appointments')
        .set({ status: 'CANCELLED', cancelled_at: t.clock.now() })
        .where('id', '=', appointmentId)
        .execute()
    }
    const connect = (user: typeof doctor, id = appointmentId) =>
      t!.inject({ method: 'POST', url: `/appointment/${id}/room/connection`, headers: user.headers })
    return { doctor, patient, midwife, appointmentId, connect }
  }

  it('is peer to peer with no server by default, for the appointment’s people only', async () => {
    const { doctor, patient, midwife, connect } = await room({ livekit: null, stunUrls: [], turn: null })
    for (const user of [doctor, patient]) {
      const answer = await connect(user)
      expect(answer.statusCode, answer.payload).toBe(200)
      expect(answer.json()).toEqual({ provider: 'peer-to-peer', iceServers: [] })
    }
    expect((await connect(midwife)).statusCode).toBe(404)
    expect((await connect(doctor, randomUUID())).statusCode).toBe(404)
  })

  it('names STUN, and mints TURN credentials that the shared secret proves', async () => {
    const secret = 'turn-secret-for-the-test'
    const { patient, connect } = await room({
      livekit: null,
      stunUrls: ['stun:stun.example.test:3478'],
      turn: { urls: ['turn:turn.example.test:3478?transport=udp', 'turns:turn.example.test:5349'], secret },
    })
    const answer = (await connect(patient)).json() as {
      iceServers: { urls: string[]; username?: string; credential?: string }[]
    }
    const [stun, turn] = answer.iceServers
    expect(stun).toEqual({ urls: ['stun:stun.example.test:3478'] })
    expect(turn!.urls).toHaveLength(2)
    const [expiry, user] = turn!.username!.split(':')
    expect(user).toBe(patient.id)
    const left = Number(expiry) - Math.floor(t!.clock.now().getTime() / 1000)
    expect(left).toBe(12 * 3600)
    expect(turn!.credential).toBe(createHmac('sha1', secret).update(turn!.username!).digest('base64'))
  })

  it("hands a LiveKit token for the appointment's room, naming the caller", async () => {
    const livekit = {
      url: 'wss://livekit.example.test',
      apiKey: 'APIkey',
      apiSecret: 'a-secret-of-forty-characters-at-least-xx',
    }
    const { doctor, appointmentId, connect } = await room({ livekit, stunUrls: [], turn: null })
    const answer = (await connect(doctor)).json() as { provider: string; url: string; token: string }
    expect(answer.provider).toBe('livekit')
    expect(answer.url).toBe(livekit.url)
    const claims = await new TokenVerifier(livekit.apiKey, livekit.apiSecret).verify(answer.token)
    expect(claims.sub).toBe(doctor.id)
    expect(claims.video).toMatchObject({
      roomJoin: true,
      room: `appointment-${appointmentId}`,
      canPublish: true,
      canSubscribe: true,
      canPublishData: true,
    })
  })

  it('is closed once the appointment is', async () => {
    const { patient, connect } = await room({ livekit: null, stunUrls: [], turn: null }, 'CANCELLED')
    expect((await connect(patient)).statusCode).toBe(409)
  })
})
