// Practitioners' schedules: a row per practitioner who has one (the zone its wall-clock times are read
// in), their recurring weekly slots as a weekday and minutes from that day's midnight (a slot ending
// after midnight ends past 1440, a merged one at most on the next day's 23:59), and their exceptions as
// instants. The schedule's row is also what a booking locks, so that two bookings of one practitioner
// take turns (the appointments area's migration).
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('schedules')
    .addColumn('practitioner_user_id', 'uuid', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('application', 'text', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('schedule_recurring_slots')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('practitioner_user_id', 'uuid', (c) =>
      c.notNull().references('schedules.practitioner_user_id').onDelete('cascade'),
    )
    .addColumn('weekday', 'smallint', (c) => c.notNull().check(sql`weekday between 1 and 7`))
    .addColumn('start_minute', 'integer', (c) => c.notNull().check(sql`start_minute between 0 and 1439`))
    .addColumn('end_minute', 'integer', (c) => c.notNull())
    .addCheckConstraint(
      'schedule_recurring_slots_length',
      sql`end_minute > start_minute and end_minute < 2880`,
    )
    .execute()
  await db.schema
    .createIndex('schedule_recurring_slots_by_practitioner')
    .on('schedule_recurring_slots')
    .columns(['practitioner_user_id', 'weekday', 'start_minute'])
    .execute()

  await db.schema
    .createTable('schedule_exceptions')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('practitioner_user_id', 'uuid', (c) =>
      c.notNull().references('schedules.practitioner_user_id').onDelete('cascade'),
    )
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('BUSY', 'FREE')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('schedule_exceptions_length', sql`ends_at > starts_at`)
    .execute()
  await db.schema
    .createIndex('schedule_exceptions_by_practitioner')
    .on('schedule_exceptions')
    .columns(['practitioner_user_id', 'starts_at'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('schedule_exceptions').execute()
  await db.schema.dropTable('schedule_recurring_slots').execute()
  await db.schema.dropTable('schedules').execute()
}
