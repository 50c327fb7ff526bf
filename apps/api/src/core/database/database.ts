// One Kysely over either embedded PGlite or PostgreSQL: the same migrations and queries run on both. The
// table types are the caller's (areas/database.ts assembles the application's; the key store has its own).
import { CompiledQuery, Kysely, PostgresDialect, sql } from 'kysely'
import { PGlite } from '@electric-sql/pglite'
import { PGliteDialect } from 'kysely-pglite-dialect'
import pg from 'pg'
import { mkdirSync } from 'node:fs'
import type { DatabaseConfig } from '../config.ts'
import { announcingWrites, TableWrites } from './table-writes.ts'

export type DatabaseKind = 'pglite' | 'postgres'

export interface Database<DB = unknown> {
  db: Kysely<DB>
  kind: DatabaseKind
  close(): Promise<void>
}

/** What is under each of our Kysely instances, for the queries that run as prepared statements. */
const pools = new WeakMap<object, pg.Pool>()
const pglites = new WeakMap<object, PGlite>()
/** The statements prepared on each PGlite (its one session keeps them until it closes). */
const preparedOn = new WeakMap<PGlite, Map<string, Promise<unknown>>>()
/** The writes of each of our Kysely instances, announced (table-writes.ts). */
const announced = new WeakMap<object, TableWrites>()

/** Where the writes made through `db` are announced: every query of ours goes through one. */
export function tableWrites<DB>(db: Kysely<DB>): TableWrites {
  const writes = announced.get(db)
  if (!writes) throw new Error('This Kysely was not opened by openDatabase')
  return writes
}

export async function openDatabase<DB = unknown>(config: DatabaseConfig): Promise<Database<DB>> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.url,
      // A schema per test file keeps parallel files apart on one database.
      ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
    })
    const writes = new TableWrites()
    const db = new Kysely<DB>({ dialect: announcingWrites(new PostgresDialect({ pool }), writes) })
    pools.set(db, pool)
    announced.set(db, writes)
    return { db, kind: 'postgres', close: () => db.destroy() }
  }
  let instance: PGlite
  let owned = false
  if ('instance' in config) {
    instance = config.instance
  } else {
    mkdirSync(config.dataDir, { recursive: true })
    instance = new PGlite(config.dataDir)
    owned = true
  }
  await instance.waitReady
  const writes = new TableWrites()
  const db = new Kysely<DB>({ dialect: announcingWrites(new PGliteDialect(instance), writes) })
  pglites.set(db, instance)
  announced.set(db, writes)
  return {
    db,
    kind: 'pglite',
    close: async () => {
      // Kysely's destroy does not close a PGlite handed in by a test: the test owns it.
      await db.destroy()
      if (owned && !instance.closed) await instance.close()
    },
  }
}

/**
 * Runs a query compiled once, under a name of its own (an SQL identifier), as a prepared statement: the
 * database parses and plans it once per connection rather than on every call. Planning the query that
 * reads a session and its account took twice as long as running it on PostgreSQL, four times on PGlite.
 * The rows are the same as `db.executeQuery` gives: the same connections and type parsers read them.
 */
export async function runPrepared<DB, R>(
  db: Kysely<DB>,
  name: string,
  query: CompiledQuery<R>,
): Promise<R[]> {
  if (!/^[a-z_]+$/.test(name)) throw new Error(`Not a statement name: ${name}`)
  const pool = pools.get(db)
  if (pool) {
    const result = await pool.query({ name, text: query.sql, values: [...query.parameters] })
    return result.rows as R[]
  }
  const instance = pglites.get(db)
  if (!instance) return (await db.executeQuery(query)).rows
  // PGlite is one session, reached through Kysely (which queues its users), and EXECUTE takes no bound
  // parameters: the statement is prepared once by SQL and the (text) arguments are written as literals.
  let statements = preparedOn.get(instance)
  if (!statements) preparedOn.set(instance, (statements = new Map()))
  let prepared = statements.get(name)
  if (!prepared) {
    prepared = db.executeQuery(CompiledQuery.raw(`PREPARE ${name} AS ${query.sql}`))
    statements.set(name, prepared)
    prepared.catch(() => statements.delete(name))
  }
  await prepared
  const args = query.parameters.map((value) => {
    if (typeof value !== 'string') throw new Error(`${name}: only text parameters can be prepared`)
    return pg.escapeLiteral(value)
  })
  return (await db.executeQuery<R>(CompiledQuery.raw(`EXECUTE ${name}(${args.join(', ')})`))).rows
}

export async function pingDatabase<DB>(db: Kysely<DB>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db)
    return true
  } catch {
    return false
  }
}

/** Unique violations (an identifier, a pair, a key taken meanwhile), raced by two writes at once. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
}
