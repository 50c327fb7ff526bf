// The databases the integration tests run on: PGlite always, PostgreSQL too when TEST_DATABASE_URL is
// set. Both start from a migrated template keyed by the migrations' content, because migrating costs
// seconds per test file: PGlite's is dumped once to a temp file, then loaded and cloned; PostgreSQL's
// is a database that each test file's database is created from.
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
import { openDatabase } from '../core/database/database.ts'
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

const POSTGRES_PREFIX = 'relais_test_'

/** Runs `run` on a connection to `url`, closed afterwards. */
async function onServer<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

/** `url` pointing at another database of the same server. */
function databaseUrl(url: string, database: string): string {
  const target = new URL(url)
  target.pathname = `/${database}`
  return target.toString()
}

let postgresTemplate: Promise<string> | undefined

/**
 * A migrated database that every test database is copied from (CREATE DATABASE … TEMPLATE): a copy
 * takes a fraction of a migration. Named by its creation time and the migrations' content, made once by
 * whichever test file gets the advisory lock first, which also drops the test databases and the
 * templates of other migrations older than their age limit (a run killed before its cleanup). Another
 * checkout's run may be using a template of other migrations on the same server right now: an hour
 * keeps it.
 */
async function migratedPostgresTemplate(url: string): Promise<string> {
  const suffix = `_template_${migrationsHash()}`
  const lock = `${POSTGRES_PREFIX}${suffix}`
  return onServer(url, async (client) => {
    await client.query('select pg_advisory_lock(hashtext($1))', [lock])
    try {
      const existing = await client.query<{ datname: string }>(
        'select datname from pg_database where datname like $1 order by datname desc limit 1',
        [`${POSTGRES_PREFIX}%${suffix}`],
      )
      if (existing.rows[0]) return existing.rows[0].datname
      const stale = await client.query<{ datname: string }>(
        `select datname from pg_database where datname like '${POSTGRES_PREFIX}%'`,
      )
      for (const { datname } of stale.rows) {
        const stamp = datname.slice(POSTGRES_PREFIX.length).split('_')[0] ?? ''
        // A template named before templates carried their time ('relais_test_template_…') is old.
        const created = stamp === 'template' ? 0 : parseInt(stamp, 36)
        const age = Date.now() - (Number.isNaN(created) ? 0 : created)
        const old = age > (datname.includes('_template_') ? 3600_000 : 24 * 3600_000)
        if (old) await client.query(`drop database if exists "${datname}" with (force)`)
      }
      const name = `${POSTGRES_PREFIX}${Date.now().toString(36)}${suffix}`
      await client.query(`create database "${name}"`)
      const template = await openDatabase({ kind: 'postgres', url: databaseUrl(url, name) })
      try {
        await migrateToLatest(template.db, MIGRATIONS)
      } finally {
        await template.close()
      }
      return name
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [lock])
    }
  })
}

/**
 * Drops a test database once its server's connections are gone. A closed pool has let go of its
 * connections before the server has seen them end, and forcing the drop then would hand those
 * connections a "terminating connection" error nobody listens to any more; only one still open after
 * two seconds is forced out.
 */
async function dropDatabase(url: string, name: string) {
  await onServer(url, async (client) => {
    const deadline = Date.now() + 2_000
    for (;;) {
      try {
        await client.query(`drop database if exists "${name}"`)
        return
      } catch (error) {
        const inUse = (error as { code?: string }).code === '55006'
        if (!inUse) throw error
        if (Date.now() > deadline) break
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }
    await client.query(`drop database if exists "${name}" with (force)`)
  })
}

/**
 * A database per test file, copied from the migrated template. Not a schema per file in one database:
 * Kysely's migrator looks for its tables across every schema of the database, and a schema another
 * file drops meanwhile makes that look-up fail ("schema … does not exist").
 */
function postgres(url: string): TestDatabase {
  return {
    name: 'postgres',
    async create() {
      postgresTemplate ??= migratedPostgresTemplate(url)
      const template = await postgresTemplate
      const name = `${POSTGRES_PREFIX}${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
      await onServer(url, (client) => client.query(`create database "${name}" template "${template}"`))
      return {
        config: { kind: 'postgres', url: databaseUrl(url, name) },
        cleanup: () => dropDatabase(url, name),
      }
    },
  }
}

/** Every database this machine offers the tests: PGlite, and PostgreSQL when `TEST_DATABASE_URL` is set. */
export function allTestDatabases(): TestDatabase[] {
  const url = process.env.TEST_DATABASE_URL
  return url ? [pglite, postgres(url)] : [pglite]
}

/**
 * The databases a test file runs on: PGlite without `TEST_DATABASE_URL`; with it, one of PGlite and
 * PostgreSQL per file, picked by the file's path (pass `import.meta.url`), so that each engine meets
 * about half the files and a file meets the same one on every run. Both are the same PostgreSQL engine
 * behind two drivers, and every file on both doubled the API step (a PGlite server takes 0.8 s to
 * start, PostgreSQL's 0.15 s). `TEST_ALL_DATABASES=1` runs every file on both.
 */
export function testDatabases(testFile: string): TestDatabase[] {
  const all = allTestDatabases()
  if (all.length === 1 || process.env.TEST_ALL_DATABASES === '1') return all
  return [all[databaseIndexOf(testFile)]!]
}

function databaseIndexOf(testFile: string): number {
  const relative = path.relative(path.dirname(areasDir), fileURLToPath(testFile)).split(path.sep).join('/')
  return createHash('sha256').update(relative).digest()[0]! % 2
}
