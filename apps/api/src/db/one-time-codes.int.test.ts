// The one-time code store, here on the sign-in codes' table (the key store's challenges use it too):
// wrong tries lock the code at the limit, and a code is spent once.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Kysely } from 'kysely'
import { testDatabases } from '../testing/databases.ts'
import { openDatabase, type Database } from './database.ts'
import type { DB } from './schema.ts'
import { migrateToLatest } from './migrate.ts'
import { OneTimeCodes } from './one-time-codes.ts'

for (const target of testDatabases()) {
  describe(`one-time codes on ${target.name}`, () => {
    let database: Database
    let cleanup: () => Promise<void>
    let codes: OneTimeCodes<'passwordless_codes', DB>
    const now = new Date('2026-11-22T08:00:00Z')

    const create = async (id: string) =>
      database.db
        .insertInto('passwordless_codes')
        .values({
          id,
          application: 'perinatal',
          identifier_type: 'email',
          identifier: `${id}@relais-sante.fr`,
          code_hash: 'hmac',
          created_at: now,
          expires_at: new Date(now.getTime() + 600_000),
        })
        .execute()
    const row = (id: string) =>
      database.db
        .selectFrom('passwordless_codes')
        .where('id', '=', id)
        .select(['wrong_attempts', 'spent_at', 'spent_reason'])
        .executeTakeFirst()

    beforeAll(async () => {
      const created = await target.create()
      cleanup = created.cleanup
      database = await openDatabase(created.config)
      if (created.config.kind === 'postgres') {
        await migrateToLatest(database.db as Kysely<unknown>, created.config.schema)
      }
      codes = new OneTimeCodes<'passwordless_codes', DB>(database.db, 'passwordless_codes')
    })
    afterAll(async () => {
      await database?.close()
      await cleanup?.()
    })

    it('counts wrong tries and locks the code at the limit', async () => {
      const wrong = randomUUID()
      await create(wrong)
      expect(await codes.recordWrongAttempt(wrong, 2, now)).toBe(1)
      expect((await row(wrong))?.spent_reason).toBeNull()
      expect(await codes.recordWrongAttempt(wrong, 2, now)).toBe(2)
      expect((await row(wrong))?.spent_reason).toBe('locked')
      expect(await codes.spend(wrong, now)).toBe(false)
    })

    it('spends a code once', async () => {
      const once = randomUUID()
      await create(once)
      expect(await codes.spend(once, now)).toBe(true)
      expect((await row(once))?.spent_reason).toBe('used')
      expect(await codes.spend(once, now)).toBe(false)
    })

    it('removes a code', async () => {
      const gone = randomUUID()
      await create(gone)
      await codes.remove(gone)
      expect(await row(gone)).toBeUndefined()
    })
  })
}
