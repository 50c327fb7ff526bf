// Accounts: registration details on users and profiles, organizations and their members,
// impersonation on sessions, and two append-only audit tables (impersonations, account reviews).
// Frozen: later changes go in new, later-dated migrations.
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('terms_accepted_at', 'timestamptz')
    .addColumn('position_latitude', 'double precision')
    .addColumn('position_longitude', 'double precision')
    .addColumn('position_updated_at', 'timestamptz')
    .addColumn('device_token', 'text')
    .addColumn('device_token_updated_at', 'timestamptz')
    .execute()

  await db.schema
    .alterTable('profiles')
    .addColumn('nir', 'text')
    .addColumn('languages', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('qualifications', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('description', 'text')
    .addColumn('exercice_zone', 'jsonb')
    .addColumn('exercice_radius', 'integer')
    // The rest of the role object given at registration (patient history, midwife PMI, certifications…).
    .addColumn('role_details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute()
  // NIR uniqueness is per application (checked by the API, which knows each profile's application);
  // this index makes the lookup cheap.
  await db.schema.createIndex('profiles_nir').on('profiles').column('nir').execute()

  await db.schema
    .createTable('organizations')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('application', 'text', (c) =>
      c.notNull().check(sql`application in ('perinatal', 'mobility', 'dispatch')`),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('finess', 'text')
    .addColumn('siret', 'text')
    .addColumn('specialities', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('address', 'jsonb', (c) => c.notNull())
    .addColumn('manager_user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('organizations_has_identifier', sql`finess is not null or siret is not null`)
    .execute()
  await db.schema
    .createIndex('organizations_finess')
    .on('organizations')
    .columns(['application', 'finess'])
    .execute()

  await db.schema
    .createTable('organization_members')
    .addColumn('organization_id', 'uuid', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('manager', 'member')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('organization_members_pkey', ['organization_id', 'user_id'])
    .execute()
  await db.schema
    .createIndex('organization_members_user')
    .on('organization_members')
    .column('user_id')
    .execute()

  // One row while a session acts as another account: who started it and what to return to.
  await db.schema
    .createTable('session_impersonations')
    .addColumn('session_id', 'uuid', (c) => c.primaryKey().references('sessions.id').onDelete('cascade'))
    .addColumn('impersonator_user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('impersonator_identifier_type', 'text', (c) => c.notNull())
    .addColumn('impersonator_identifier', 'text', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .execute()

  // Audit tables keep ids and usernames without foreign keys: a deleted account must not take (or be
  // blocked by) its history.
  await db.schema
    .createTable('impersonation_audit')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('application', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('start', 'restore')`))
    .addColumn('actor_user_id', 'uuid', (c) => c.notNull())
    .addColumn('actor_username', 'text', (c) => c.notNull())
    .addColumn('target_user_id', 'uuid', (c) => c.notNull())
    .addColumn('target_username', 'text', (c) => c.notNull())
    .addColumn('session_id', 'uuid', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('account_review_audit')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('application', 'text', (c) => c.notNull())
    .addColumn('decision', 'text', (c) => c.notNull().check(sql`decision in ('accepted', 'declined')`))
    .addColumn('actor_user_id', 'uuid', (c) => c.notNull())
    .addColumn('actor_username', 'text', (c) => c.notNull())
    .addColumn('target_user_id', 'uuid', (c) => c.notNull())
    .addColumn('target_username', 'text', (c) => c.notNull())
    .addColumn('organization_id', 'uuid')
    .addColumn('organization_name', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute()

  // Append-only, enforced by the database itself rather than by the API's good behaviour.
  await sql`
    create function refuse_audit_change() returns trigger language plpgsql as $$
    begin
      raise exception 'audit table % is append-only', tg_table_name using errcode = 'P0001';
    end
    $$
  `.execute(db)
  for (const table of ['impersonation_audit', 'account_review_audit']) {
    await sql`
      create trigger ${sql.id(`${table}_no_update_delete`)} before update or delete on ${sql.table(table)}
      for each row execute function refuse_audit_change()
    `.execute(db)
    await sql`
      create trigger ${sql.id(`${table}_no_truncate`)} before truncate on ${sql.table(table)}
      for each statement execute function refuse_audit_change()
    `.execute(db)
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'account_review_audit',
    'impersonation_audit',
    'session_impersonations',
    'organization_members',
    'organizations',
  ]) {
    await db.schema.dropTable(table).execute()
  }
  await sql`drop function refuse_audit_change()`.execute(db)
  await db.schema.dropIndex('profiles_nir').execute()
  await db.schema
    .alterTable('profiles')
    .dropColumn('nir')
    .dropColumn('languages')
    .dropColumn('qualifications')
    .dropColumn('description')
    .dropColumn('exercice_zone')
    .dropColumn('exercice_radius')
    .dropColumn('role_details')
    .execute()
  await db.schema
    .alterTable('users')
    .dropColumn('terms_accepted_at')
    .dropColumn('position_latitude')
    .dropColumn('position_longitude')
    .dropColumn('position_updated_at')
    .dropColumn('device_token')
    .dropColumn('device_token_updated_at')
    .execute()
}
