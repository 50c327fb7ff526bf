// A Seald deployment of the vault: the Seald id of each user's identity, the names of Seald groups,
// each user's latest SSKS session, and the application server's two per-user secrets (the two-man
// rule's key, the key of the SDK's database in the browser). Seald ids are kept in lower case.
// Frozen: later changes go in new, later-dated migrations.
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('seald_identities')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    // One user per identity: a Seald id recorded for someone else is refused.
    .addColumn('seald_id', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('seald_groups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('application', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    // No foreign key: the group outlives its creator's account, as it does on Seald.
    .addColumn('registered_by', 'uuid', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('seald_groups_name_key', ['application', 'name'])
    .execute()

  await db.schema
    .createTable('seald_two_man_rule_sessions')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('auth_factor_type', 'text', (c) => c.notNull().check(sql`auth_factor_type in ('EM', 'SMS')`))
    .addColumn('auth_factor_value', 'text', (c) => c.notNull())
    .addColumn('must_authenticate', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('seald_two_man_rule_keys')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('two_man_rule_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('seald_database_keys')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('database_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('seald_database_keys').execute()
  await db.schema.dropTable('seald_two_man_rule_keys').execute()
  await db.schema.dropTable('seald_two_man_rule_sessions').execute()
  await db.schema.dropTable('seald_groups').execute()
  await db.schema.dropTable('seald_identities').execute()
}
