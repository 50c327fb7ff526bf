// The access log said only that someone reached a patient's content; a practitioner editing her record
// or adding a document to her file looked like a reading. Each line now says which it was. The lines
// written before were all reads, which the default records.
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('access_log')
    .addColumn('action', 'text', (c) =>
      c
        .notNull()
        .defaultTo('read')
        .check(sql`action in ('read', 'write')`),
    )
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('access_log').dropColumn('action').execute()
}
