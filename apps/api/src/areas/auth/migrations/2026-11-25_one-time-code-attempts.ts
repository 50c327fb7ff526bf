// Limits that hold under concurrency. A one-time code now counts every guess checked against it, the
// right one included (each guess reserves an attempt before it is compared), hence `attempts`. Rate
// limits keep one row per (scope, key) with the hits of the sliding window, updated by a single upsert
// that appends a hit only while fewer than the limit are in the window; `rate_limit_hits`, counted then
// inserted in two statements, goes.
// Frozen: later changes go in new, later-dated migrations.
import { sql, type Kysely } from 'kysely'

const CODE_TABLES = ['passwordless_codes', 'identifier_changes'] as const

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of CODE_TABLES) {
    await db.schema.alterTable(table).renameColumn('wrong_attempts', 'attempts').execute()
  }

  // Keys are HMACs of the client address, identifier or user: the table never holds them in clear. The
  // key store creates the same table in its own database (plugins/key-store/migrations.ts), hence
  // `ifNotExists` on both sides when they share one.
  await db.schema
    .createTable('rate_limits')
    .ifNotExists()
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull())
    .addColumn('hits', sql`timestamptz[]`, (c) => c.notNull())
    // When the newest hit leaves the window: from then on the row counts nothing and may be purged.
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
  await db.schema.dropTable('rate_limits').ifExists().execute()
  for (const table of CODE_TABLES) {
    await db.schema.alterTable(table).renameColumn('attempts', 'wrong_attempts').execute()
  }
}
