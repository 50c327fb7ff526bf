// A home visit a patient asked for herself is assigned to a nurse by the dispatch centre, and the patient
// follows the nurse's visit: its route status, null until a nurse is assigned. The dispatch board reads
// the requests waiting for a nurse, the oldest first, whatever their number. Frozen: later changes go in
// new, later-dated migrations.
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('service_requests')
    .addColumn('route_status', 'text', (c) =>
      c.check(sql`route_status in ('QUEUED', 'TRAVELLING', 'ARRIVED', 'COMPLETED', 'EXPIRED')`),
    )
    .execute()
  await db.schema
    .createIndex('service_requests_waiting_for_a_nurse')
    .on('service_requests')
    .columns(['application', 'authored_on'])
    .where(sql<boolean>`performer_user_id is null and requester_organization_id is null`)
    .execute()
  // A patient has one request of her own open at a time (no nurse yet, or a visit not over), whatever
  // two of her devices send at once.
  await db.schema
    .createIndex('service_requests_one_open_of_her_own')
    .on('service_requests')
    .column('patient_user_id')
    .unique()
    .where(
      sql<boolean>`requester_organization_id is null and (performer_user_id is null or route_status in ('QUEUED', 'TRAVELLING', 'ARRIVED'))`,
    )
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('service_requests_one_open_of_her_own').execute()
  await db.schema.dropIndex('service_requests_waiting_for_a_nurse').execute()
  await db.schema.alterTable('service_requests').dropColumn('route_status').execute()
}
