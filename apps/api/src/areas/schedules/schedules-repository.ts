// Practitioners and their schedules: who keeps one (a doctor, assistant or midwife of the application),
// the zone, recurring slots and exceptions as the domain's rules take them, what is booked, and the lock
// a booking takes on a schedule's row.
//
// A practitioner who never set a schedule has no row: reading it gives the zone of their address's
// country and nothing else, and the first write (or booking) creates the row with that zone.
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { timeZoneForCountry, type Interval, type ScheduleException, type WeeklySlot } from '@relais/domain'
import type { components } from '@relais/api-client/schema'
import type { DB } from '../database.ts'

/**
 * The longest an appointment lasts (the appointments table's CHECK): those meeting a period start at
 * most this long before it, which keeps their search to an index range.
 */
export const LONGEST_APPOINTMENT_MS = 86_400_000

export type StaffType = components['schemas']['StaffType']
const STAFF_TYPES: readonly StaffType[] = ['doctor', 'assistant', 'midwife']

export interface Practitioner {
  id: string
  type: StaffType
  givenName: string
  familyName: string
  /** The zone of their address's country: their schedule's until it has one of its own. */
  defaultTimeZone: string
}

export interface StoredSchedule {
  timeZone: string
  recurring: (WeeklySlot & { id: string })[]
  exceptions: (ScheduleException & { id: string })[]
}

/** What a slot search needs of one practitioner over a span of time. */
export interface ScheduleOverSpan {
  timeZone: string
  recurring: WeeklySlot[]
  exceptions: ScheduleException[]
  bookings: Interval[]
}

export class SchedulesRepository {
  constructor(private readonly db: Kysely<DB>) {}

  transaction<T>(work: (schedules: SchedulesRepository) => Promise<T>): Promise<T> {
    return this.db.isTransaction
      ? work(this)
      : this.db.transaction().execute((trx) => work(new SchedulesRepository(trx)))
  }

  /** The doctors, assistants and midwives of the application among `ids`, by id. */
  async practitioners(application: string, ids: readonly string[]): Promise<Map<string, Practitioner>> {
    const found = new Map<string, Practitioner>()
    if (ids.length === 0) return found
    const rows = await this.db
      .selectFrom('users as u')
      .leftJoin('profiles as p', 'p.user_id', 'u.id')
      .select(['u.id', 'u.user_type', 'p.given_name', 'p.family_name', 'p.address'])
      .where('u.application', '=', application)
      .where('u.id', 'in', [...ids])
      .where('u.user_type', 'in', [...STAFF_TYPES])
      .execute()
    for (const row of rows) {
      found.set(row.id, {
        id: row.id,
        type: row.user_type as StaffType,
        givenName: row.given_name ?? '',
        familyName: row.family_name ?? '',
        defaultTimeZone: timeZoneForCountry(row.address?.[0]?.country),
      })
    }
    return found
  }

  /**
   * The practitioners a booking or a search names, one per kind, in the order doctor, assistant,
   * midwife; `missing` is the first kind whose id is not a practitioner of that kind of the application.
   */
  async named(
    application: string,
    ids: Partial<Record<StaffType, string>>,
  ): Promise<{ practitioners: Practitioner[]; missing?: StaffType }> {
    const asked = STAFF_TYPES.flatMap((type) => {
      const id = ids[type]
      return id === undefined ? [] : [{ type, id: id.toLowerCase() }]
    })
    const found = await this.practitioners(
      application,
      asked.map((a) => a.id),
    )
    const practitioners: Practitioner[] = []
    for (const { type, id } of asked) {
      const practitioner = found.get(id)
      if (practitioner?.type !== type) return { practitioners, missing: type }
      practitioners.push(practitioner)
    }
    return { practitioners }
  }

  async practitioner(application: string, id: string): Promise<Practitioner | undefined> {
    return (await this.practitioners(application, [id])).get(id)
  }

