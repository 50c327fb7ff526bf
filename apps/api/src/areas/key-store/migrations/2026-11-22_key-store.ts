// The key store's first migration: its challenges (codes stored as HMACs) and the encrypted identity
// backups, and the rate limiter's table where the key store has a database of its own.
// Frozen: later changes go in new, later-dated migrations.
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('key_store_backups').execute()
  await db.schema.dropTable('key_store_challenges').execute()
}
