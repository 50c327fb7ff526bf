// The key store's limits under concurrency, through HTTP: at most five guesses are checked against an
// 8-character code however many arrive at once, and the codes per user, codes per address and tries per
// address let exactly their value through of 100 simultaneous requests — in the application database
// and in a database of its own. On PostgreSQL (TEST_DATABASE_URL) the requests really race.
import { randomBytes } from 'node:crypto'
import { Kysely, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiConfig, DatabaseConfig } from '../../core/config.ts'
import { openDatabase } from '../../core/database/database.ts'
import { testDatabases, type TestDatabase } from '../../testing/databases.ts'
import { MINUTE, startTestApi, type TestApi, type TestResponse } from '../../testing/harness.ts'
import { latestCode } from '../../testing/sign-in.ts'
import { DOCTOR, MIDWIFE, PATIENT, demoUser, type TestUser } from '../../testing/demo-users.ts'
import type { KeyStoreDB } from './tables.ts'

const keyStore = (
  database: DatabaseConfig | null,
  limits: Partial<ApiConfig['keyStore']> = {},
): ApiConfig['keyStore'] => ({
  database,
  pepper: 'test-key-store-pepper',
  challengesPerUser: 1000,
  challengesPerIp: 1000,
  attemptsPerChallenge: 5,
  ...limits,
})

const rateLimits: ApiConfig['rateLimits'] = {
  windowMs: 15 * MINUTE,
  codesPerIdentifier: 5,
  codesPerIp: 1000,
  consumePerIp: 1000,
  attemptsPerCode: 5,
}

const COUNT_RATE_LIMITS = 'select count(*)::int as n from rate_limits'

/** Rows of `rate_limits` in a database the test reaches by its Kysely or its configuration. */
async function rateLimitRows(target: Kysely<unknown> | DatabaseConfig): Promise<number> {
  if (target instanceof Kysely) {
    return Number((await sql.raw<{ n: number }>(COUNT_RATE_LIMITS).execute(target)).rows[0]?.n)
  }
  if ('instance' in target) {
    // Through the instance itself: destroying a Kysely over it would close the key store's database.
    return Number((await target.instance.query<{ n: number }>(COUNT_RATE_LIMITS)).rows[0]?.n)
  }
  const database = await openDatabase(target)
  try {
    return Number((await sql.raw<{ n: number }>(COUNT_RATE_LIMITS).execute(database.db)).rows[0]?.n)
  } finally {
    await database.close()
  }
}

const count = (responses: TestResponse[], status: number) =>
  responses.filter((r) => r.statusCode === status).length
const times = <T>(n: number, make: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => make(i)))

/** A wrong 8-character code, different for each i. */
const wrongCode = (code: string, i: number) => {
  const guess = `z${String(i).padStart(7, '0')}`
  return guess === code ? 'y0000000' : guess
}

function calls(t: TestApi, user: TestUser, remoteAddress: string) {
  return {
    challenge: (isRegistering: boolean) =>
      t.inject({
        method: 'POST',
        url: '/key-store/challenge',
        app: user.app,
        headers: user.headers,
        payload: { isRegistering },
        remoteAddress,
      }),
    save: (challenge: string) =>
      t.inject({
        method: 'POST',
        url: '/key-store/backup',
        app: user.app,
        headers: user.headers,
        payload: {
          challenge,
          backup: {
            encryptedBackup: randomBytes(64).toString('base64url'),
            keyStoreSecret: randomBytes(32).toString('base64url'),
          },
        },
        remoteAddress,
      }),
    release: (challenge: string) =>
      t.inject({
        method: 'POST',
        url: '/key-store/backup/release',
        app: user.app,
        headers: user.headers,
        payload: { challenge },
        remoteAddress,
      }),
    code: () => latestCode(t, user.email, user.app),
  }
}

