// Two API instances on one database and one Redis: a message posted to the first reaches a client
// connected to the second, through the Redis fan-out (REDIS_URL). Skipped, saying so, when no Redis
// answers at REDIS_TEST_URL (default redis://127.0.0.1:6379, which the development and CI machines run).
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig, type Application } from '../../config.ts'
import { createServer, type ApiServer } from '../../server.ts'
import { testDatabases } from '../../testing/databases.ts'
import { DOCTOR, PATIENT } from '../key-directory/testing.ts'
import { chatClient, socketToken } from './testing.ts'

const REDIS_URL = process.env.REDIS_TEST_URL || 'redis://127.0.0.1:6379'

async function redisAnswers(url: string): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  })
  probe.on('error', () => {})
  try {
    await probe.connect()
    return (await probe.ping()) === 'PONG'
  } catch {
    return false
  } finally {
    probe.disconnect()
  }
}

const redisUp = await redisAnswers(REDIS_URL)
if (!redisUp)
  console.warn(`Redis does not answer at ${REDIS_URL}: the multi-instance fan-out test is skipped`)

async function signIn(api: ApiServer, email: string, app: Application = 'perinatal') {
  const base = { 'x-application-name': app, 'x-env-mode': 'LOCAL' }
  const res = await api.server.inject({
    method: 'POST',
    url: '/dev/demo-session',
    headers: base,
    payload: { username: email, tokenTransport: 'header' },
  })
  if (res.statusCode !== 200) throw new Error(`demo session answered ${res.statusCode}: ${res.payload}`)
  const headers = { ...base, authorization: `Bearer ${(JSON.parse(res.payload) as { token: string }).token}` }
  const me = await api.server.inject({ method: 'GET', url: '/user/current', headers })
  return { id: (JSON.parse(me.payload) as { id: string }).id, headers }
}

describe.skipIf(!redisUp).each(testDatabases())(
  'Redis fan-out between two API instances on $name',
  (database) => {
    let first: ApiServer
    let second: ApiServer
    let cleanup: () => Promise<void>

    beforeAll(async () => {
      const created = await database.create()
      cleanup = created.cleanup
      const config = () =>
        loadConfig(
          { ENV_MODE: 'LOCAL', CODE_PEPPER: 'test-pepper' },
          {
            database: created.config,
            port: 0,
            redisUrl: REDIS_URL,
            logLevel: 'warn',
            validateResponses: true,
          },
        )
      first = await createServer(config())
      second = await createServer(config())
      await first.start()
      await second.start()
    })
    afterAll(async () => {
      // On PGlite both servers share one instance, which the first stop closes.
      const closedTwice = (error: unknown) => {
        if (!String(error).includes('PGlite is closed')) throw error
      }
      await second?.stop(0).catch(closedTwice)
      await first?.stop(0).catch(closedTwice)
      await cleanup?.()
    })

    it('delivers a message posted to one instance to a client of the other', async () => {
      const doctor = await signIn(first, DOCTOR)
      const patient = await signIn(second, PATIENT)
      const opened = await first.server.inject({
        method: 'POST',
        url: '/user/channels',
        headers: doctor.headers,
        payload: { userIds: [patient.id], channelType: 'OneToOne' },
      })
      const channelId = (JSON.parse(opened.payload) as { id: string }).id

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
          payload: { text: 'v1.ZmFuLW91dA.envelope' },
        })
        expect(posted.statusCode).toBe(201)
        const [event] = await socket.waitFor(1)
        expect(event).toEqual({ type: 'chat/message', message: JSON.parse(posted.payload) })
      } finally {
        await socket.close()
      }
    })
  },
)
