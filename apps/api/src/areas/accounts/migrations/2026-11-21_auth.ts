// Users, profiles, one-time codes, sessions, rate-limit hits and the development outbox.
// Frozen: later changes go in new, later-dated migrations.
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('application', 'text', (c) =>
      c.notNull().check(sql`application in ('perinatal', 'mobility', 'dispatch')`),
    )
    .addColumn('user_type', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sld_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    // Accounts are per application: the same person may hold one in each mode.
    .addUniqueConstraint('users_application_email_key', ['application', 'email'])
    .addUniqueConstraint('users_application_phone_key', ['application', 'phone'])
    .addCheckConstraint('users_has_identifier', sql`email is not null or phone is not null`)
    .execute()

  await db.schema
    .createTable('profiles')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('given_name', 'text', (c) => c.notNull())
    .addColumn('family_name', 'text', (c) => c.notNull())
    .addColumn('gender', 'text', (c) => c.check(sql`gender in ('MALE', 'FEMALE')`))
    .addColumn('birth_date', 'date')
    .addColumn('address', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('rpps', 'text')
    .addColumn('finess', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('passwordless_codes')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('application', 'text', (c) => c.notNull())
    .addColumn('identifier_type', 'text', (c) =>
      c.notNull().check(sql`identifier_type in ('email', 'phone')`),
    )
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('wrong_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('spent_at', 'timestamptz')
    .addColumn('spent_reason', 'text', (c) => c.check(sql`spent_reason in ('used', 'locked')`))
    // Insertion order, to tell the newest code apart even when two share a timestamp.
    .addColumn('seq', 'bigint', (c) => c.notNull().generatedAlwaysAsIdentity())
    .execute()
  await db.schema
    .createIndex('passwordless_codes_lookup')
    .on('passwordless_codes')
    .columns(['application', 'identifier_type', 'identifier', 'created_at'])
    .execute()

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('application', 'text', (c) => c.notNull())
    .addColumn('identifier_type', 'text', (c) => c.notNull())
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull())
    .addColumn('idle_expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute()

  // Keys are HMACs of the client address or identifier: the table never holds them in clear.
  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('rate_limit_hits_lookup')
    .on('rate_limit_hits')
    .columns(['scope', 'key_hash', 'created_at'])
    .execute()

  await db.schema
    .createTable('outbox_messages')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('application', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('email', 'sms')`))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('code', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('seq', 'bigint', (c) => c.notNull().generatedAlwaysAsIdentity())
    .execute()
  await db.schema
    .createIndex('outbox_messages_recent')
    .on('outbox_messages')
    .columns(['application', 'created_at'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'outbox_messages',
    'rate_limit_hits',
    'sessions',
    'passwordless_codes',
    'profiles',
    'users',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
