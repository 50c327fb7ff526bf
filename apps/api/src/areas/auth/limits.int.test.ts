// Sign-in limits under concurrency, through HTTP: however many requests arrive at once, at most five
// guesses are checked against a code and each per-identifier or per-address limit lets exactly its
// value through. PGlite runs one query at a time; with TEST_DATABASE_URL the same runs on PostgreSQL,
// where requests really race. Also: the address a limit counts is the client's, not what it claims.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RateLimitConfig } from '../../core/config.ts'
import { parseTrustProxy } from '../../core/config.ts'
import { testDatabases, type TestDatabase } from '../../testing/databases.ts'
import { MINUTE, startTestApi, type TestApi, type TestResponse } from '../../testing/harness.ts'
import { consume, latestCode, requestCode } from '../../testing/sign-in.ts'

const generous: RateLimitConfig = {
  windowMs: 15 * MINUTE,
  codesPerIdentifier: 5,
  codesPerIp: 100_000,
  consumePerIp: 100_000,
  attemptsPerCode: 5,
}

const wrongCode = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0')
const count = (responses: TestResponse[], status: number) =>
  responses.filter((r) => r.statusCode === status).length

async function withApi(
  database: TestDatabase,
  overrides: Parameters<typeof startTestApi>[1],
  run: (t: TestApi) => Promise<void>,
) {
  const t = await startTestApi(database, overrides)
  try {
    await run(t)
  } finally {
    await t.close()
  }
}

describe.each(testDatabases(import.meta.url))('sign-in limits under concurrency on $name', (database) => {
  let t: TestApi
  beforeAll(async () => {
    t = await startTestApi(database, { rateLimits: generous })
  })
  afterAll(() => t.close())

  const codeRow = (email: string) =>
    t.api.db
      .selectFrom('passwordless_codes')
      .where('identifier', '=', email)
      .orderBy('seq', 'desc')
      .select(['attempts', 'spent_reason'])
      .executeTakeFirstOrThrow()

  it('checks five of 200 simultaneous wrong guesses: four 401, then 429 for all the others', async () => {
    const email = `guesses-${randomUUID()}@example.fr`
    await requestCode(t, 'email', email)
    const code = await latestCode(t, email)
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        consume(t, { type: 'email', value: email, code: wrongCode(code, i) }),
      ),
    )
    expect(count(answers, 401)).toBe(4)
    expect(count(answers, 429)).toBe(196)
    expect(await codeRow(email)).toEqual({ attempts: 5, spent_reason: 'locked' })
    // Locked: the right code no longer opens a session.
    expect((await consume(t, { type: 'email', value: email, code })).statusCode).toBe(429)
  })

  it.each([0, 100, 199])(
    'checks at most five of 200 simultaneous guesses, the right one at %i, and accepts it only if checked',
    async (position) => {
      const email = `guess-right-${position}-${randomUUID()}@example.fr`
      await requestCode(t, 'email', email)
      const code = await latestCode(t, email)
      const guesses = Array.from({ length: 200 }, (_, i) => (i === position ? code : wrongCode(code, i)))
      const answers = await Promise.all(
        guesses.map((guess) => consume(t, { type: 'email', value: email, code: guess })),
      )
      const row = await codeRow(email)
      expect(row.attempts).toBeLessThanOrEqual(5)
      const accepted = count(answers, 200)
      expect(accepted).toBeLessThanOrEqual(1)
      expect(answers[position]?.statusCode).toBe(accepted === 1 ? 200 : 429)
      if (accepted === 1) {
        expect(row.spent_reason).toBe('used')
      } else {
        // Not among the five checked: four wrong guesses answered 401, the fifth locked the code.
        expect(row).toEqual({ attempts: 5, spent_reason: 'locked' })
        expect(count(answers, 401)).toBe(4)
      }
    },
  )

  it('sends exactly five codes to one identifier of 100 simultaneous requests', async () => {
    const email = `codes-${randomUUID()}@example.fr`
    const answers = await Promise.all(Array.from({ length: 100 }, () => requestCode(t, 'email', email)))
    expect(count(answers, 202)).toBe(5)
    expect(count(answers, 429)).toBe(95)
    const sent = await t.api.db
      .selectFrom('passwordless_codes')
      .where('identifier', '=', email)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(sent.n)).toBe(5)
  })

  it('holds the per-address limits at exactly their value under 100 simultaneous requests', async () => {
    await withApi(
      database,
      { rateLimits: { ...generous, codesPerIp: 7, consumePerIp: 13 } },
      async (limited) => {
        const codes = await Promise.all(
          Array.from({ length: 100 }, () =>
            requestCode(limited, 'email', `address-${randomUUID()}@example.fr`, 'perinatal', '203.0.113.40'),
          ),
        )
        expect(count(codes, 202)).toBe(7)
        expect(count(codes, 429)).toBe(93)
        const tries = await Promise.all(
          Array.from({ length: 100 }, () =>
            consume(
              limited,
              { type: 'email', value: `tries-${randomUUID()}@example.fr`, code: '123456' },
              'perinatal',
              '203.0.113.41',
            ),
          ),
        )
        expect(count(tries, 401)).toBe(13)
        expect(count(tries, 429)).toBe(87)
      },
    )
  })
})

