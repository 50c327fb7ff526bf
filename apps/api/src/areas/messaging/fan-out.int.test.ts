// Two API instances on one database and one Redis: a message posted to the first reaches a client
// connected to the second, through the Redis fan-out (REDIS_URL), and never twice on any socket, as does
// the news of a conversation opened there to the recipient's conversation list, as does a video room's
// signal to the room's socket; a
// session ended or an account changed on one is known at once to the other, which keeps callers in memory.
// The first suite uses the Redis at REDIS_TEST_URL (default redis://127.0.0.1:6379, which the
// development and CI machines run) and is skipped, saying so, when none answers. The second starts a
// Redis of its own on a free port, kills it mid-run and starts it again; it needs the redis-server
// binary and is skipped, saying so, without it.
import type { ChildProcess } from 'node:child_process'
import Nes from '@hapi/nes'
import { Redis } from 'ioredis'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../core/config.ts'
import { createServer, type ApiServer } from '../../server.ts'
import { insertAppointment, openSchedule } from '../../testing/agendas.ts'
import { testDatabases, type TestDatabase } from '../../testing/databases.ts'
import { DOCTOR, MIDWIFE, PATIENT } from '../../testing/demo-users.ts'
import {
  eventually,
  freePort,
  hasRedisServer,
  health,
  idsOf,
  killRedisServer,
  redisAnswers,
  sampleEnvelope,
  settle,
  signIn,
  startRedisServer,
} from './redis-testing.ts'
import { shareStructure } from '../../testing/structures.ts'
import type { DB } from '../database.ts'
import { chatClient, listClient, socketToken } from './testing.ts'

const REDIS_URL = process.env.REDIS_TEST_URL || 'redis://127.0.0.1:6379'

const redisUp = await redisAnswers(REDIS_URL)
if (!redisUp)
  console.warn(`Redis does not answer at ${REDIS_URL}: the multi-instance fan-out test is skipped`)

/** Two API servers on one fresh database and `redisUrl`, started, with their logs. */
async function twoInstances(database: TestDatabase, redisUrl: string) {
  const created = await database.create()
  const logs: string[] = []
  const config = () =>
    loadConfig(
      { ENV_MODE: 'LOCAL', CODE_PEPPER: 'test-pepper' },
      {
        database: created.config,
        port: 0,
        redisUrl,
        // Info: the recovery is logged at that level (the outage as a warning).
        logLevel: 'info',
        logStream: { write: (line: string) => void logs.push(line) },
        validateResponses: true,
      },
    )
  const first = await createServer(config())
  const second = await createServer(config())
  await first.start()
  await second.start()
  return {
    first,
    second,
    logs,
    async close() {
      // On PGlite both servers share one instance, which the first stop closes.
      const closedTwice = (error: unknown) => {
        if (!String(error).includes('PGlite is closed')) throw error
      }
      await second.stop(0).catch(closedTwice)
      await first.stop(0).catch(closedTwice)
      await created.cleanup()
    },
  }
}

/** The doctor (on `doctorOn`) and the patient's conversation, the patient followed at his structure. */
async function conversation(doctorOn: ApiServer, patientOn: ApiServer) {
  const doctor = await signIn(doctorOn, DOCTOR)
  const patient = await signIn(patientOn, PATIENT)
  await shareStructure(doctorOn.db, 'perinatal', [doctor.id, patient.id])
  const opened = await doctorOn.server.inject({
    method: 'POST',
    url: '/user/channels',
    headers: doctor.headers,
    payload: { userIds: [patient.id], channelType: 'OneToOne' },
  })
  // 200 when an earlier test of the same instances opened it already.
  if (opened.statusCode !== 201 && opened.statusCode !== 200) {
    throw new Error(`opening the conversation answered ${opened.statusCode}: ${opened.payload}`)
  }
  const channelId = (JSON.parse(opened.payload) as { id: string }).id
  return { doctor, patient, channelId }
}

