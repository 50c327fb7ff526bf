// What a structure's statistics are computed from, in SQL: the structure and its team, the patients it
// holds a grant on, and the consultations its members gave — fulfilled appointments, by the day they
// started in the structure's time zone, classed by length. Nothing medical is read.
import { sql, type Kysely } from 'kysely'
import {
  LONG_CONSULTATION_MINUTES,
  MEDIUM_CONSULTATION_MINUTES,
  type DurationClass,
  type IsoDate,
} from '@relais/domain'
import type { StoredAddress } from '../../core/database/columns.ts'
import type { DB } from '../database.ts'

export interface StatisticsOrganization {
  id: string
  name: string
  address: StoredAddress
}

export interface StatisticsMember {
  id: string
  userType: string
  givenName: string
  familyName: string
}

/** One day's consultations of one length class. */
export interface DayClassTotal {
  day: IsoDate
  durationClass: DurationClass
  count: number
  minutes: number
}

export interface PractitionerTotal {
  practitionerId: string
  count: number
  minutes: number
}

/** A window of instants [from, to) and the zone its days are read in. */
export interface StatisticsWindow {
  from: Date
  to: Date
  timeZone: string
}

const MINUTES = sql<number>`(date_part('epoch', ap.ends_at - ap.starts_at) / 60)::int`

export class StatisticsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** The organization of the application when the user belongs to it (as manager or member). */
  async organizationOfMember(
    application: string,
    organizationId: string,
    userId: string,
  ): Promise<StatisticsOrganization | undefined> {
    return this.db
      .selectFrom('organizations as o')
      .innerJoin('organization_members as m', 'm.organization_id', 'o.id')
      .select(['o.id', 'o.name', 'o.address'])
      .where('o.application', '=', application)
      .where('o.id', '=', organizationId)
      .where('m.user_id', '=', userId)
      .executeTakeFirst()
  }

  /** Its members and their names: the practitioners among them give its consultations. */
  async members(organizationId: string): Promise<StatisticsMember[]> {
    return this.db
      .selectFrom('organization_members as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .leftJoin('profiles as p', 'p.user_id', 'u.id')
      .select([
        'u.id',
        'u.user_type as userType',
        sql<string>`coalesce(p.given_name, '')`.as('givenName'),
        sql<string>`coalesce(p.family_name, '')`.as('familyName'),
      ])
      .where('m.organization_id', '=', organizationId)
      .execute()
  }

  /** The patients whose medical file the structure holds an accepted grant on, in force at `now`. */
  async grantedPatients(application: string, organizationId: string, now: Date): Promise<number> {
    const row = await this.db
      .selectFrom('access_policies')
      .select(sql<string>`count(distinct resource_id)`.as('count'))
      .where('application', '=', application)
      .where('resource', '=', 'medical-file')
      .where('grantee_organization_id', '=', organizationId)
      .where('status', '=', 'ACCEPTED')
      .where((eb) => eb.or([eb('valid_from', 'is', null), eb('valid_from', '<=', now)]))
      .where((eb) => eb.or([eb('valid_to', 'is', null), eb('valid_to', '>', now)]))
      .executeTakeFirstOrThrow()
    return Number(row.count)
  }

  /**
   * The practitioners' fulfilled appointments that started in the window, counted once each however many
   * of them took it, by local day and length class.
   */
  async dayClassTotals(
    application: string,
    practitionerIds: readonly string[],
    window: StatisticsWindow,
  ): Promise<DayClassTotal[]> {
    if (practitionerIds.length === 0) return []
    // Each appointment once, however many members took it: a semi-join, not a distinct over the joined
    // rows (half the time on a year of a 50-member structure).
    const consultations = this.db
      .selectFrom('appointments as a')
      .select([
        sql<string>`(a.starts_at at time zone ${window.timeZone})::date`.as('day'),
        sql<number>`(date_part('epoch', a.ends_at - a.starts_at) / 60)::int`.as('minutes'),
      ])
      .where('a.application', '=', application)
      .where('a.status', '=', 'FULFILLED')
      .where('a.starts_at', '>=', window.from)
      .where('a.starts_at', '<', window.to)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('appointment_practitioners as ap')
            .select(sql`1`.as('one'))
            .whereRef('ap.appointment_id', '=', 'a.id')
            .where('ap.practitioner_user_id', 'in', practitionerIds)
            .where('ap.starts_at', '>=', window.from)
            .where('ap.starts_at', '<', window.to),
        ),
      )
    const rows = await this.db
      .selectFrom(consultations.as('c'))
      .select([
        sql<string>`c.day::text`.as('day'),
        sql<DurationClass>`case when c.minutes >= ${LONG_CONSULTATION_MINUTES} then 'long'
          when c.minutes >= ${MEDIUM_CONSULTATION_MINUTES} then 'medium' else 'short' end`.as(
          'durationClass',
        ),
        sql<string>`count(*)`.as('count'),
        sql<string>`sum(c.minutes)`.as('minutes'),
      ])
      .groupBy(['c.day', 'durationClass'])
      .execute()
    return rows.map((row) => ({ ...row, count: Number(row.count), minutes: Number(row.minutes) }))
  }

  /** Each practitioner's fulfilled appointments that started in the window: how many, how many minutes. */
  async practitionerTotals(
    application: string,
    practitionerIds: readonly string[],
    window: StatisticsWindow,
  ): Promise<PractitionerTotal[]> {
    if (practitionerIds.length === 0) return []
    const rows = await this.db
      .selectFrom('appointment_practitioners as ap')
      .innerJoin('appointments as a', 'a.id', 'ap.appointment_id')
      .select([
        'ap.practitioner_user_id as practitionerId',
        sql<string>`count(*)`.as('count'),
        sql<string>`sum(${MINUTES})`.as('minutes'),
      ])
      .where('ap.practitioner_user_id', 'in', practitionerIds)
      .where('ap.starts_at', '>=', window.from)
      .where('ap.starts_at', '<', window.to)
      .where('a.status', '=', 'FULFILLED')
      .where('a.application', '=', application)
      .groupBy('ap.practitioner_user_id')
      .execute()
    return rows.map((row) => ({ ...row, count: Number(row.count), minutes: Number(row.minutes) }))
  }

  /** A practitioner's fulfilled appointments, and those booked that have not started at `now`. */
  async doctorCounts(
    application: string,
    practitionerId: string,
    now: Date,
  ): Promise<{ fulfilled: number; booked: number }> {
    const row = await this.db
      .selectFrom('appointment_practitioners as ap')
      .innerJoin('appointments as a', 'a.id', 'ap.appointment_id')
      .select([
        sql<string>`count(*) filter (where a.status = 'FULFILLED')`.as('fulfilled'),
        sql<string>`count(*) filter (where a.status = 'BOOKED' and a.starts_at >= ${now})`.as('booked'),
      ])
      .where('ap.practitioner_user_id', '=', practitionerId)
      .where('a.application', '=', application)
      .executeTakeFirstOrThrow()
    return { fulfilled: Number(row.fulfilled), booked: Number(row.booked) }
  }
}
