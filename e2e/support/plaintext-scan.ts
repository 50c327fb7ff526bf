// Looks for plaintext in everything the e2e API stored: the raw bytes of every file under its data
// folder (the PGlite cluster: heap, WAL, everything; on a local PostgreSQL, the database's folder and
// the WAL after a CHECKPOINT) and under its documents' storage folder, and every text, character, JSON, array and bytea
// column of every table through SQL — on the PostgreSQL the API uses when DATABASE_URL is set, else on a
// copy of the PGlite folder opened here (the running API owns the original). On PostgreSQL the
// database is the one scripts/e2e-server.ts created for the run. A needle is reported
// wherever it is found, so a test can ask for some (a control known to be stored in clear) and forbid
// others.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { E2E_DATABASE_FILE, E2E_STORAGE_DIR } from './ports.ts'

/** Where playwright.config.ts tells the e2e API to keep its PGlite cluster. */
export const E2E_DATA_DIR = fileURLToPath(new URL('../../.data/e2e', import.meta.url))

export interface ScanResult {
  /** needle → files whose bytes contain it in UTF-8 (PGlite's folder, or a local PostgreSQL's). */
  files: Map<string, string[]>
  /** needle → `schema.table.column` whose values contain it. */
  columns: Map<string, string[]>
  /** How much was looked at, so a scan of nothing cannot pass unnoticed. */
  scannedFiles: number
  scannedBytes: number
  scannedColumns: number
  database: 'postgresql' | 'pglite copy'
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    const stat = statSync(path)
    return stat.isDirectory() ? walk(path) : stat.isFile() ? [path] : []
  })
}

function scanFiles(roots: string[], needles: string[]) {
  const found = new Map<string, string[]>(needles.map((n) => [n, []]))
  const encoded = needles.map((n) => [n, Buffer.from(n, 'utf8')] as const)
  let bytes = 0
  let count = 0
  for (const root of roots) {
    const files = walk(root)
    count += files.length
    for (const file of files) {
      const content = readFileSync(file)
      bytes += content.length
      for (const [needle, raw] of encoded) {
        if (content.includes(raw)) found.get(needle)!.push(file)
      }
    }
  }
  return { found, count, bytes }
}

/**
 * A local PostgreSQL's files for the connected database (its folder and the WAL), after a CHECKPOINT
 * so that every page is on disk; none when the cluster's folder cannot be read (a remote server).
 */
async function postgresFiles(client: pg.Client): Promise<string[]> {
  await client.query('checkpoint')
  const dir = (await client.query<{ data_directory: string }>('show data_directory')).rows[0]!.data_directory
  const oid = (
    await client.query<{ oid: number }>('select oid from pg_database where datname = current_database()')
  ).rows[0]!.oid
  const roots = [join(dir, 'base', String(oid)), join(dir, 'pg_wal')]
  return roots.every((root) => existsSync(root)) ? roots : []
}

type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>

async function scanColumns(query: Query, needles: string[]) {
  const found = new Map<string, string[]>(needles.map((n) => [n, []]))
  const { rows } = await query(
    `select table_schema, table_name, column_name, data_type
       from information_schema.columns c
      where table_schema not in ('pg_catalog', 'information_schema', 'pg_toast')
        and exists (select 1 from information_schema.tables t
                     where t.table_schema = c.table_schema and t.table_name = c.table_name
                       and t.table_type = 'BASE TABLE')
        and (data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'bytea', 'ARRAY')
             or udt_name = 'citext')`,
  )
  const id = (name: unknown) => `"${String(name).replaceAll('"', '""')}"`
  for (const row of rows) {
    const column = `${id(row.table_schema)}.${id(row.table_name)}.${id(row.column_name)}`
    const [table, col] = [`${id(row.table_schema)}.${id(row.table_name)}`, id(row.column_name)]
    const test =
      row.data_type === 'bytea'
        ? `position(convert_to($1, 'UTF8') in ${col}) > 0`
        : `strpos(${col}::text, $1) > 0`
    for (const needle of needles) {
      const hit = await query(`select 1 from ${table} where ${test} limit 1`, [needle])
      if (hit.rows.length > 0) found.get(needle)!.push(column.replaceAll('"', ''))
    }
  }
  return { found, count: rows.length }
}

export async function scanStoredData(needles: string[]): Promise<ScanResult> {
  let fileRoots: string[] = []
  let columns: Awaited<ReturnType<typeof scanColumns>>
  let database: ScanResult['database']
  const url =
    process.env.DATABASE_URL ??
    (existsSync(E2E_DATABASE_FILE) ? readFileSync(E2E_DATABASE_FILE, 'utf8').trim() : undefined)
  if (url) {
    // The key store may have its own database (KEY_STORE_DATABASE_URL): both are scanned.
    const urls = [url, process.env.KEY_STORE_DATABASE_URL].filter((u): u is string => Boolean(u))
    columns = { found: new Map(needles.map((n) => [n, []])), count: 0 }
    for (const connectionString of urls) {
      const client = new pg.Client({ connectionString })
      await client.connect()
      try {
        fileRoots.push(...(await postgresFiles(client)))
        const part = await scanColumns((text, params) => client.query(text, params), needles)
        part.found.forEach((where, needle) => columns.found.get(needle)!.push(...where))
        columns.count += part.count
      } finally {
        await client.end()
      }
    }
    database = 'postgresql'
  } else {
    // The running API holds the cluster open: read a copy (opening it replays the WAL, as after a crash).
    const copy = mkdtempSync(join(tmpdir(), 'relais-e2e-scan-'))
    try {
      cpSync(E2E_DATA_DIR, copy, { recursive: true })
      const db = new PGlite(copy)
      try {
        columns = await scanColumns((text, params) => db.query(text, params), needles)
      } finally {
        await db.close()
      }
    } finally {
      rmSync(copy, { recursive: true, force: true })
    }
    database = 'pglite copy'
    fileRoots = [E2E_DATA_DIR]
  }
  // Documents' blobs, encrypted in the browser, are files too.
  if (existsSync(E2E_STORAGE_DIR)) fileRoots.push(E2E_STORAGE_DIR)
  const files = scanFiles(fileRoots, needles)
  return {
    files: files.found,
    columns: columns.found,
    scannedFiles: files.count,
    scannedBytes: files.bytes,
    scannedColumns: columns.count,
    database,
  }
}
