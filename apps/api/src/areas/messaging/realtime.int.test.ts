// The realtime socket without a working Redis, and who may open one. Without REDIS_URL the instance
// pushes to its own sockets and /health says `local`; with a REDIS_URL where nothing listens it starts
// as fast, says `degraded` (still 200) and still delivers live to its own sockets. An account awaiting
// review gets no socket token. None of this needs a Redis.
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DB } from '../database.ts'
import { testDatabases } from '../../testing/databases.ts'
import { startTestApi, type TestApi } from '../../testing/harness.ts'
import { DOCTOR, ORGANIZATION, PATIENT, demoUser, type TestUser } from '../../testing/demo-users.ts'
import { freePort, sampleEnvelope } from './redis-testing.ts'
import { shareStructure } from '../../testing/structures.ts'
import { chatClient, socketToken } from './testing.ts'

describe.each(testDatabases(import.meta.url))('realtime without Redis on $name', (database) => {
  let local: TestApi
  let orphan: TestApi
  let localStartMs: number
  let orphanStartMs: number

  beforeAll(async () => {
    // Warm the database template first, so that both timings below measure the servers only.
    await (await database.create()).cleanup()
    let started = performance.now()
    local = await startTestApi(database, { port: 0 })
    await local.api.start()
    localStartMs = performance.now() - started

    started = performance.now()
    orphan = await startTestApi(database, { port: 0, redisUrl: `redis://127.0.0.1:${await freePort()}` })
    await orphan.api.start()
    orphanStartMs = performance.now() - started
  })
  afterAll(async () => {
    await orphan?.close()
    await local?.close()
  })

  /** The doctor and the patient's conversation, the patient followed at his structure. */
  async function conversation(t: TestApi) {
    const doctor = await demoUser(t, DOCTOR)
    const patient = await demoUser(t, PATIENT)
    await shareStructure(t.api.db, 'perinatal', [doctor.id, patient.id])
    const opened = await t.inject({
      method: 'POST',
      url: '/user/channels',
      headers: doctor.headers,
      payload: { userIds: [patient.id], channelType: 'OneToOne' },
    })
    expect(opened.statusCode, opened.payload).toBe(201)
    return { doctor, patient, channelId: opened.json().id as string }
  }

  async function postAndReceive(t: TestApi, doctor: TestUser, patient: TestUser, channelId: string) {
    const socket = await chatClient(
      t.api.server.info.port as number,
      await socketToken(t.api, patient.headers, 'perinatal'),
    )
    try {
      await socket.join(channelId)
      const started = performance.now()
      const posted = await t.inject({
        method: 'POST',
        url: `/channels/${channelId}/message`,
        headers: doctor.headers,
        payload: { text: sampleEnvelope(7) },
      })
      const postMs = performance.now() - started
      expect(posted.statusCode).toBe(201)
      const [event] = await socket.waitFor(1)
      expect(event).toEqual({ type: 'chat/message', message: posted.json() })
      return postMs
    } finally {
      await socket.close()
    }
  }

  it('without REDIS_URL says the fan-out is local, and delivers to its own sockets', async () => {
    const res = await local.inject({ method: 'GET', url: '/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok', realtime: { fanOut: 'local' } })
    const { doctor, patient, channelId } = await conversation(local)
    await postAndReceive(local, doctor, patient, channelId)
  })

  it('starts with a REDIS_URL where nothing listens, says degraded (200) and delivers live to its own sockets', async () => {
    // The unreachable Redis costs the start next to nothing (the start wait is bounded to one second).
    expect(orphanStartMs).toBeLessThan(localStartMs + 1500)
    const res = await orphan.inject({ method: 'GET', url: '/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      status: 'degraded',
      database: 'ok',
      realtime: { fanOut: 'unavailable' },
    })
    const { doctor, patient, channelId } = await conversation(orphan)
    const postMs = await postAndReceive(orphan, doctor, patient, channelId)
    expect(postMs).toBeLessThan(500)
    expect(orphan.logs.join('\n')).toContain('Redis does not answer at start')
  })

  it('gives no socket token to an account awaiting review', async () => {
    const organization = await demoUser(local, ORGANIZATION)
    // Active, it gets one.
    await expect(socketToken(local.api, organization.headers, 'perinatal')).resolves.toEqual(
      expect.any(String),
    )
    await (local.api.db as Kysely<DB>)
      .updateTable('users')
      .set({ active: false })
      .where('id', '=', organization.id)
      .execute()
    const res = await local.inject({ method: 'GET', url: '/nes/auth', headers: organization.headers })
    expect(res.statusCode).toBe(401)
    expect(res.payload).not.toContain('token')
  })
})
