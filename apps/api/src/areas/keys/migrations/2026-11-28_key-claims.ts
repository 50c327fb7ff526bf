// Claims: a session shared with a user who has no keys yet. The epochs' content keys wait here encrypted
// under an over-encryption key that only the key store holds (its own migration of the same date), until
// the user proves their email or phone there and converts the claim into wrapped keys of their own.
// Neither service alone opens them.
// Frozen: later changes go in new, later-dated migrations.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('key_claims')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('application', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull().references('key_sessions.id').onDelete('cascade'))
    .addColumn('for_user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // No foreign key: the claim outlives its creator's account, as the session does.
    .addColumn('created_by', 'uuid', (c) => c.notNull())
    // [{epoch, iv, ciphertext}]: opaque to the application server.
    .addColumn('keys', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute()
  // The claims waiting for a user (GET /keys/claims).
  await db.schema.createIndex('key_claims_by_user').on('key_claims').column('for_user_id').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('key_claims').execute()
}
