// One Kysely<DB> over either embedded PGlite or PostgreSQL: the same migrations and queries run on both.
import { Kysely, PostgresDialect, sql } from 'kysely'
import { PGlite } from '@electric-sql/pglite'
import { PGliteDialect } from 'kysely-pglite-dialect'
import pg from 'pg'
import { mkdirSync } from 'node:fs'
import type { DatabaseConfig } from '../config.ts'
import type { DB } from './schema.ts'

export type DatabaseKind = 'pglite' | 'postgres'

export interface Database {
  db: Kysely<DB>
  kind: DatabaseKind
  close(): Promise<void>
}

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
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

export async function pingDatabase(db: Kysely<DB>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db)
    return true
  } catch {
    return false
  }
}
