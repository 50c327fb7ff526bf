// Appointments: a patient, one to three practitioners (one of each kind), a slot and a status. The
// description is medical free text: an envelope of the contract's shape or nothing, which a CHECK holds
// to as the other encrypted columns do, so that text in clear is refused even from a code path that
// would skip the contract's validation. Written out rather than imported: a migration must keep doing
// what it did.
//
// A slot is booked once: two BOOKED appointments of one practitioner never overlap, whatever code
// writes them. Each practitioner's row keeps a copy of its appointment's slot and whether it is booked,
// written by the database alone (a trigger copies them on insert, and again whenever the appointment's
// slot or status changes), so that a practitioner's appointments of a period are one index range. The
// same trigger, before a booked row is written, locks the practitioner's schedule row (SELECT … FOR
// UPDATE: a second booking of that practitioner waits for the first to end) and looks for an overlap
// among their booked rows, refusing it with the SQLSTATE of an exclusion constraint. A change of slot
// locks all the appointment's practitioners first, in id order, the order bookings take them in, so
// that two transactions never wait for each other crosswise. An exclusion constraint would say it in
// one line, but on a uuid and a range it needs btree_gist, which PGlite does not load. An appointment
// lasts a day at most, which bounds the search for an overlap to a day before its start.
import { sql, type Kysely, type RawBuilder } from 'kysely'

const FIELDS = ['version', 'encryptionSessionId', 'epoch', 'nonce', 'ciphertext']

/** The CHECK of an envelope column: an object with exactly the five fields, each of its shape. */
function envelopeShape(column: string): RawBuilder<unknown> {
  const c = sql.ref(column)
  const fields = sql.raw(`array[${FIELDS.map((f) => `'${f}'`).join(', ')}]`)
  return sql`(
    jsonb_typeof(${c}) = 'object'
    and ${c} ?& ${fields}
    and ${c} - ${fields} = '{}'::jsonb
    and ${c} -> 'version' = '1'::jsonb
    and jsonb_typeof(${c} -> 'encryptionSessionId') = 'string'
    and ${c} ->> 'encryptionSessionId' ~ '^[A-Za-z0-9_-]{16,64}$'
    and jsonb_typeof(${c} -> 'epoch') = 'number'
    and ${c} ->> 'epoch' ~ '^[0-9]{1,10}$'
    and jsonb_typeof(${c} -> 'nonce') = 'string'
    and ${c} ->> 'nonce' ~ '^[A-Za-z0-9_-]{16}$'
    and jsonb_typeof(${c} -> 'ciphertext') = 'string'
    and length(${c} ->> 'ciphertext') >= 22
    and ${c} ->> 'ciphertext' ~ '^[A-Za-z0-9_-]+$'
  )`
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('appointments')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('application', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('BOOKED', 'CANCELLED', 'FULFILLED')`),
    )
    .addColumn('service_category', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`service_category in ('Consultation', 'UrgentFollowUp', 'FollowUp', 'RenewalOfPrescription', 'MaternalPerinatalCare')`,
        ),
    )
    .addColumn('description', 'jsonb')
    .addColumn('patient_user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Who booked it; null once that account is gone.
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('cancelled_at', 'timestamptz')
    .addCheckConstraint(
      'appointments_length',
      sql`ends_at > starts_at and ends_at <= starts_at + interval '1 day'`,
    )
    .addCheckConstraint('appointments_cancelled_at', sql`(status = 'CANCELLED') = (cancelled_at is not null)`)
    .addCheckConstraint(
      'appointments_description_shape',
      sql`description is null or ${envelopeShape('description')}`,
    )
    .execute()
  await db.schema
    .createIndex('appointments_by_patient')
    .on('appointments')
    .columns(['patient_user_id', 'starts_at'])
    .execute()

  await db.schema
    .createTable('appointment_practitioners')
    .addColumn('appointment_id', 'uuid', (c) => c.notNull().references('appointments.id').onDelete('cascade'))
    // A practitioner takes appointments once they have a schedule: its row is what a booking locks.
    .addColumn('practitioner_user_id', 'uuid', (c) =>
      c.notNull().references('schedules.practitioner_user_id').onDelete('cascade'),
    )
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('doctor', 'assistant', 'midwife')`))
    // The appointment's, copied by the trigger below.
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('booked', 'boolean', (c) => c.notNull())
    .addPrimaryKeyConstraint('appointment_practitioners_pk', ['appointment_id', 'practitioner_user_id'])
    .addUniqueConstraint('appointment_practitioners_one_per_role', ['appointment_id', 'role'])
    .execute()
  await db.schema
    .createIndex('appointment_practitioners_by_practitioner')
    .on('appointment_practitioners')
    .columns(['practitioner_user_id', 'starts_at'])
    .execute()

  await sql`
    create function appointment_practitioner_books_once() returns trigger language plpgsql as $$
    declare
      appointment appointments%rowtype;
    begin
      select * into appointment from appointments where id = new.appointment_id;
      new.starts_at := appointment.starts_at;
      new.ends_at := appointment.ends_at;
      new.booked := appointment.status = 'BOOKED';
      if not new.booked then
        return new;
      end if;
      perform 1 from schedules where practitioner_user_id = new.practitioner_user_id for update;
      if exists (
        select 1
        from appointment_practitioners other
        where other.practitioner_user_id = new.practitioner_user_id
          and other.appointment_id <> new.appointment_id
          and other.booked
          and other.starts_at > new.starts_at - interval '1 day'
          and other.starts_at < new.ends_at
          and other.ends_at > new.starts_at
      ) then
        raise exception 'practitioner % is already booked then', new.practitioner_user_id
          using errcode = 'exclusion_violation';
      end if;
      return new;
    end
    $$`.execute(db)
  await sql`
    create trigger appointment_practitioners_book_once
    before insert or update on appointment_practitioners
    for each row execute function appointment_practitioner_books_once()`.execute(db)

  await sql`
    create function appointment_slot_to_practitioners() returns trigger language plpgsql as $$
    begin
      perform 1 from schedules
      where practitioner_user_id in (
        select practitioner_user_id from appointment_practitioners where appointment_id = new.id
      )
      order by practitioner_user_id
      for update;
      update appointment_practitioners
      set starts_at = new.starts_at, ends_at = new.ends_at, booked = new.status = 'BOOKED'
      where appointment_id = new.id;
      return null;
    end
    $$`.execute(db)
  await sql`
    create trigger appointments_slot_to_practitioners
    after update of starts_at, ends_at, status on appointments
    for each row
    when (
      old.starts_at is distinct from new.starts_at
      or old.ends_at is distinct from new.ends_at
      or old.status is distinct from new.status
    )
    execute function appointment_slot_to_practitioners()`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('appointment_practitioners').execute()
  await sql`drop function appointment_practitioner_books_once()`.execute(db)
  await db.schema.dropTable('appointments').execute()
  await sql`drop function appointment_slot_to_practitioners()`.execute(db)
}
