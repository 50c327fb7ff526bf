// Which account each LOCAL/DEV demo account is, by a key fixed in the code (the demo account's original
// email), so that reseeding finds it again by identity even after someone changed its email or phone.
// Frozen: later changes go in new, later-dated migrations.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('demo_accounts')
    .addColumn('demo_key', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('demo_accounts').execute()
}
