// The notifications (the bell): what happened for one user of one application, as the French sentence
// the bell shows, what its dialog needs (`payload`), and whether the user has seen it. A sentence never
// holds medical content: it names people and actions only.
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    // Breaks ties between notifications of one instant, so that "newest first" is the order they came in.
    .addColumn('seq', 'bigint', (c) => c.notNull().generatedAlwaysAsIdentity())
    .addColumn('application', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // No CHECK on the template: later areas add theirs without a migration, the contract lists them.
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull().check(sql`jsonb_typeof(payload) = 'object'`))
    .addColumn('seen', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute()
  // The bell's page (newest first) and its total.
  await db.schema
    .createIndex('notifications_by_user_time')
    .on('notifications')
    .columns(['user_id', 'application', 'created_at', 'seq'])
    .execute()
  // The badge: the unseen ones are few, whatever the history.
  await db.schema
    .createIndex('notifications_unseen_by_user')
    .on('notifications')
    .columns(['user_id', 'application'])
    .where(sql.ref('seen'), '=', false)
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notifications').execute()
}
