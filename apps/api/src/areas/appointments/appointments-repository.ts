// Appointments and who takes them. That a slot is booked once is the database's to hold (the triggers
// of migration 2026-12-01_appointments): an insert or a move that would overlap another booked
// appointment of one of its practitioners fails with the SQLSTATE of an exclusion constraint, which
// this repository answers as `'taken'`. Each practitioner's row carries a copy of its appointment's
// slot, kept by the database, which a practitioner's agenda is read by.
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { components } from '@relais/api-client/schema'
import type { DB } from '../database.ts'
import type { StaffType } from '../schedules/index.ts'

type Schemas = components['schemas']
type Envelope = Schemas['EncryptedEnvelope']
export type AppointmentStatus = Schemas['AppointmentStatus']
type ServiceCategory = Schemas['ServiceCategory']

interface Person {
  id: string
  givenName: string
  familyName: string
}

export interface AppointmentRecord {
  id: string
  start: number
  end: number
  status: AppointmentStatus
  serviceCategory: ServiceCategory
  description: Envelope | null
  patient: Person
  /** The doctor, the assistant and the midwife, in that order. */
  practitioners: (Person & { role: StaffType })[]
  createdAt: Date
  cancelledAt: Date | null
}

export interface NewAppointment {
  application: string
  start: number
  end: number
  serviceCategory: ServiceCategory
  description: Envelope | null
  patientId: string
  practitioners: { id: string; role: StaffType }[]
  createdBy: string
  now: Date
}

export interface AppointmentChange {
  start?: number
  end?: number
  serviceCategory?: ServiceCategory
  description?: Envelope | null
}

/**
 * The longest an appointment lasts (the table's CHECK): those meeting a period start at most this long
 * before it, which keeps a practitioner's agenda to one range of their index.
 */
const LONGEST_APPOINTMENT_MS = 86_400_000

const ROLE_ORDER: Record<StaffType, number> = { doctor: 0, assistant: 1, midwife: 2 }

/** The SQLSTATE of an exclusion constraint, which the booking triggers raise. */
const isSlotTaken = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23P01'

