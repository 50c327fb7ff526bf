// Limits that hold under concurrency, as in the application's migration of the same name: a challenge
// counts every guess checked against it (`attempts`, reserved before the comparison), and the rate
// limiter keeps one row of hits per key, updated by one upsert. When the key store shares the
// application database the application's migration has already made `rate_limits` and dropped
// `rate_limit_hits`, hence `ifNotExists`/`ifExists`.
// Frozen: later changes go in new, later-dated migrations.
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
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
}
