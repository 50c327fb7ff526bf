// Identifier-change codes under concurrency, through HTTP: at most five guesses are checked against a
// code however many arrive at once, and the codes one identifier receives — to sign in or to be put on
// an account — share one budget of five that holds exactly. On PostgreSQL (TEST_DATABASE_URL) the
// requests really race.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RateLimitConfig } from '../../core/config.ts'
import { register } from '../../testing/accounts.ts'
import { testDatabases } from '../../testing/databases.ts'
import { MINUTE, startTestApi, type TestApi, type TestResponse } from '../../testing/harness.ts'
import { latestCode, requestCode } from '../../testing/sign-in.ts'

const generous: RateLimitConfig = {
  windowMs: 15 * MINUTE,
  codesPerIdentifier: 5,
  codesPerIp: 100_000,
  consumePerIp: 100_000,
  attemptsPerCode: 5,
}

const count = (responses: TestResponse[], status: number) =>
  responses.filter((r) => r.statusCode === status).length
const wrongCode = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0')

let sequence = 0
function contact() {
  sequence += 1
  const unique = randomUUID().slice(0, 8)
  return { email: `limits.${unique}@example.fr`, phone: `+33199003${String(sequence).padStart(3, '0')}` }
}

describe.each(testDatabases(import.meta.url))(
  'identifier-change limits under concurrency on $name',
  (database) => {
    let t: TestApi
    beforeAll(async () => {
      t = await startTestApi(database, { rateLimits: generous })
    })
    afterAll(() => t.close())

    const start = (headers: Record<string, string>, value: string) =>
      t.inject({
        method: 'POST',
        url: '/user/current/identifier-changes',
        headers,
        payload: { type: 'email', value },
      })
    const confirm = (headers: Record<string, string>, code: string) =>
      t.inject({
        method: 'POST',
        url: '/user/current/identifier-changes/confirm',
        headers,
        payload: { type: 'email', code },
      })
    const changeRow = (identifier: string) =>
      t.api.db
        .selectFrom('identifier_changes')
        .where('identifier', '=', identifier)
        .orderBy('seq', 'desc')
        .select(['attempts', 'spent_reason'])
        .executeTakeFirstOrThrow()

    it('checks five of 200 simultaneous wrong guesses and locks the code', async () => {
      const { headers } = await register(t, 'doctor', contact())
      const next = contact().email
      expect((await start(headers, next)).statusCode).toBe(202)
      const code = await latestCode(t, next)
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) => confirm(headers, wrongCode(code, i))),
      )
      expect(count(answers, 400)).toBe(4)
      expect(count(answers, 429)).toBe(196)
      expect(await changeRow(next)).toEqual({ attempts: 5, spent_reason: 'locked' })
      expect((await confirm(headers, code)).statusCode).toBe(429)
    })

    it.each([0, 199])(
      'checks at most five of 200 simultaneous guesses, the right one at %i, and accepts it only if checked',
      async (position) => {
        const { headers } = await register(t, 'doctor', contact())
        const next = contact().email
        await start(headers, next)
        const code = await latestCode(t, next)
        const answers = await Promise.all(
          Array.from({ length: 200 }, (_, i) => confirm(headers, i === position ? code : wrongCode(code, i))),
        )
        const row = await changeRow(next)
        expect(row.attempts).toBeLessThanOrEqual(5)
        const accepted = count(answers, 200)
        expect(accepted).toBeLessThanOrEqual(1)
        expect(answers[position]?.statusCode).toBe(accepted === 1 ? 200 : 429)
        const username = (await t.inject({ method: 'GET', url: '/user/current', headers })).json().username
        if (accepted === 1) {
          expect(row.spent_reason).toBe('used')
          expect(username).toBe(next)
        } else {
          expect(row).toEqual({ attempts: 5, spent_reason: 'locked' })
          expect(count(answers, 400)).toBe(4)
          expect(username).not.toBe(next)
        }
      },
    )

    it('sends exactly five codes to one identifier of 100 simultaneous sign-in and change requests', async () => {
      const { headers } = await register(t, 'doctor', contact())
      const next = contact().email
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) => (i % 2 ? start(headers, next) : requestCode(t, 'email', next))),
      )
      expect(count(answers, 202)).toBe(5)
      expect(count(answers, 429)).toBe(95)
    })
  },
)
