// Calendar feeds: a practitioner's private link to their appointments, one at most, kept as the SHA-256
// of its secret (the link is shown once and never stored). Renewing replaces the row's hash, revoking
// removes the row: the old link then finds nothing. The hash is unique, so a read is one index lookup.
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('calendar_feeds')
    .addColumn('practitioner_user_id', 'uuid', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('application', 'text', (c) => c.notNull())
    // base64url of 32 bytes, without padding.
    .addColumn('secret_hash', 'text', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`secret_hash ~ '^[A-Za-z0-9_-]{43}$'`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('calendar_feeds').execute()
}