export class AppointmentsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * The appointment's status and people — its patient and practitioners, by id — without their names:
   * who may be in its video room. Undefined when there is no such appointment.
   */
  async people(
    application: string,
    appointmentId: string,
  ): Promise<{ status: AppointmentStatus; patientId: string; ids: string[] } | undefined> {
    const rows = await this.db
      .selectFrom('appointments as a')
      .leftJoin('appointment_practitioners as ap', 'ap.appointment_id', 'a.id')
      .select(['a.status', 'a.patient_user_id', 'ap.practitioner_user_id'])
      .where('a.application', '=', application)
      .where('a.id', '=', appointmentId)
      .execute()
    const [first] = rows
    if (!first) return undefined
    const practitioners = rows.flatMap((row) => (row.practitioner_user_id ? [row.practitioner_user_id] : []))
    return {
      status: first.status,
      patientId: first.patient_user_id,
      ids: [first.patient_user_id, ...practitioners],
    }
  }

  /** Whether the application has a patient account with this id. */
  async patientExists(application: string, patientId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', patientId)
      .where('application', '=', application)
      .where('user_type', '=', 'patient')
      .executeTakeFirst()
    return row !== undefined
  }

  /**
   * Books the appointment, its practitioners added in id order (the order the triggers lock their
   * schedules in). `'taken'` when one of them is booked meanwhile; the caller's transaction then ends.
   */
  async insert(appointment: NewAppointment): Promise<string | 'taken'> {
    try {
      return await this.write(appointment, 'BOOKED')
    } catch (error) {
      if (isSlotTaken(error)) return 'taken'
      throw error
    }
  }

  /**
   * Records a consultation that already took place: FULFILLED from its first row, so that it holds no
   * slot — the triggers lock and compare booked rows only, and leave this one be whatever it meets.
   * Its practitioners need a schedule's row all the same (the table references it).
   */
  async insertFulfilled(appointment: NewAppointment): Promise<string> {
    return this.write(appointment, 'FULFILLED')
  }

  private async write(appointment: NewAppointment, status: 'BOOKED' | 'FULFILLED'): Promise<string> {
    const id = randomUUID()
    await this.db
      .insertInto('appointments')
      .values({
        id,
        application: appointment.application,
        starts_at: new Date(appointment.start),
        ends_at: new Date(appointment.end),
        status,
        service_category: appointment.serviceCategory,
        description: appointment.description === null ? null : JSON.stringify(appointment.description),
        patient_user_id: appointment.patientId,
        created_by: appointment.createdBy,
        created_at: appointment.now,
        cancelled_at: null,
      })
      .execute()
    await this.db
      .insertInto('appointment_practitioners')
      .values(
        [...appointment.practitioners]
          .sort((a, b) => (a.id < b.id ? -1 : 1))
          .map((p) => ({ appointment_id: id, practitioner_user_id: p.id, role: p.role })),
      )
      .execute()
    return id
  }

  /**
   * Changes a booked appointment. `'not booked'` when it is no longer (cancelled or fulfilled
   * meanwhile), `'taken'` when its new slot meets another booked appointment of its practitioners.
   */
  async update(id: string, change: AppointmentChange): Promise<'updated' | 'not booked' | 'taken'> {
    try {
      const updated = await this.db
        .updateTable('appointments')
        .set({
          ...(change.start === undefined ? {} : { starts_at: new Date(change.start) }),
          ...(change.end === undefined ? {} : { ends_at: new Date(change.end) }),
          ...(change.serviceCategory === undefined ? {} : { service_category: change.serviceCategory }),
          ...(change.description === undefined
            ? {}
            : { description: change.description === null ? null : JSON.stringify(change.description) }),
        })
        .where('id', '=', id)
        .where('status', '=', 'BOOKED')
        .executeTakeFirst()
      return updated.numUpdatedRows > 0n ? 'updated' : 'not booked'
    } catch (error) {
      if (isSlotTaken(error)) return 'taken'
      throw error
    }
  }

  /** BOOKED to CANCELLED; false when it was not booked any more. */
  async cancel(id: string, now: Date): Promise<boolean> {
    const updated = await this.db
      .updateTable('appointments')
      .set({ status: 'CANCELLED', cancelled_at: now })
      .where('id', '=', id)
      .where('status', '=', 'BOOKED')
      .executeTakeFirst()
    return updated.numUpdatedRows > 0n
  }

  /** Ends a booked appointment: FULFILLED, its practitioners' slots freed. False when it was not booked. */
  async fulfil(id: string): Promise<boolean> {
    const updated = await this.db
      .updateTable('appointments')
      .set({ status: 'FULFILLED' })
      .where('id', '=', id)
      .where('status', '=', 'BOOKED')
      .executeTakeFirst()
    return updated.numUpdatedRows > 0n
  }

  async find(application: string, id: string): Promise<AppointmentRecord | undefined> {
    const [record] = await this.records(
      this.select().where('a.application', '=', application).where('a.id', '=', id),
    )
    return record
  }

  /** The practitioner's appointments meeting [start, end), by start. */
  async ofPractitioner(
    application: string,
    practitionerId: string,
    span: { start: Date; end: Date },
    status: AppointmentStatus | undefined,
  ): Promise<AppointmentRecord[]> {
    let query = this.select()
      .where('a.application', '=', application)
      .where('a.id', 'in', (eb) =>
        eb
          .selectFrom('appointment_practitioners')
          .select('appointment_id')
          .where('practitioner_user_id', '=', practitionerId)
          .where('starts_at', '>', new Date(span.start.getTime() - LONGEST_APPOINTMENT_MS))
          .where('starts_at', '<', span.end)
          .where('ends_at', '>', span.start),
      )
    if (status) query = query.where('a.status', '=', status)
    return this.records(query.orderBy('a.starts_at').orderBy('a.id'))
  }

  /**
   * The times of the practitioner's BOOKED appointments meeting [start, end), by start, and nothing else
   * of them: what leaves the application in a calendar feed, read without the patient or the category.
   */
  async bookedTimesOfPractitioner(
    application: string,
    practitionerId: string,
    span: { start: Date; end: Date },
  ): Promise<{ id: string; start: number; end: number }[]> {
    const rows = await this.db
      .selectFrom('appointment_practitioners as ap')
      .innerJoin('appointments as a', 'a.id', 'ap.appointment_id')
      .select(['a.id', 'a.starts_at', 'a.ends_at'])
      .where('ap.practitioner_user_id', '=', practitionerId)
      .where('ap.booked', '=', true)
      .where('ap.starts_at', '>', new Date(span.start.getTime() - LONGEST_APPOINTMENT_MS))
      .where('ap.starts_at', '<', span.end)
      .where('ap.ends_at', '>', span.start)
      .where('a.application', '=', application)
      .orderBy('a.starts_at')
      .orderBy('a.id')
      .execute()
    return rows.map((row) => ({
      id: row.id,
      start: new Date(row.starts_at).getTime(),
      end: new Date(row.ends_at).getTime(),
    }))
  }

  /** The patient's appointments, those meeting [start, end) when given, by start, at most `limit`. */
  async ofPatient(
    application: string,
    patientId: string,
    filter: {
      start?: Date
      end?: Date
      status?: AppointmentStatus
      serviceCategory?: ServiceCategory
      order: 'asc' | 'desc'
      limit: number
    },
  ): Promise<AppointmentRecord[]> {
    let query = this.select()
      .where('a.application', '=', application)
      .where('a.patient_user_id', '=', patientId)
    if (filter.start) query = query.where('a.ends_at', '>', filter.start)
    if (filter.end) query = query.where('a.starts_at', '<', filter.end)
    if (filter.status) query = query.where('a.status', '=', filter.status)
    if (filter.serviceCategory) query = query.where('a.service_category', '=', filter.serviceCategory)
    return this.records(
      query.orderBy('a.starts_at', filter.order).orderBy('a.id', filter.order).limit(filter.limit),
    )
  }

  private select() {
    return this.db
      .selectFrom('appointments as a')
      .leftJoin('profiles as pp', 'pp.user_id', 'a.patient_user_id')
      .select([
        'a.id',
        'a.starts_at',
        'a.ends_at',
        'a.status',
        'a.service_category',
        'a.description',
        'a.patient_user_id',
        'pp.given_name',
        'pp.family_name',
        'a.created_at',
        'a.cancelled_at',
      ])
  }

  /** The rows with their practitioners, read in one more query whatever their number. */
  private async records(query: ReturnType<AppointmentsRepository['select']>): Promise<AppointmentRecord[]> {
    const rows = await query.execute()
    if (rows.length === 0) return []
    const practitioners = await this.db
      .selectFrom('appointment_practitioners as ap')
      .leftJoin('profiles as p', 'p.user_id', 'ap.practitioner_user_id')
      .select(['ap.appointment_id', 'ap.practitioner_user_id', 'ap.role', 'p.given_name', 'p.family_name'])
      // The rows' own filter again rather than their ids: one short statement to parse and plan, however
      // many rows the period holds.
      .where('ap.appointment_id', 'in', query.clearSelect().select('a.id'))
      .execute()
    const byAppointment = new Map<string, AppointmentRecord['practitioners']>()
    for (const p of practitioners) {
      const list = byAppointment.get(p.appointment_id) ?? []
      list.push({
        id: p.practitioner_user_id,
        role: p.role,
        givenName: p.given_name ?? '',
        familyName: p.family_name ?? '',
      })
      byAppointment.set(p.appointment_id, list)
    }
    return rows.map((row) => ({
      id: row.id,
      start: new Date(row.starts_at).getTime(),
      end: new Date(row.ends_at).getTime(),
      status: row.status,
      serviceCategory: row.service_category,
      description: row.description,
      patient: {
        id: row.patient_user_id,
        givenName: row.given_name ?? '',
        familyName: row.family_name ?? '',
      },
      practitioners: (byAppointment.get(row.id) ?? []).sort(
        (a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role],
      ),
      createdAt: new Date(row.created_at),
      cancelledAt: row.cancelled_at === null ? null : new Date(row.cancelled_at),
    }))
  }
}
