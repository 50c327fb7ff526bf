// Runs dated migrations (`2026-11-22_accounts`) in name order, which is their date order. Each area
// keeps its own in areas/<area>/migrations; areas/index.ts gathers the application database's into one
// list (`mergeMigrations`), and the key store migrates its own database with its own bookkeeping table.
import type { Kysely } from 'kysely'
import { Migrator, type Migration } from 'kysely/migration'

export type Migrations = Record<string, Migration>

/** One list out of several; a name given twice is a mistake that would skip a migration. */
export function mergeMigrations(lists: readonly Migrations[]): Migrations {
  const merged: Migrations = {}
  for (const list of lists) {
    for (const [name, migration] of Object.entries(list)) {
      if (name in merged) throw new Error(`Two migrations are named ${name}`)
      merged[name] = migration
    }
  }
  return Object.fromEntries(Object.entries(merged).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
}

export interface MigrateOptions {
  /**
   * Pins Kysely's bookkeeping tables to a schema: its existence check looks at every schema, so a
   * `kysely_migration` table in `public` would otherwise hide a missing one in a test schema.
   */
  schema?: string
  /** Bookkeeping tables of their own, for tables that may live in another database (the key store). */
  migrationTableName?: string
  migrationLockTableName?: string
  /** Names the failure: `Migration x failed` by default. */
  label?: string
}

export async function migrateToLatest<DB>(
  db: Kysely<DB>,
  migrations: Migrations,
  { schema, migrationTableName, migrationLockTableName, label = 'Migration' }: MigrateOptions = {},
): Promise<void> {
  const migrator = new Migrator({
    db: db as Kysely<unknown>,
    provider: { getMigrations: async () => migrations },
    ...(migrationTableName ? { migrationTableName } : {}),
    ...(migrationLockTableName ? { migrationLockTableName } : {}),
    ...(schema ? { migrationTableSchema: schema } : {}),
  })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error || failed) {
    throw new Error(`${label} ${failed?.migrationName ?? ''} failed`, { cause: error })
  }
}