describe.skipIf(!redisUp).each(testDatabases(import.meta.url))(
  'Redis fan-out between two API instances on $name (needs a Redis at REDIS_TEST_URL)',
  (database) => {
    let instances: Awaited<ReturnType<typeof twoInstances>>

    beforeAll(async () => {
      instances = await twoInstances(database, REDIS_URL)
    })
    afterAll(async () => {
      await instances?.close()
    })

    it('delivers a message posted to one instance to a client of the other', async () => {
      const { first, second } = instances
      const { doctor, patient, channelId } = await conversation(first, second)

      // The patient's socket is on the second instance, its token obtained there.
      const socket = await chatClient(
        second.server.info.port as number,
        await socketToken(second, patient.headers, 'perinatal'),
      )
      try {
        await socket.join(channelId)
        const posted = await first.server.inject({
          method: 'POST',
          url: `/channels/${channelId}/message`,
          headers: doctor.headers,
          payload: { text: sampleEnvelope(1) },
        })
        expect(posted.statusCode).toBe(201)
        const [event] = await socket.waitFor(1)
        expect(event).toEqual({ type: 'chat/message', message: JSON.parse(posted.payload) })
        expect((await health(first)).body).toMatchObject({ status: 'ok', realtime: { fanOut: 'ok' } })
      } finally {
        await socket.close()
      }
    })

    it("relays a video room's signal said on one instance to the room's socket on the other", async () => {
      const { first, second } = instances
      const doctor = await signIn(first, DOCTOR)
      const patient = await signIn(second, PATIENT)
      const db = first.db as unknown as Kysely<DB>
      await openSchedule(db, 'perinatal', doctor.id, {
        weekdays: [1, 2, 3, 4, 5],
        hours: [{ start: 480, end: 1080 }],
      })
      const appointmentId = await insertAppointment(db, {
        app: 'perinatal',
        patientId: patient.id,
        practitioners: [{ id: doctor.id, role: 'doctor' }],
        start: new Date(Date.now() + 3_600_000),
      })
      const client = new Nes.Client(`ws://127.0.0.1:${second.server.info.port as number}`)
      await client.connect({
        auth: await socketToken(second, patient.headers, 'perinatal'),
        reconnect: false,
      })
      try {
        const heard: unknown[] = []
        await client.subscribe(`/appointments/${appointmentId}/room`, (event) => void heard.push(event))
        const said = await first.server.inject({
          method: 'POST',
          url: `/appointment/${appointmentId}/room/signal`,
          headers: doctor.headers,
          payload: { type: 'hello' },
        })
        expect(said.statusCode, said.payload).toBe(204)
        await eventually('the patient heard hello', async () => heard.length === 1)
        expect(heard).toEqual([{ type: 'room/signal', from: doctor.id, signal: { type: 'hello' } }])
      } finally {
        await client.disconnect()
      }
    })

    it("tells the recipient's list on the other instance of a conversation opened and written in", async () => {
      const { first, second } = instances
      const doctor = await signIn(first, DOCTOR)
      const midwife = await signIn(second, MIDWIFE)
      const list = await listClient(
        second.server.info.port as number,
        await socketToken(second, midwife.headers, 'perinatal'),
      )
      try {
        await list.watch(midwife.id)
        const opened = await first.server.inject({
          method: 'POST',
          url: '/user/channels',
          headers: doctor.headers,
          payload: { userIds: [midwife.id], channelType: 'OneToOne' },
        })
        expect(opened.statusCode, opened.payload).toBe(201)
        const channelId = (JSON.parse(opened.payload) as { id: string }).id
        expect(await list.waitFor(1)).toEqual([{ type: 'channels/changed', channelId }])
        const posted = await first.server.inject({
          method: 'POST',
          url: `/channels/${channelId}/message`,
          headers: doctor.headers,
          payload: { text: sampleEnvelope(2) },
        })
        expect(posted.statusCode).toBe(201)
        await list.waitFor(2)
        await settle()
        expect(list.received).toEqual([
          { type: 'channels/changed', channelId },
          { type: 'channels/changed', channelId },
        ])
      } finally {
        await list.close()
      }
    })

    it('makes a change of account and the end of a session known to the other instance at once', async () => {
      const { first, second } = instances
      const doctor = await signIn(first, DOCTOR)
      const current = (api: ApiServer) =>
        api.server.inject({ method: 'GET', url: '/user/current', headers: doctor.headers })
      // Read on the second instance, which now keeps the caller.
      expect((await current(second)).statusCode).toBe(200)
      const renamed = await first.server.inject({
        method: 'PATCH',
        url: '/user/current',
        headers: doctor.headers,
        payload: { firstName: 'Renommé' },
      })
      expect(renamed.statusCode, renamed.payload).toBe(200)
      // Redis carries the news in a few milliseconds; a cache kept its 10 seconds would not be in time.
      await eventually(
        'renamed on the second instance',
        async () => JSON.parse((await current(second)).payload).profile.name.given === 'Renommé',
        2000,
      )
      const ended = await first.server.inject({
        method: 'POST',
        url: '/auth/logout',
        headers: doctor.headers,
      })
      expect(ended.statusCode).toBeLessThan(300)
      await eventually(
        'ended on the second instance',
        async () => (await current(second)).statusCode === 401,
        2000,
      )
    })
  },
)

