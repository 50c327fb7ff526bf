// The patient's share asked during a consultation: the amount, the terminal's intent and what became
// of it. No card data: the terminal keeps that, and the simulated one has none. Written out rather than
// imported: a migration must keep doing what it did.
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('appointment_payments')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('application', 'text', (c) => c.notNull())
    .addColumn('appointment_id', 'uuid', (c) => c.notNull().references('appointments.id').onDelete('cascade'))
    .addColumn('value', 'bigint', (c) => c.notNull().check(sql`value between 0 and 9999999999`))
    .addColumn('currency', 'text', (c) => c.notNull().check(sql`currency in ('EUR')`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('ACTIVE', 'CANCELED')`))
    .addColumn('outcome', 'text', (c) => c.check(sql`outcome in ('QUEUED', 'COMPLETE', 'ERROR')`))
    .addColumn('intent_id', 'text', (c) => c.notNull())
    .addColumn('intent_status', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.check(sql`method in ('CCCA', 'DEBC')`))
    .addColumn('tendered_amount', 'bigint')
    .addColumn('returned_amount', 'bigint')
    // Who asked; null once that account is gone.
    .addColumn('requested_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute()
  // One payment awaiting its card per appointment at a time.
  await sql`
    create unique index appointment_payments_one_awaiting on appointment_payments (appointment_id)
    where intent_status = 'requires_confirmation'`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('appointment_payments').execute()
}
