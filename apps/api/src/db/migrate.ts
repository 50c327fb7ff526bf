import type { Kysely } from 'kysely'
import { Migrator } from 'kysely/migration'
import { migrations } from './migrations/index.ts'

/**
 * `schema` pins Kysely's bookkeeping tables: its existence check looks at every schema, so a
 * `kysely_migration` table in `public` would otherwise hide a missing one in a test schema.
 */
export async function migrateToLatest(db: Kysely<unknown>, schema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error })
  }
}
