// A document may belong to a consultation: a capture of its room, the report that ended it, a file of a
// consultation report a midwife recorded. `appointment_id` names that appointment, or nothing; a
// document outlives an appointment removed (it stays the patient's). The consultation's attachments are
// read by that column, hence its index. Written out rather than imported: a migration must keep doing
// what it did.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('documents')
    .addColumn('appointment_id', 'uuid', (c) => c.references('appointments.id').onDelete('set null'))
    .execute()
  await db.schema.createIndex('documents_by_appointment').on('documents').column('appointment_id').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('documents_by_appointment').execute()
  await db.schema.alterTable('documents').dropColumn('appointment_id').execute()
}