describe.each(testDatabases(import.meta.url))(
  'the client address of the per-address limits on $name',
  (database) => {
    const limits = { ...generous, codesPerIp: 30 }
    const ask = (t: TestApi, socket: string, forwardedFor?: string) =>
      t.inject({
        method: 'POST',
        url: '/auth/passwordless/code',
        payload: { type: 'email', value: `xff-${randomUUID()}@example.fr` },
        remoteAddress: socket,
        headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
      })
    /** 40 requests at once, each claiming another address on the left of the header. */
    const spoofed = (t: TestApi, socket: string, forwardedFor: (spoof: string) => string) =>
      Promise.all(Array.from({ length: 40 }, (_, i) => ask(t, socket, forwardedFor(`198.51.100.${i + 1}`))))

    it('without TRUST_PROXY, ignores X-Forwarded-For: the socket is the client', async () => {
      await withApi(database, { rateLimits: limits }, async (t) => {
        const answers = await spoofed(t, '203.0.113.50', (spoof) => spoof)
        expect(count(answers, 202)).toBe(30)
        expect(count(answers, 429)).toBe(10)
        // Another client has its own budget.
        expect((await ask(t, '203.0.113.51', '203.0.113.50')).statusCode).toBe(202)
      })
    })

    it('behind one proxy (TRUST_PROXY=1), counts the address the proxy added, not what the client wrote', async () => {
      await withApi(database, { rateLimits: limits, trustProxy: parseTrustProxy('1') }, async (t) => {
        const answers = await spoofed(t, '10.0.0.2', (spoof) => `${spoof}, 192.0.2.60`)
        expect(count(answers, 202)).toBe(30)
        expect(count(answers, 429)).toBe(10)
        expect((await ask(t, '10.0.0.2', '192.0.2.60')).statusCode).toBe(429)
        // Another client behind the same proxy is limited by its own address.
        expect((await ask(t, '10.0.0.2', '198.51.100.1, 192.0.2.61')).statusCode).toBe(202)
      })
    })

    it('behind listed proxies (TRUST_PROXY=addresses), skips them from the right and counts the client', async () => {
      const trustProxy = parseTrustProxy('10.0.0.0/8, fd00::/8')
      await withApi(database, { rateLimits: limits, trustProxy }, async (t) => {
        // Two proxies: the load balancer (socket) and an inner one; the client wrote the spoofed part.
        const answers = await spoofed(t, '10.0.0.2', (spoof) => `${spoof}, 192.0.2.70, fd00::7`)
        expect(count(answers, 202)).toBe(30)
        expect(count(answers, 429)).toBe(10)
        expect((await ask(t, '10.9.9.9', '192.0.2.70')).statusCode).toBe(429)
        expect((await ask(t, '10.0.0.2', '192.0.2.70, 10.1.1.1')).statusCode).toBe(429)
        expect((await ask(t, '10.0.0.2', '192.0.2.71, 10.1.1.1')).statusCode).toBe(202)
        // A client reaching the API directly cannot borrow an address by claiming to be forwarded.
        const direct = await Promise.all(
          Array.from({ length: 40 }, (_, i) => ask(t, '203.0.113.72', `192.0.2.${100 + i}`)),
        )
        expect(count(direct, 202)).toBe(30)
      })
    })
  },
)
