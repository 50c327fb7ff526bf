// A care request sent to practitioners ('dispatch'): one row per practitioner it went to, with their
// answer. `PENDING` until they accept (`ACCEPTED`: the request's performer) or decline (`DECLINED`),
// or until someone else takes the request (`WITHDRAWN`). A practitioner has at most one waiting dispatch
// per request; a declined one may be sent the request again, as a new row. Dated after the requests'
// table it refers to: every area's migrations run in name order. Written out rather than imported: a
// migration must keep doing what it did.
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('service_request_dispatches')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('service_request_id', 'uuid', (c) =>
      c.notNull().references('service_requests.id').onDelete('cascade'),
    )
    .addColumn('practitioner_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('PENDING', 'ACCEPTED', 'DECLINED', 'WITHDRAWN')`),
    )
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
    .addColumn('answered_at', 'timestamptz')
    .addCheckConstraint(
      'service_request_dispatches_answered',
      sql`(status = 'PENDING') = (answered_at is null)`,
    )
    .execute()
  // A request's dispatches, in the order sent.
  await db.schema
    .createIndex('service_request_dispatches_by_request')
    .on('service_request_dispatches')
    .columns(['service_request_id', 'sent_at'])
    .execute()
  // 'Mes prises en charge': what waits for a practitioner's answer, and what they answered.
  await db.schema
    .createIndex('service_request_dispatches_by_practitioner')
    .on('service_request_dispatches')
    .columns(['practitioner_id', 'status'])
    .execute()
  // One waiting dispatch per practitioner and request, whatever two structure members send at once.
  await db.schema
    .createIndex('service_request_dispatches_one_pending')
    .on('service_request_dispatches')
    .columns(['service_request_id', 'practitioner_id'])
    .unique()
    .where(sql.ref('status'), '=', 'PENDING')
    .execute()
  // 'Mes prises en charge' and the candidates' load: the requests a practitioner performs.
  await db.schema
    .createIndex('service_requests_by_performer')
    .on('service_requests')
    .columns(['performer_user_id', 'status'])
    .where(sql.ref('performer_user_id'), 'is not', null)
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('service_requests_by_performer').execute()
  await db.schema.dropTable('service_request_dispatches').execute()
}
