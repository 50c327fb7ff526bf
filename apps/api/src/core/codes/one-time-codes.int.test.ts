// The one-time code verifier on each table that holds codes (sign-in codes, identifier changes, the key
// store's challenges): a guess is checked only once it has reserved one of the code's attempts, so
// however many arrive at once at most `limit` are compared with the code, and the right one wins only
// if it was among them. PGlite runs one query at a time; PostgreSQL (TEST_DATABASE_URL) really races.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Kysely } from 'kysely'
import { MIGRATIONS, type DB } from '../../areas/index.ts'
import { migrateKeyStore, type KeyStoreDB } from '../../areas/key-store/index.ts'
import { insertUser } from '../../testing/accounts.ts'
import { testDatabases } from '../../testing/databases.ts'
import { openDatabase, type Database } from '../database/database.ts'
import { migrateToLatest } from '../database/migrate.ts'
import { OneTimeCodes, type CodeVerdict } from './one-time-codes.ts'

const LIMIT = 5
const RIGHT = 'right-hash'

type CodeTableName = 'passwordless_codes' | 'identifier_changes' | 'key_store_challenges'
type AllTables = DB & KeyStoreDB

for (const target of testDatabases(import.meta.url)) {
  describe(`one-time codes on ${target.name}`, () => {
    let database: Database<DB>
    let cleanup: () => Promise<void>
    let db: Kysely<AllTables>
    let userId: string
    const now = new Date('2026-11-22T08:00:00Z')
    const expiresAt = new Date(now.getTime() + 600_000)

    beforeAll(async () => {
      const created = await target.create()
      cleanup = created.cleanup
      database = await openDatabase<DB>(created.config)
      const schema = created.config.kind === 'postgres' ? created.config.schema : undefined
      if (created.config.kind === 'postgres') await migrateToLatest(database.db, MIGRATIONS, { schema })
      await migrateKeyStore(database.db, schema)
      db = database.db as unknown as Kysely<AllTables>
      userId = await insertUser(database.db, {
        application: 'perinatal',
        userType: 'doctor',
        email: `codes-${randomUUID()}@example.fr`,
        now,
      })
    })
    afterAll(async () => {
      await database?.close()
      await cleanup?.()
    })

    /** Inserts a code whose stored hash is RIGHT and returns it as its repository would read it. */
    async function create(table: CodeTableName) {
      const id = randomUUID()
      const common = { id, code_hash: RIGHT, created_at: now, expires_at: expiresAt }
      if (table === 'passwordless_codes') {
        await db
          .insertInto(table)
          .values({ ...common, application: 'perinatal', identifier_type: 'email', identifier: `${id}@x.fr` })
          .execute()
      } else if (table === 'identifier_changes') {
        await db
          .insertInto(table)
          .values({
            ...common,
            user_id: userId,
            application: 'perinatal',
            identifier_type: 'email',
            identifier: `${id}@x.fr`,
          })
          .execute()
      } else {
        await db
          .insertInto(table)
          .values({ ...common, user_id: userId, purpose: 'release' })
          .execute()
      }
      return read(table, id)
    }
    async function read(table: CodeTableName, id: string) {
      // The three tables share these columns; one name types the query.
      return db
        .selectFrom(table as 'passwordless_codes')
        .where('id', '=', id)
        .select(['id', 'code_hash', 'expires_at', 'spent_at', 'spent_reason', 'attempts'])
        .executeTakeFirstOrThrow()
    }

    describe.each<CodeTableName>(['passwordless_codes', 'identifier_changes', 'key_store_challenges'])(
      '%s',
      (table) => {
        let codes: OneTimeCodes<CodeTableName, AllTables>
        beforeAll(() => {
          codes = new OneTimeCodes<CodeTableName, AllTables>(db, table)
        })

        /** Guesses at once; each records whether it was compared with the code. */
        async function guessAll(code: Awaited<ReturnType<typeof create>>, guesses: string[]) {
          const compared: boolean[] = guesses.map(() => false)
          const verdicts: CodeVerdict[] = await Promise.all(
            guesses.map((guess, i) =>
              codes.verify(code, {
                matches: (codeHash) => {
                  compared[i] = true
                  return guess === codeHash
                },
                limit: LIMIT,
                now,
              }),
            ),
          )
          return { compared, verdicts }
        }

        it('locks the code at the fifth wrong guess, after which even the right one is refused', async () => {
          const code = await create(table)
          const verdicts: CodeVerdict[] = []
          for (let i = 0; i < LIMIT; i++) verdicts.push((await guessAll(code, ['wrong'])).verdicts[0]!)
          expect(verdicts).toEqual(['invalid', 'invalid', 'invalid', 'invalid', 'locked'])
          const after = await read(table, code.id)
          expect(after).toMatchObject({ attempts: LIMIT, spent_reason: 'locked' })
          // The stale row a repository may still hold changes nothing: the database decides.
          const right = await guessAll(code, [RIGHT])
          expect(right).toEqual({ compared: [false], verdicts: ['locked'] })
          expect((await guessAll(after, [RIGHT])).verdicts).toEqual(['locked'])
        })

        it('accepts the right code as the fifth guess, once', async () => {
          const code = await create(table)
          for (let i = 0; i < LIMIT - 1; i++) await guessAll(code, ['wrong'])
          expect((await guessAll(code, [RIGHT])).verdicts).toEqual(['accepted'])
          expect(await read(table, code.id)).toMatchObject({ attempts: LIMIT, spent_reason: 'used' })
          expect(await guessAll(code, [RIGHT])).toEqual({ compared: [false], verdicts: ['invalid'] })
        })

        it('checks nothing against an expired code', async () => {
          const code = await create(table)
          const late = await codes.verify(code, {
            matches: () => true,
            limit: LIMIT,
            now: expiresAt,
          })
          expect(late).toBe('invalid')
          expect((await read(table, code.id)).attempts).toBe(0)
          expect(await codes.verify(undefined, { matches: () => true, limit: LIMIT, now })).toBe('invalid')
        })

        it('checks at most five of 200 simultaneous wrong guesses', async () => {
          const code = await create(table)
          const { compared, verdicts } = await guessAll(code, Array(200).fill('wrong'))
          expect(compared.filter(Boolean)).toHaveLength(LIMIT)
          expect(verdicts.filter((v) => v === 'invalid')).toHaveLength(LIMIT - 1)
          expect(verdicts.filter((v) => v === 'locked')).toHaveLength(200 - (LIMIT - 1))
          expect(await read(table, code.id)).toMatchObject({ attempts: LIMIT, spent_reason: 'locked' })
        })

        it.each([0, 100, 199])(
          'checks at most five of 200 simultaneous guesses, the right one at %i, and accepts it only if checked',
          async (position) => {
            const code = await create(table)
            const guesses = Array<string>(200).fill('wrong')
            guesses[position] = RIGHT
            const { compared, verdicts } = await guessAll(code, guesses)
            const checked = compared.filter(Boolean).length
            expect(checked).toBeLessThanOrEqual(LIMIT)
            const after = await read(table, code.id)
            // Every reserved attempt was compared, and nothing else was.
            expect(after.attempts).toBe(checked)
            expect(verdicts[position]).toBe(compared[position] ? 'accepted' : 'locked')
            expect(verdicts.filter((v) => v === 'accepted')).toHaveLength(compared[position] ? 1 : 0)
            expect(after.spent_reason).toBe(compared[position] ? 'used' : 'locked')
          },
        )
      },
    )
  })
}
