// The product as the end-to-end journeys meet it: `npm start` without the build, on a fresh database.
// With TEST_DATABASE_URL (CI, and machines running PostgreSQL) the journeys get a new PostgreSQL
// database of their own, created here and dropped with the server: PGlite serialises every query in
// one process, so journeys running side by side would wait on each other. Without it, the embedded
// default on an emptied data directory, as a newcomer runs it.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { E2E_DATABASE_FILE, E2E_STORAGE_DIR } from '../e2e/support/ports.ts'

const repo = fileURLToPath(new URL('..', import.meta.url))
const adminUrl = process.env.TEST_DATABASE_URL
const PREFIX = 'relais_e2e_'

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

let database: string | undefined
const env: NodeJS.ProcessEnv = { ...process.env, STORAGE_DIR: E2E_STORAGE_DIR }
rmSync(E2E_STORAGE_DIR, { recursive: true, force: true })
if (adminUrl) {
  database = `${PREFIX}${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`
  await withAdmin(async (client) => {
    // A run killed before its cleanup leaves its database: any older than a day goes now.
    const stale = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE '${PREFIX}%'`,
    )
    for (const { datname } of stale.rows) {
      const created = parseInt(datname.slice(PREFIX.length).split('_')[0] ?? '', 36)
      if (Date.now() - created > 24 * 3600_000) await client.query(`DROP DATABASE IF EXISTS "${datname}"`)
    }
    await client.query(`CREATE DATABASE "${database}"`)
  })
  const url = new URL(adminUrl)
  url.pathname = `/${database}`
  env.DATABASE_URL = url.toString()
  // The journeys' own checks (the plaintext scan) read the database the server writes to.
  mkdirSync(dirname(E2E_DATABASE_FILE), { recursive: true })
  writeFileSync(E2E_DATABASE_FILE, env.DATABASE_URL)
} else {
  rmSync(`${repo}/.data/e2e`, { recursive: true, force: true })
}

const server = spawn(process.execPath, ['--import', 'tsx', `${repo}/scripts/start.ts`, '--no-build'], {
  env,
  stdio: 'inherit',
})

async function dropDatabase() {
  if (!database) return
  rmSync(E2E_DATABASE_FILE, { force: true })
  await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)).catch(
    (error: unknown) => console.error(`could not drop ${database}:`, error),
  )
}

let stopping = false
async function stop(signal: NodeJS.Signals) {
  if (stopping) return
  stopping = true
  server.kill(signal)
  if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve))
  await dropDatabase()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
server.on('exit', async (code) => {
  if (stopping) return
  await dropDatabase()
  process.exit(code ?? 1)
})
