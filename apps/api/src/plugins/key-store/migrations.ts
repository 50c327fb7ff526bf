// The key store's own tables and migrations, with their own bookkeeping table (`key_store_migration`),
// so that they run the same in the application database (embedded default) or in the key store's own
// database (KEY_STORE_DATABASE_URL). Dated names, never edited once shipped, like db/migrations.
import { sql, type Kysely } from 'kysely'
import { Migrator, type Migration } from 'kysely/migration'

const initial: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('key_store_challenges')
      .addColumn('id', 'uuid', (c) => c.primaryKey())
      .addColumn('user_id', 'uuid', (c) => c.notNull())
      .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('register', 'release')`))
      // HMAC of the code with the key store's pepper: the code itself is never stored.
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('wrong_attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('spent_at', 'timestamptz')
      .addColumn('spent_reason', 'text', (c) => c.check(sql`spent_reason in ('used', 'locked')`))
      .addColumn('seq', 'bigint', (c) => c.notNull().generatedAlwaysAsIdentity())
      .execute()
    await db.schema
      .createIndex('key_store_challenges_by_user')
      .on('key_store_challenges')
      .columns(['user_id', 'created_at'])
      .execute()

    await db.schema
      .createTable('key_store_backups')
      .addColumn('user_id', 'uuid', (c) => c.primaryKey())
      .addColumn('encrypted_backup', 'text', (c) => c.notNull())
      .addColumn('key_store_secret', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('last_released_at', 'timestamptz')
      .execute()

    // The rate limiter's table: already there when the key store shares the application database.
    await db.schema
      .createTable('rate_limit_hits')
      .ifNotExists()
      .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('key_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('rate_limit_hits_lookup')
      .ifNotExists()
      .on('rate_limit_hits')
      .columns(['scope', 'key_hash', 'created_at'])
      .execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('key_store_backups').execute()
    await db.schema.dropTable('key_store_challenges').execute()
  },
}

// Limits that hold under concurrency, as in the application's migration of the same name: a challenge
// counts every guess checked against it (`attempts`, reserved before the comparison), and the rate
// limiter keeps one row of hits per key, updated by one upsert. When the key store shares the
// application database the application's migration has already made `rate_limits` and dropped
// `rate_limit_hits`, hence `ifNotExists`/`ifExists`.
const oneTimeCodeAttempts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('key_store_challenges').renameColumn('wrong_attempts', 'attempts').execute()
    await db.schema
      .createTable('rate_limits')
      .ifNotExists()
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('key_hash', 'text', (c) => c.notNull())
      .addColumn('hits', sql`timestamptz[]`, (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('rate_limits_pkey', ['scope', 'key_hash'])
      .execute()
    await db.schema
      .createIndex('rate_limits_expiry')
      .ifNotExists()
      .on('rate_limits')
      .column('expires_at')
      .execute()
    await db.schema.dropTable('rate_limit_hits').ifExists().execute()
  },
  async down(db: Kysely<unknown>) {
    // `rate_limits` may be the application's too: it stays, and the old table comes back beside it.
    await db.schema
      .createTable('rate_limit_hits')
      .ifNotExists()
      .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('key_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('rate_limit_hits_lookup')
      .ifNotExists()
      .on('rate_limit_hits')
      .columns(['scope', 'key_hash', 'created_at'])
      .execute()
    await db.schema.alterTable('key_store_challenges').renameColumn('attempts', 'wrong_attempts').execute()
  },
}

export const keyStoreMigrations: Record<string, Migration> = {
  '2026-11-22_key-store': initial,
  '2026-11-25_one-time-code-attempts': oneTimeCodeAttempts,
}

export async function migrateKeyStore(db: Kysely<unknown>, schema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => keyStoreMigrations },
    migrationTableName: 'key_store_migration',
    migrationLockTableName: 'key_store_migration_lock',
    ...(schema ? { migrationTableSchema: schema } : {}),
  })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error || failed) {
    throw new Error(`Key store migration ${failed?.migrationName ?? ''} failed`, { cause: error })
  }
}
