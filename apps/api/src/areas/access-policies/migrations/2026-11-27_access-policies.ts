// Access policies (who may read or act on someone's resource: a patient's medical file above all) and the
// access log (every read of a patient's medical content by someone else). The log is append-only: a
// trigger refuses to change or delete an entry, so that not even the application can rewrite who read
// what. It names its people by id without foreign keys, so that no cascade can erase a line of it.
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('access_policies')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('application', 'text', (c) => c.notNull())
    .addColumn('resource', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`resource in ('medical-file', 'patient-delegation', 'organization', 'organization_external_practitioners', 'practitioner_contacts', 'practitioner_calendar')`,
        ),
    )
    // Whose resource it is: who answers a request and may revoke the grant (the patient, for a file).
    .addColumn('holder_user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // What it opens: the patient's account for a medical file, a structure for its resources.
    .addColumn('resource_id', 'uuid', (c) => c.notNull())
    // Who gains the access: a practitioner, or a structure (then every member through it).
    .addColumn('grantee_user_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('grantee_organization_id', 'uuid', (c) => c.references('organizations.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('PENDING', 'INVITED', 'ACCEPTED', 'REJECTED')`),
    )
    .addColumn('rights', 'jsonb', (c) => c.notNull())
    .addColumn('valid_from', 'timestamptz')
    .addColumn('valid_to', 'timestamptz')
    // Who asked (a member of the structure, for a structure's request); null once that account is gone.
    .addColumn('requested_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('decided_at', 'timestamptz')
    .addCheckConstraint(
      'access_policies_one_grantee',
      sql`(grantee_user_id is null) <> (grantee_organization_id is null)`,
    )
    .execute()
  // One live policy (asked, offered or in force) per resource and grantee; refused ones stay as history.
  for (const grantee of ['grantee_user_id', 'grantee_organization_id']) {
    await db.schema
      .createIndex(`access_policies_live_by_${grantee.replace('grantee_', '').replace('_id', '')}`)
      .on('access_policies')
      .columns(['resource', 'resource_id', grantee])
      .unique()
      .where(sql.ref('status'), 'in', sql`('PENDING', 'INVITED', 'ACCEPTED')`)
      .where(sql.ref(grantee), 'is not', null)
      .execute()
    await db.schema
      .createIndex(`access_policies_by_${grantee.replace('_id', '')}`)
      .on('access_policies')
      .columns([grantee, 'resource', 'status'])
      .where(sql.ref(grantee), 'is not', null)
      .execute()
  }
  await db.schema
    .createIndex('access_policies_by_holder')
    .on('access_policies')
    .columns(['holder_user_id', 'status', 'created_at'])
    .execute()

  await db.schema
    .createTable('access_log')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('application', 'text', (c) => c.notNull())
    .addColumn('patient_user_id', 'uuid', (c) => c.notNull())
    .addColumn('reader_user_id', 'uuid', (c) => c.notNull())
    // The structure whose grant the reader used, when it was a structure's.
    .addColumn('reader_organization_id', 'uuid')
    .addColumn('access_policy_id', 'uuid')
    .addColumn('resource', 'text', (c) =>
      c.notNull().check(sql`resource in ('medical-record', 'observation', 'document')`),
    )
    .addColumn('resource_id', 'text')
    .addColumn('read_at', 'timestamptz', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('access_log_by_patient')
    .on('access_log')
    .columns(['patient_user_id', 'read_at'])
    .execute()
  await sql`
    create function access_log_is_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'access_log is append-only: % refused', tg_op using errcode = 'insufficient_privilege';
    end
    $$`.execute(db)
  await sql`
    create trigger access_log_append_only before update or delete on access_log
    for each row execute function access_log_is_append_only()`.execute(db)
  await sql`
    create trigger access_log_no_truncate before truncate on access_log
    for each statement execute function access_log_is_append_only()`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('access_log').execute()
  await sql`drop function access_log_is_append_only()`.execute(db)
  await db.schema.dropTable('access_policies').execute()
}
