// The database-backed sliding window: a limit holds at exactly its value however many hits arrive at
// once (really at once on PostgreSQL, with TEST_DATABASE_URL), refused hits are not recorded, hits leave
// the window one by one, and rows whose window has passed are purged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { MIGRATIONS, type DB } from '../../areas/index.ts'
import { openDatabase, type Database } from '../database/database.ts'
import { migrateToLatest } from '../database/migrate.ts'
import { testDatabases } from '../../testing/databases.ts'
import { RateLimiter } from './rate-limiter.ts'

const WINDOW = 15 * 60_000
const at = (minutes: number) => new Date(Date.parse('2026-11-21T09:00:00Z') + minutes * 60_000)

for (const target of testDatabases(import.meta.url)) {
  describe(`rate limiter on ${target.name}`, () => {
    let database: Database<DB>
    let cleanup: () => Promise<void>
    let limiter: RateLimiter

    beforeAll(async () => {
      const created = await target.create()
      cleanup = created.cleanup
      database = await openDatabase<DB>(created.config)
      if (created.config.kind === 'postgres') {
        await migrateToLatest(database.db, MIGRATIONS, { schema: created.config.schema })
      }
      limiter = new RateLimiter(database.db, 'pepper', WINDOW)
    })
    afterAll(async () => {
      await database?.close()
      await cleanup?.()
    })

    const rows = () => database.db.selectFrom('rate_limits').select(['scope', 'key_hash']).execute()

    it.each([1, 5, 30, 99])('allows exactly %i of 100 simultaneous hits on one key', async (limit) => {
      const key = `burst-${limit}`
      const results = await Promise.all(
        Array.from({ length: 100 }, () => limiter.hit('burst', key, limit, at(0))),
      )
      expect(results.filter((r) => r.allowed)).toHaveLength(limit)
      // The refused ones were not recorded: the key is still full, not over-full.
      const row = await database.db
        .selectFrom('rate_limits')
        .select(sql<number>`cardinality(hits)`.as('count'))
        .where('scope', '=', 'burst')
        .executeTakeFirstOrThrow()
      expect(Number(row.count)).toBe(limit)
      expect(results.find((r) => !r.allowed)).toEqual({ allowed: false, retryAfterSeconds: 15 * 60 })
      await database.db.deleteFrom('rate_limits').where('scope', '=', 'burst').execute()
    })

    it('keeps keys and scopes apart', async () => {
      expect((await limiter.hit('a', 'k1', 1, at(0))).allowed).toBe(true)
      expect((await limiter.hit('a', 'k1', 1, at(0))).allowed).toBe(false)
      expect((await limiter.hit('a', 'k2', 1, at(0))).allowed).toBe(true)
      expect((await limiter.hit('b', 'k1', 1, at(0))).allowed).toBe(true)
      // Keys are stored as HMACs only.
      expect((await rows()).map((r) => r.key_hash)).not.toContain('k1')
    })

    it('slides: each hit leaves the window on its own, and Retry-After names when the next one may come', async () => {
      const key = 'sliding'
      expect((await limiter.hit('slide', key, 3, at(0))).allowed).toBe(true)
      expect((await limiter.hit('slide', key, 3, at(5))).allowed).toBe(true)
      expect((await limiter.hit('slide', key, 3, at(10))).allowed).toBe(true)
      // Full until the first hit leaves, at minute 15.
      expect(await limiter.hit('slide', key, 3, at(12))).toEqual({
        allowed: false,
        retryAfterSeconds: 3 * 60,
      })
      expect((await limiter.hit('slide', key, 3, at(15))).allowed).toBe(true)
      // Now 5, 10 and 15 are in: the next free slot comes when the hit of minute 5 leaves.
      expect(await limiter.hit('slide', key, 3, at(16))).toEqual({
        allowed: false,
        retryAfterSeconds: 4 * 60,
      })
      // A lower limit than the hits already counted waits for enough of them to leave.
      expect(await limiter.hit('slide', key, 2, at(16))).toEqual({
        allowed: false,
        retryAfterSeconds: 9 * 60,
      })
      expect((await limiter.hit('slide', key, 3, at(20))).allowed).toBe(true)
    })

    it('refuses everything with a limit of zero', async () => {
      expect(await limiter.hit('zero', 'k', 0, at(0))).toEqual({ allowed: false, retryAfterSeconds: 15 * 60 })
    })

    it('purges the rows whose window has passed, at most once per window', async () => {
      const purging = new RateLimiter(database.db, 'pepper', WINDOW)
      await database.db.deleteFrom('rate_limits').execute()
      await purging.hit('old', 'k', 5, at(100))
      await purging.hit('recent', 'k', 5, at(110))
      // Not yet a window since this limiter's last purge: nothing is removed.
      await purging.hit('other', 'k', 5, at(114))
      expect((await rows()).map((r) => r.scope).sort()).toEqual(['old', 'other', 'recent'])
      // A window later, the row whose last hit is older than the window goes; the others stay.
      await purging.hit('other', 'k', 5, at(115))
      expect((await rows()).map((r) => r.scope).sort()).toEqual(['other', 'recent'])
    })
  })
}