  /** The practitioner's schedule, its exceptions narrowed to those meeting `span` when given. */
  async find(practitioner: Practitioner, span?: Partial<Interval>): Promise<StoredSchedule> {
    let exceptions = this.db
      .selectFrom('schedule_exceptions')
      .select(['id', 'starts_at', 'ends_at', 'status'])
      .where('practitioner_user_id', '=', practitioner.id)
      .orderBy('starts_at')
      .orderBy('id')
    if (span?.start !== undefined) exceptions = exceptions.where('ends_at', '>', new Date(span.start))
    if (span?.end !== undefined) exceptions = exceptions.where('starts_at', '<', new Date(span.end))
    const [schedule, recurring, exceptionRows] = await Promise.all([
      this.db
        .selectFrom('schedules')
        .select('time_zone')
        .where('practitioner_user_id', '=', practitioner.id)
        .executeTakeFirst(),
      this.recurring(practitioner.id),
      exceptions.execute(),
    ])
    return {
      timeZone: schedule?.time_zone ?? practitioner.defaultTimeZone,
      recurring,
      exceptions: exceptionRows.map(toException),
    }
  }

  /** The zone the practitioner's schedule is kept in. */
  async timeZoneOf(practitioner: Practitioner): Promise<string> {
    const row = await this.db
      .selectFrom('schedules')
      .select('time_zone')
      .where('practitioner_user_id', '=', practitioner.id)
      .executeTakeFirst()
    return row?.time_zone ?? practitioner.defaultTimeZone
  }

  /** The schedules of `practitioners` over a span: zone, recurring slots, what meets the span. */
  async overSpan(
    practitioners: readonly Practitioner[],
    span: Interval,
  ): Promise<Map<string, ScheduleOverSpan>> {
    const ids = practitioners.map((p) => p.id)
    const start = new Date(span.start)
    const end = new Date(span.end)
    const [zones, recurring, exceptions, bookings] = await Promise.all([
      this.db
        .selectFrom('schedules')
        .select(['practitioner_user_id', 'time_zone'])
        .where('practitioner_user_id', 'in', ids)
        .execute(),
      this.recurringOf(ids),
      this.db
        .selectFrom('schedule_exceptions')
        .select(['id', 'practitioner_user_id', 'starts_at', 'ends_at', 'status'])
        .where('practitioner_user_id', 'in', ids)
        .where('starts_at', '<', end)
        .where('ends_at', '>', start)
        .orderBy('starts_at')
        .execute(),
      this.db
        .selectFrom('appointment_practitioners')
        .select(['practitioner_user_id', 'starts_at', 'ends_at'])
        .where('practitioner_user_id', 'in', ids)
        .where('booked', '=', true)
        .where('starts_at', '>', new Date(span.start - LONGEST_APPOINTMENT_MS))
        .where('starts_at', '<', end)
        .where('ends_at', '>', start)
        .execute(),
    ])
    const zoneOf = new Map(zones.map((z) => [z.practitioner_user_id, z.time_zone]))
    const result = new Map<string, ScheduleOverSpan>()
    for (const practitioner of practitioners) {
      result.set(practitioner.id, {
        timeZone: zoneOf.get(practitioner.id) ?? practitioner.defaultTimeZone,
        recurring: recurring.get(practitioner.id) ?? [],
        exceptions: exceptions.filter((e) => e.practitioner_user_id === practitioner.id).map(toException),
        bookings: bookings
          .filter((b) => b.practitioner_user_id === practitioner.id)
          .map((b) => ({ start: new Date(b.starts_at).getTime(), end: new Date(b.ends_at).getTime() })),
      })
    }
    return result
  }

