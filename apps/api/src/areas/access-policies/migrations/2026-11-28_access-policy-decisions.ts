// Every answer given to an access policy — approved, rejected, revoked — kept for good: who decided, on
// which resource, for whom and when. A policy's row only keeps its latest status; a structure's manager
// accepting a practitioner into the team, or a patient revoking a doctor, must stay on record after the
// row changes again. Append-only like the access log: a trigger refuses UPDATE, DELETE and TRUNCATE.
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('access_policy_decisions')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('application', 'text', (c) => c.notNull())
    // No foreign keys: no cascade may erase a line.
    .addColumn('access_policy_id', 'uuid', (c) => c.notNull())
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('resource_id', 'text', (c) => c.notNull())
    .addColumn('decided_by', 'uuid', (c) => c.notNull())
    .addColumn('grantee_user_id', 'uuid')
    .addColumn('grantee_organization_id', 'uuid')
    .addColumn('answer', 'text', (c) => c.notNull().check(sql`answer in ('approve', 'reject', 'revoke')`))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'timestamptz', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('access_policy_decisions_by_policy')
    .on('access_policy_decisions')
    .columns(['access_policy_id', 'decided_at'])
    .execute()
  await sql`
    create function access_policy_decisions_are_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'access_policy_decisions is append-only: % refused', tg_op
        using errcode = 'insufficient_privilege';
    end
    $$`.execute(db)
  await sql`
    create trigger access_policy_decisions_append_only before update or delete on access_policy_decisions
    for each row execute function access_policy_decisions_are_append_only()`.execute(db)
  await sql`
    create trigger access_policy_decisions_no_truncate before truncate on access_policy_decisions
    for each statement execute function access_policy_decisions_are_append_only()`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('access_policy_decisions').execute()
  await sql`drop function access_policy_decisions_are_append_only()`.execute(db)
}
