// Calendar feeds get an id: the integrations area names a practitioner's activated feed by it (its
// DELETE takes an id, and a feed's hash must not leave the server). Renewing keeps the row and so the
// id; revoking then activating again makes a new one.
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('calendar_feeds')
    .addColumn('id', 'uuid', (c) =>
      c
        .notNull()
        .unique()
        .defaultTo(sql`gen_random_uuid()`),
    )
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('calendar_feeds').dropColumn('id').execute()
}
