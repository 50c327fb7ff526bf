// Schedules, calendar grants and appointments written straight into a test database, for the fixtures
// and tests of the schedules and appointments areas and the slot-search bench.
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { AccessPoliciesRepository, type Grantee } from '../areas/access-policies/index.ts'
import type { DB } from '../areas/database.ts'
import type { Application } from '../core/config.ts'

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7]

/**
 * Gives the practitioner a schedule in `timeZone` whose recurring slots are `hours` (minutes from
 * midnight) on `weekdays`: round the clock every day unless told otherwise, so that any future slot
 * can be booked.
 */
export async function openSchedule(
  db: Kysely<DB>,
  app: Application,
  practitionerId: string,
  options: { timeZone?: string; weekdays?: number[]; hours?: { start: number; end: number }[] } = {},
): Promise<void> {
  const now = new Date()
  await db
    .insertInto('schedules')
    .values({
      practitioner_user_id: practitionerId,
      application: app,
      time_zone: options.timeZone ?? 'Europe/Paris',
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('practitioner_user_id').doNothing())
    .execute()
  const hours = options.hours ?? [{ start: 0, end: 1440 }]
  await db
    .insertInto('schedule_recurring_slots')
    .values(
      (options.weekdays ?? EVERY_DAY).flatMap((weekday) =>
        hours.map(({ start, end }) => ({
          id: randomUUID(),
          practitioner_user_id: practitionerId,
          weekday,
          start_minute: start,
          end_minute: end,
        })),
      ),
    )
    .execute()
}

/** An accepted grant of the practitioner's calendar to `grantee`, as if the practitioner had approved it. */
export async function grantCalendar(
  db: Kysely<DB>,
  app: Application,
  practitionerId: string,
  grantee: Grantee,
): Promise<void> {
  await new AccessPoliciesRepository(db).create({
    application: app,
    resource: 'practitioner_calendar',
    holderUserId: practitionerId,
    resourceId: practitionerId,
    grantee,
    requestedBy: grantee.userId ?? practitionerId,
    status: 'ACCEPTED',
    now: new Date(),
  })
}

/**
 * A booked appointment written without the API's checks (the database's still hold: its practitioners
 * need a schedule, and its slot must be free). Answers its id.
 */
export async function insertAppointment(
  db: Kysely<DB>,
  appointment: {
    app: Application
    patientId: string
    practitioners: { id: string; role: 'doctor' | 'assistant' | 'midwife' }[]
    start: Date
    minutes?: number
  },
): Promise<string> {
  const id = randomUUID()
  const now = new Date()
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('appointments')
      .values({
        id,
        application: appointment.app,
        starts_at: appointment.start,
        ends_at: new Date(appointment.start.getTime() + (appointment.minutes ?? 30) * 60_000),
        status: 'BOOKED',
        service_category: 'Consultation',
        description: null,
        patient_user_id: appointment.patientId,
        created_by: null,
        created_at: now,
        cancelled_at: null,
      })
      .execute()
    await trx
      .insertInto('appointment_practitioners')
      .values(
        appointment.practitioners.map((p) => ({
          appointment_id: id,
          practitioner_user_id: p.id,
          role: p.role,
        })),
      )
      .execute()
  })
  return id
}