describe.each(testDatabases(import.meta.url))(
  'key store limits under concurrency on $name',
  (database: TestDatabase) => {
    let t: TestApi
    beforeAll(async () => {
      t = await startTestApi(database, { keyStore: keyStore(null), rateLimits })
    })
    afterAll(() => t.close())

    const challengeRow = (userId: string) =>
      (t.api.db as unknown as Kysely<KeyStoreDB>)
        .selectFrom('key_store_challenges')
        .where('user_id', '=', userId)
        .orderBy('seq', 'desc')
        .select(['attempts', 'spent_reason'])
        .executeTakeFirstOrThrow()

    it('checks five of 200 simultaneous wrong guesses and locks the code', async () => {
      const user = await demoUser(t, PATIENT)
      const ks = calls(t, user, '10.0.2.1')
      expect((await ks.challenge(true)).statusCode).toBe(202)
      const code = await ks.code()
      const answers = await times(200, (i) => ks.save(wrongCode(code, i)))
      expect(count(answers, 400)).toBe(4)
      expect(count(answers, 429)).toBe(196)
      expect(await challengeRow(user.id)).toEqual({ attempts: 5, spent_reason: 'locked' })
      expect((await ks.save(code)).statusCode).toBe(429)
    })

    it.each([0, 199])(
      'checks at most five of 200 simultaneous release guesses, the right one at %i, and accepts it only if checked',
      async (position) => {
        const user = await demoUser(t, position === 0 ? DOCTOR : MIDWIFE)
        const ks = calls(t, user, '10.0.2.2')
        await ks.challenge(true)
        expect((await ks.save(await ks.code())).statusCode).toBe(201)
        await ks.challenge(false)
        const code = await ks.code()
        const answers = await times(200, (i) => ks.release(i === position ? code : wrongCode(code, i)))
        const row = await challengeRow(user.id)
        expect(row.attempts).toBeLessThanOrEqual(5)
        const released = count(answers, 200)
        expect(released).toBeLessThanOrEqual(1)
        expect(answers[position]?.statusCode).toBe(released === 1 ? 200 : 429)
        if (released === 0) {
          expect(row).toEqual({ attempts: 5, spent_reason: 'locked' })
          expect(count(answers, 400)).toBe(4)
        } else {
          expect(row.spent_reason).toBe('used')
        }
      },
    )

    it('lets exactly its limit of 100 simultaneous requests through, per user, per address and for tries', async () => {
      const perUser = await startTestApi(database, {
        keyStore: keyStore(null, { challengesPerUser: 5 }),
        rateLimits,
      })
      try {
        const user = await demoUser(perUser, PATIENT)
        const answers = await times(100, () => calls(perUser, user, '10.0.3.1').challenge(false))
        expect([count(answers, 202), count(answers, 429)]).toEqual([5, 95])
      } finally {
        await perUser.close()
      }

      const perAddress = await startTestApi(database, {
        keyStore: keyStore(null, { challengesPerIp: 6 }),
        rateLimits: { ...rateLimits, consumePerIp: 9 },
      })
      try {
        const one = await demoUser(perAddress, PATIENT)
        const two = await demoUser(perAddress, DOCTOR)
        const answers = await times(100, (i) =>
          calls(perAddress, i % 2 ? one : two, '10.0.3.2').challenge(false),
        )
        expect([count(answers, 202), count(answers, 429)]).toEqual([6, 94])
        // The network's ceiling says so: it is not this person's tries.
        expect(answers.find((r) => r.statusCode === 429)?.json().code).toBe('TOO_MANY_REQUESTS_FROM_ADDRESS')
        // Tries per address, by a user without a code: each answers 400 until the address is refused.
        const third = await demoUser(perAddress, MIDWIFE)
        const tries = await times(100, () => calls(perAddress, third, '10.0.3.3').release('abcd1234'))
        expect([count(tries, 400), count(tries, 429)]).toEqual([9, 91])
      } finally {
        await perAddress.close()
      }
    })

    it('holds them in a database of its own too', async () => {
      const own = await database.create()
      const apart = await startTestApi(database, {
        keyStore: keyStore(own.config, { challengesPerUser: 5 }),
        rateLimits: { ...rateLimits, consumePerIp: 7 },
      })
      try {
        const user = await demoUser(apart, DOCTOR)
        const answers = await times(100, () => calls(apart, user, '10.0.4.1').challenge(false))
        expect([count(answers, 202), count(answers, 429)]).toEqual([5, 95])
        // Tries per address, by a user without a code: each answers 400 until the address is refused.
        const other = await demoUser(apart, PATIENT)
        const tries = await times(100, () => calls(apart, other, '10.0.4.2').release('abcd1234'))
        expect([count(tries, 400), count(tries, 429)]).toEqual([7, 93])
        // The counters are in the key store's database, not in the application's.
        expect(await rateLimitRows(apart.api.db as Kysely<unknown>)).toBe(0)
        expect(await rateLimitRows(own.config)).toBeGreaterThan(0)
      } finally {
        await apart.close()
        await own.cleanup()
      }
    })
  },
)
