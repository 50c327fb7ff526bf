// PGlite runs PostgreSQL as one embedded session, without the autovacuum daemon of a server: nothing
// refreshes the planner's statistics, and a table that grew from ten rows to ten thousand is still
// planned as ten (a search among a structure's 1,000 patients took 160 ms instead of 4). The embedded
// database is analysed once it is migrated and seeded, then every hour. A PostgreSQL server does it
// itself (autovacuum), as it sees fit.
import { sql, type Kysely } from 'kysely'
import type { Logger } from 'pino'
import type { DatabaseKind } from './database.ts'

const EVERY_HOUR = 60 * 60 * 1000

/** Analyses an embedded database now and every `everyMs`; returns what stops it. */
export async function keepStatisticsFresh<DB>(
  db: Kysely<DB>,
  kind: DatabaseKind,
  logger: Logger,
  everyMs = EVERY_HOUR,
): Promise<() => void> {
  if (kind !== 'pglite') return () => {}
  const analyze = async () => {
    const started = performance.now()
    await sql`analyze`.execute(db)
    logger.debug({ ms: Math.round(performance.now() - started) }, 'Database statistics refreshed')
  }
  await analyze()
  const timer = setInterval(() => {
    analyze().catch((error: unknown) => logger.warn({ err: error }, 'Database statistics not refreshed'))
  }, everyMs)
  // A timer of its own would keep a stopping process alive.
  timer.unref()
  return () => clearInterval(timer)
}
