// The report that ended a consultation: a document of the patient's (its file encrypted in the doctor's
// browser, its row the documents area's), named here as the consultation's, with who validated it and
// when. One per appointment. Written out rather than imported: a migration must keep doing what it did.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('appointment_reports')
    .addColumn('appointment_id', 'uuid', (c) =>
      c.primaryKey().references('appointments.id').onDelete('cascade'),
    )
    .addColumn('document_id', 'uuid', (c) =>
      c.notNull().unique().references('documents.id').onDelete('cascade'),
    )
    .addColumn('author_user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('appointment_reports').execute()
}
