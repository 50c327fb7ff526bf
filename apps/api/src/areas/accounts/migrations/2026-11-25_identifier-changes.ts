// A new email or phone waits here, with the HMAC of the code sent to it, until its owner types that
// code; only then does it replace the account's. Same one-time code rules as sign-in. An account may
// therefore hold neither yet: one registered through Pro Santé Connect is identified by its RPPS until
// it proves an email or a phone.
// Frozen: later changes go in new, later-dated migrations.
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropConstraint('users_has_identifier').execute()
  await db.schema
    .createTable('identifier_changes')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('seq', 'bigint', (c) => c.notNull().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
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
    .execute()
  await db.schema
    .createIndex('identifier_changes_user_type')
    .on('identifier_changes')
    .columns(['user_id', 'identifier_type', 'seq'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('identifier_changes').execute()
  await db.schema
    .alterTable('users')
    .addCheckConstraint('users_has_identifier', sql`email is not null or phone is not null`)
    .execute()
}
