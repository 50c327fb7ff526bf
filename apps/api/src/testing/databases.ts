// The databases the integration tests run on: PGlite always, PostgreSQL too when TEST_DATABASE_URL is
// set. PGlite starts from a migrated template (dumped once to a temp file keyed by the migrations'
// content, then loaded and cloned), because migrating a fresh PGlite costs seconds per test file.
import { PGlite } from '@electric-sql/pglite'
import { Kysely } from 'kysely'
import { PGliteDialect } from 'kysely-pglite-dialect'
import pg from 'pg'
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { MIGRATIONS } from '../areas/index.ts'
import type { DatabaseConfig } from '../core/config.ts'
import { migrateToLatest } from '../core/database/migrate.ts'

export interface TestDatabase {
  name: 'pglite' | 'postgres'
  /** A fresh, migrated and empty database for one server; `cleanup` removes it. */
  create(): Promise<{ config: DatabaseConfig; cleanup(): Promise<void> }>
}

const areasDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../areas')

/** Every area's migration files, by path: a change to any of them makes a new template. */
function migrationsHash(): string {
  const hash = createHash('sha256')
  for (const area of readdirSync(areasDir).sort()) {
    const dir = path.join(areasDir, area, 'migrations')
    if (!existsSync(dir)) continue
    for (const file of readdirSync(dir).sort()) {
      hash.update(`${area}/${file}`).update(readFileSync(path.join(dir, file)))
    }
  }
  return hash.digest('hex').slice(0, 16)
}

let template: Promise<PGlite> | undefined

async function pgliteTemplate(): Promise<PGlite> {
  const file = path.join(tmpdir(), `relais-api-pglite-template-${migrationsHash()}.tar`)
  if (existsSync(file)) {
    const db = new PGlite({ loadDataDir: new Blob([readFileSync(file)]) })
    await db.waitReady
    return db
  }
  const db = new PGlite()
  await db.waitReady
  // The Kysely wrapper must not close the template when it is done with it.
  await migrateToLatest(new Kysely({ dialect: new PGliteDialect(db) }), MIGRATIONS)
  const dump = await db.dumpDataDir('none')
  // Write then rename, so a parallel test file never reads half a template.
  const partial = `${file}.${randomBytes(4).toString('hex')}`
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()))
  renameSync(partial, file)
  return db
}

const pglite: TestDatabase = {
  name: 'pglite',
  async create() {
    template ??= pgliteTemplate()
    const instance = (await (await template).clone()) as PGlite
    return {
      config: { kind: 'pglite', instance },
      cleanup: async () => {
        if (!instance.closed) await instance.close()
      },
    }
  },
}

function postgres(url: string): TestDatabase {
  return {
    name: 'postgres',
    async create() {
      const schema = `test_${randomBytes(6).toString('hex')}`
      const admin = new pg.Client({ connectionString: url })
      await admin.connect()
      await admin.query(`create schema ${schema}`)
      await admin.end()
      return {
        config: { kind: 'postgres', url, schema },
        cleanup: async () => {
          const client = new pg.Client({ connectionString: url })
          await client.connect()
          await client.query(`drop schema if exists ${schema} cascade`)
          await client.end()
        },
      }
    },
  }
}

export function testDatabases(): TestDatabase[] {
  const url = process.env.TEST_DATABASE_URL
  return url ? [pglite, postgres(url)] : [pglite]
}
