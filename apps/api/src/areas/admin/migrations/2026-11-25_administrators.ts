// Administrators by explicit grant: a row per administrator, given by configuration (the first one)
// or by another administrator, and an append-only trail of every grant and removal. No email, domain
// or field the user controls makes anyone an administrator.
// Frozen: later changes go in new, later-dated migrations.
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('administrators')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('application', 'text', (c) =>
      c.notNull().check(sql`application in ('perinatal', 'mobility', 'dispatch')`),
    )
    // Null when the grant came from the configuration (ADMIN_EMAILS) or the demo seed.
    .addColumn('granted_by_user_id', 'uuid')
    .addColumn('granted_by', 'text', (c) => c.notNull())
    .addColumn('granted_at', 'timestamptz', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('administrators_application')
    .on('administrators')
    .column('application')
    .execute()

  // Like the other audit tables: ids and usernames without foreign keys, so history outlives accounts.
  await db.schema
    .createTable('administrator_audit')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('application', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('grant', 'revoke')`))
    .addColumn('actor_user_id', 'uuid')
    .addColumn('actor_username', 'text', (c) => c.notNull())
    .addColumn('target_user_id', 'uuid', (c) => c.notNull())
    .addColumn('target_username', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute()
  await sql`
    create trigger administrator_audit_no_update_delete before update or delete on administrator_audit
    for each row execute function refuse_audit_change()
  `.execute(db)
  await sql`
    create trigger administrator_audit_no_truncate before truncate on administrator_audit
    for each statement execute function refuse_audit_change()
  `.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('administrator_audit').execute()
  await db.schema.dropTable('administrators').execute()
}
