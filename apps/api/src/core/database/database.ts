// One Kysely over either embedded PGlite or PostgreSQL: the same migrations and queries run on both. The
// table types are the caller's (areas/database.ts assembles the application's; the key store has its own).
import { Kysely, PostgresDialect, sql } from 'kysely'
import { PGlite } from '@electric-sql/pglite'
import { PGliteDialect } from 'kysely-pglite-dialect'
import pg from 'pg'
import { mkdirSync } from 'node:fs'
import type { DatabaseConfig } from '../config.ts'

export type DatabaseKind = 'pglite' | 'postgres'

export interface Database<DB = unknown> {
  db: Kysely<DB>
  kind: DatabaseKind
  close(): Promise<void>
}

export async function openDatabase<DB = unknown>(config: DatabaseConfig): Promise<Database<DB>> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.url,
      // A schema per test file keeps parallel files apart on one database.
      ...(config.schema ? { options: `-c search_path=${config.schema}` } : {}),
    })
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) })
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
  const db = new Kysely<DB>({ dialect: new PGliteDialect(instance) })
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
