// The key store's half of each claim (the key directory's `key_claims` holds the other): the key that
// opens the claim's sealed keys, released only to the user it was deposited for, with a code they
// received. No foreign key, like the key store's other tables: the users may live in another database.
// Frozen: later changes go in new, later-dated migrations.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('key_store_claim_keys')
    .addColumn('claim_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('depositor_id', 'uuid', (c) => c.notNull())
    .addColumn('over_encryption_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('key_store_claim_keys_by_user')
    .on('key_store_claim_keys')
    .column('user_id')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('key_store_claim_keys').execute()
}