describe.skipIf(!hasRedisServer).each(testDatabases(import.meta.url))(
  'Redis dying and coming back under two API instances on $name (needs the redis-server binary)',
  (database) => {
    let redisPort: number
    let redis: ChildProcess | undefined
    let instances: Awaited<ReturnType<typeof twoInstances>>

    beforeAll(async () => {
      redisPort = await freePort()
      redis = await startRedisServer(redisPort)
      instances = await twoInstances(database, `redis://127.0.0.1:${redisPort}`)
    })
    afterAll(async () => {
      await instances?.close()
      if (redis) await killRedisServer(redis)
    })

    it('keeps local delivery and fast sends while Redis is down, resumes the fan-out when it is back, never delivers twice', async () => {
      const { first, second, logs } = instances
      const { doctor, patient, channelId } = await conversation(first, second)
      // The patient has a socket on each instance: the one on the poster's instance receives directly,
      // the other through Redis; neither may receive a message twice.
      const onFirst = await chatClient(
        first.server.info.port as number,
        await socketToken(first, patient.headers, 'perinatal'),
      )
      const onSecond = await chatClient(
        second.server.info.port as number,
        await socketToken(second, patient.headers, 'perinatal'),
      )
      let marker = 0
      const post = async (api: ApiServer) => {
        const started = performance.now()
        const res = await api.server.inject({
          method: 'POST',
          url: `/channels/${channelId}/message`,
          headers: doctor.headers,
          payload: { text: sampleEnvelope(++marker) },
        })
        expect(res.statusCode).toBe(201)
        return { id: (JSON.parse(res.payload) as { id: string }).id, ms: performance.now() - started }
      }
      try {
        await onFirst.join(channelId)
        await onSecond.join(channelId)
        for (const api of [first, second]) {
          expect(await health(api)).toEqual({
            statusCode: 200,
            body: expect.objectContaining({ status: 'ok', realtime: { fanOut: 'ok' } }),
          })
        }

        // Both ways while Redis is up (which also warms both instances before the timings below).
        const m1 = await post(first)
        await onFirst.waitFor(1)
        await onSecond.waitFor(1)
        const m1b = await post(second)
        await onFirst.waitFor(2)
        await onSecond.waitFor(2)
        await settle()
        expect(idsOf(onFirst.received)).toEqual([m1.id, m1b.id])
        expect(idsOf(onSecond.received)).toEqual([m1.id, m1b.id])

        // Redis crashes.
        await killRedisServer(redis!)
        for (const api of [first, second]) {
          await eventually('degraded', async () => (await health(api)).body.status === 'degraded')
          // Still in service: the database answers and local sockets are served.
          expect(await health(api)).toEqual({
            statusCode: 200,
            body: expect.objectContaining({
              status: 'degraded',
              database: 'ok',
              realtime: { fanOut: 'unavailable' },
            }),
          })
        }
        const m2 = await post(first)
        const m3 = await post(second)
        // Nothing waits on the dead Redis (before, a send took 1.6 to 15 s); the margin is for a loaded CI.
        expect(m2.ms).toBeLessThan(750)
        expect(m3.ms).toBeLessThan(750)
        // Each instance still delivers to its own sockets; the other instance's message is missed live
        // (it is stored, for the next GET).
        await onFirst.waitFor(3)
        await onSecond.waitFor(3)
        await settle()
        expect(idsOf(onFirst.received)).toEqual([m1.id, m1b.id, m2.id])
        expect(idsOf(onSecond.received)).toEqual([m1.id, m1b.id, m3.id])
        expect(logs.join('\n')).toContain('Redis unavailable')

        // Redis comes back on the same port: both instances reconnect and subscribe again by themselves.
        redis = await startRedisServer(redisPort)
        for (const api of [first, second]) {
          await eventually('recovered', async () => {
            const { statusCode, body } = await health(api)
            return statusCode === 200 && body.status === 'ok' && body.realtime.fanOut === 'ok'
          })
        }
        const m4 = await post(first)
        await onFirst.waitFor(4)
        await onSecond.waitFor(4)
        const m5 = await post(second)
        await onFirst.waitFor(5)
        await onSecond.waitFor(5)
        await settle()
        expect(idsOf(onFirst.received)).toEqual([m1.id, m1b.id, m2.id, m4.id, m5.id])
        expect(idsOf(onSecond.received)).toEqual([m1.id, m1b.id, m3.id, m4.id, m5.id])
        // The log says what happened, never what was written.
        const log = logs.join('\n')
        expect(log).toContain('Redis fan-out restored')
        expect(log).not.toContain(sampleEnvelope(2).ciphertext)
      } finally {
        await onFirst.close()
        await onSecond.close()
      }
    })

    it('gives up on a Redis that hangs without holding the send, and recovers when it answers again', async () => {
      const { first, second, logs } = instances
      for (const api of [first, second]) {
        await eventually('up', async () => (await health(api)).body.realtime.fanOut === 'ok')
      }
      const { doctor, patient, channelId } = await conversation(first, second)
      const onFirst = await chatClient(
        first.server.info.port as number,
        await socketToken(first, patient.headers, 'perinatal'),
      )
      const onSecond = await chatClient(
        second.server.info.port as number,
        await socketToken(second, patient.headers, 'perinatal'),
      )
      const pauser = new Redis(`redis://127.0.0.1:${redisPort}`)
      const post = async (api: ApiServer, marker: number) => {
        const started = performance.now()
        const res = await api.server.inject({
          method: 'POST',
          url: `/channels/${channelId}/message`,
          headers: doctor.headers,
          payload: { text: sampleEnvelope(marker) },
        })
        expect(res.statusCode).toBe(201)
        return { id: (JSON.parse(res.payload) as { id: string }).id, ms: performance.now() - started }
      }
      try {
        await onFirst.join(channelId)
        await onSecond.join(channelId)
        // Redis keeps the connections open but answers no PUBLISH for 2 s, as a stalled server would.
        await pauser.call('CLIENT', 'PAUSE', '2000', 'WRITE')
        const pauseEnds = Date.now() + 2000
        const stalled = await post(first, 100)
        expect(stalled.ms).toBeLessThan(750)
        await onFirst.waitFor(1)
        // The publish gave up after its 500 ms timeout, and said so.
        await eventually(
          'logged',
          async () => logs.some((line) => line.includes('Message not published to Redis')),
          2000,
        )

        // A replaced connection reads as up again at once; PUBLISH works again when the pause ends.
        await settle(Math.max(0, pauseEnds - Date.now()) + 100)
        for (const api of [first, second]) {
          await eventually('recovered', async () => (await health(api)).body.realtime.fanOut === 'ok')
        }
        const after = await post(second, 101)
        await onFirst.waitFor(2)
        await eventually('delivered', async () => idsOf(onSecond.received).includes(after.id), 3000)
        await settle()
        expect(idsOf(onFirst.received)).toEqual([stalled.id, after.id])
        // Whether the stalled publish ran once the pause ended is Redis's business; twice, never.
        expect(idsOf(onSecond.received).filter((id) => id === stalled.id).length).toBeLessThanOrEqual(1)
        expect(idsOf(onSecond.received).filter((id) => id === after.id)).toHaveLength(1)
      } finally {
        pauser.disconnect()
        await onFirst.close()
        await onSecond.close()
      }
    })
  },
)
