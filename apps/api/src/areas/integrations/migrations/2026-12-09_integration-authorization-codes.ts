// One-time codes of integrations whose provider is the product itself: the authorization address
// carries one, the app's callback sends it back. Bound to an account and an integration type, short-lived,
// deleted when used; only their SHA-256 is kept, so a dump of the table activates nothing.
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('integration_authorization_codes')
    .addColumn('code_hash', 'text', (c) => c.primaryKey().check(sql`code_hash ~ '^[A-Za-z0-9_-]{43}$'`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('application', 'text', (c) => c.notNull())
    .addColumn('integration_type', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute()
  // Asking again replaces the account's code of that type: the lookup by account and type.
  await db.schema
    .createIndex('integration_authorization_codes_user_type')
    .on('integration_authorization_codes')
    .columns(['user_id', 'integration_type'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('integration_authorization_codes').execute()
}
