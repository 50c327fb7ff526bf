// The Pro Santé Connect starts one client address may make, under concurrency: exactly the limit of
// 100 simultaneous starts get a transaction, whatever X-Forwarded-For claims. On PostgreSQL
// (TEST_DATABASE_URL) the requests really race.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseTrustProxy } from '../../core/config.ts'
import { testDatabases } from '../../testing/databases.ts'
import { MINUTE, startTestApi, type TestApi } from '../../testing/harness.ts'

const APP_ORIGIN = 'http://localhost:4001'

describe.each(testDatabases(import.meta.url))(
  'Pro Santé Connect starts under concurrency on $name',
  (database) => {
    let t: TestApi
    beforeAll(async () => {
      t = await startTestApi(database, {
        trustProxy: parseTrustProxy('1'),
        rateLimits: {
          windowMs: 15 * MINUTE,
          codesPerIdentifier: 5,
          codesPerIp: 30,
          consumePerIp: 100,
          attemptsPerCode: 5,
          pscStartsPerIp: 4,
        },
      })
    })
    afterAll(() => t.close())

    const start = (forwardedFor: string) =>
      t.inject({
        method: 'GET',
        url: `/auth/psc/authorize?application=perinatal&returnTo=${encodeURIComponent(APP_ORIGIN)}`,
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': forwardedFor },
      })

    it('lets exactly four of 100 simultaneous starts from one address through, and keeps four transactions', async () => {
      const before = await t.api.db
        .selectFrom('psc_transactions')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow()
      // Each claims another address on the left; the proxy (the socket) appended the real one.
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) => start(`198.51.100.${i + 1}, 192.0.2.80`)),
      )
      expect(answers.filter((r) => r.statusCode === 302)).toHaveLength(4)
      expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(96)
      // The network's ceiling says so: it is not this person's tries.
      expect(answers.find((r) => r.statusCode === 429)?.json().code).toBe('TOO_MANY_REQUESTS_FROM_ADDRESS')
      const after = await t.api.db
        .selectFrom('psc_transactions')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow()
      expect(Number(after.n) - Number(before.n)).toBe(4)
      // Another client behind the same proxy starts its own.
      expect((await start('192.0.2.81')).statusCode).toBe(302)
    })
  },
)
