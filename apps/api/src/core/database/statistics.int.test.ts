// The embedded database's statistics: analysed at once (the planner then knows a table's size), then on
// a timer; a PostgreSQL server keeps its own.
import { PGlite } from '@electric-sql/pglite'
import { sql, type Kysely } from 'kysely'
import pino from 'pino'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openDatabase } from './database.ts'
import { keepStatisticsFresh } from './statistics.ts'

const logger = pino({ level: 'silent' })

async function estimatedRows(db: Kysely<unknown>): Promise<number> {
  const { rows } = await sql<{
    reltuples: number
  }>`select reltuples from pg_class where relname = 'items'`.execute(db)
  return Number(rows[0]!.reltuples)
}

describe('statistics of the embedded database', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('analyses at once and then on its timer, until stopped', async () => {
    const database = await openDatabase({ kind: 'pglite', instance: new PGlite() })
    const db = database.db
    await sql`create table items (id integer primary key)`.execute(db)
    await sql`insert into items select generate_series(1, 1000)`.execute(db)
    // Never analysed: the planner knows nothing of its size.
    expect(await estimatedRows(db)).toBeLessThan(0)

    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const stop = await keepStatisticsFresh(db, 'pglite', logger, 1000)
    expect(await estimatedRows(db)).toBe(1000)

    await sql`insert into items select generate_series(1001, 3000)`.execute(db)
    await vi.advanceTimersByTimeAsync(1000)
    await vi.waitFor(async () => expect(await estimatedRows(db)).toBe(3000))

    stop()
    await sql`insert into items select generate_series(3001, 4000)`.execute(db)
    await vi.advanceTimersByTimeAsync(5000)
    expect(await estimatedRows(db)).toBe(3000)
    await database.close()
  })

  it('leaves a PostgreSQL server to its own autovacuum', async () => {
    const analyze = vi.fn()
    const db = { executeQuery: analyze } as unknown as Kysely<unknown>
    const stop = await keepStatisticsFresh(db, 'postgres', logger, 1000)
    stop()
    expect(analyze).not.toHaveBeenCalled()
  })
})