  /**
   * Gives each practitioner a schedule's row if they have none (with their country's zone), then locks
   * the rows, one after the other in id order: the order every booking and every trigger takes them
   * in, so that two transactions over the same practitioners wait for each other and never deadlock.
   * Only inside a transaction, which holds the locks until it ends.
   */
  async lock(application: string, practitioners: readonly Practitioner[], now: Date): Promise<void> {
    if (!this.db.isTransaction) throw new Error('A schedule is locked inside a transaction')
    if (practitioners.length === 0) return
    const inIdOrder = [...practitioners].sort((a, b) => (a.id < b.id ? -1 : 1))
    // Rows created at once by two bookings wait for each other in this order too.
    await this.db
      .insertInto('schedules')
      .values(
        inIdOrder.map((p) => ({
          practitioner_user_id: p.id,
          application,
          time_zone: p.defaultTimeZone,
          created_at: now,
          updated_at: now,
        })),
      )
      .onConflict((oc) => oc.column('practitioner_user_id').doNothing())
      .execute()
    for (const { id } of inIdOrder) {
      await this.db
        .selectFrom('schedules')
        .select('practitioner_user_id')
        .where('practitioner_user_id', '=', id)
        .forUpdate()
        .execute()
    }
  }

  /** Replaces the recurring slots (already merged), and the zone when one is given. Under `lock`. */
  async replaceRecurring(
    practitionerId: string,
    slots: readonly WeeklySlot[],
    timeZone: string | undefined,
    now: Date,
  ): Promise<void> {
    await this.db
      .updateTable('schedules')
      .set(timeZone === undefined ? { updated_at: now } : { updated_at: now, time_zone: timeZone })
      .where('practitioner_user_id', '=', practitionerId)
      .execute()
    await this.db
      .deleteFrom('schedule_recurring_slots')
      .where('practitioner_user_id', '=', practitionerId)
      .execute()
    if (slots.length === 0) return
    await this.db
      .insertInto('schedule_recurring_slots')
      .values(
        slots.map((slot) => ({
          id: slot.id ?? randomUUID(),
          practitioner_user_id: practitionerId,
          weekday: slot.weekday,
          start_minute: slot.start,
          end_minute: slot.end,
        })),
      )
      .execute()
  }

  /** Deletes the exceptions `deleteIds` of the practitioner's and adds `create`. Under `lock`. */
  async changeExceptions(
    practitionerId: string,
    change: { deleteIds: readonly string[]; create: readonly ScheduleException[] },
    now: Date,
  ): Promise<void> {
    if (change.deleteIds.length > 0) {
      await this.db
        .deleteFrom('schedule_exceptions')
        .where('practitioner_user_id', '=', practitionerId)
        .where('id', 'in', [...change.deleteIds])
        .execute()
    }
    if (change.create.length > 0) {
      await this.db
        .insertInto('schedule_exceptions')
        .values(
          change.create.map((e) => ({
            id: randomUUID(),
            practitioner_user_id: practitionerId,
            starts_at: new Date(e.start),
            ends_at: new Date(e.end),
            status: e.status,
            created_at: now,
          })),
        )
        .execute()
    }
    await this.db
      .updateTable('schedules')
      .set({ updated_at: now })
      .where('practitioner_user_id', '=', practitionerId)
      .execute()
  }

  async recurring(practitionerId: string): Promise<(WeeklySlot & { id: string })[]> {
    return (await this.recurringOf([practitionerId])).get(practitionerId) ?? []
  }

  private async recurringOf(ids: readonly string[]): Promise<Map<string, (WeeklySlot & { id: string })[]>> {
    const rows = await this.db
      .selectFrom('schedule_recurring_slots')
      .select(['id', 'practitioner_user_id', 'weekday', 'start_minute', 'end_minute'])
      .where('practitioner_user_id', 'in', [...ids])
      .orderBy('weekday')
      .orderBy('start_minute')
      .execute()
    const byPractitioner = new Map<string, (WeeklySlot & { id: string })[]>()
    for (const row of rows) {
      const list = byPractitioner.get(row.practitioner_user_id) ?? []
      list.push({ id: row.id, weekday: row.weekday, start: row.start_minute, end: row.end_minute })
      byPractitioner.set(row.practitioner_user_id, list)
    }
    return byPractitioner
  }
}

function toException(row: {
  id: string
  starts_at: Date
  ends_at: Date
  status: 'BUSY' | 'FREE'
}): ScheduleException & { id: string } {
  return {
    id: row.id,
    start: new Date(row.starts_at).getTime(),
    end: new Date(row.ends_at).getTime(),
    status: row.status,
  }
}
