// The practitioners around a point, and what a slot search needs of them on one date, in a number of
// queries that does not grow with theirs: one for who is near, then one each for their recurring slots,
// exceptions and bookings.
//
// Who is near: a bounding box around the circle, which the B-tree on the schedules' practice points
// answers, then the exact great-circle distance of the domain on the rows it lets through (a box holds
// a quarter more than its circle). No PostGIS, cube or earthdistance: PGlite loads none of them.
import { sql, type Kysely, type RawBuilder } from 'kysely'
import {
  addDays,
  distanceKm,
  isoWeekday,
  startOfDayInstant,
  type Coordinates,
  type Interval,
  type IsoDate,
  type ScheduleException,
  type WeeklySlot,
} from '@relais/domain'
import type { DB } from '../database.ts'
import { LONGEST_APPOINTMENT_MS, type StaffType } from './schedules-repository.ts'

/**
 * A little under the domain's mean radius, so that the box always holds the whole circle the exact
 * distance is then measured against.
 */
const BOX_EARTH_RADIUS_KM = 6371

export interface NearbyPractitioner {
  id: string
  givenName: string
  familyName: string
  /** The zone of their schedule: the date searched is read in it. */
  timeZone: string
  distanceKm: number
}

/** What slots on a date need of one practitioner: the domain's `ScheduleInput`. */
interface ScheduleOnDate {
  recurring: WeeklySlot[]
  exceptions: ScheduleException[]
  bookings: Interval[]
}

/** Latitudes and the longitude ranges (two when the box crosses the antimeridian, none at a pole). */
interface BoundingBox {
  south: number
  north: number
  longitudes: [west: number, east: number][] | null
}

/** The smallest latitude-longitude box holding every point within `radiusKm` of `center`. */
function boundingBox(center: Coordinates, radiusKm: number): BoundingBox {
  const angle = radiusKm / BOX_EARTH_RADIUS_KM
  const degrees = (radians: number) => (radians * 180) / Math.PI
  const south = center.latitude - degrees(angle)
  const north = center.latitude + degrees(angle)
  if (south <= -90 || north >= 90) {
    return { south: Math.max(south, -90), north: Math.min(north, 90), longitudes: null }
  }
  // The meridians tangent to the circle, farther apart than the radius over the latitude's cosine.
  const spread = degrees(Math.asin(Math.sin(angle) / Math.cos((center.latitude * Math.PI) / 180)))
  const west = center.longitude - spread
  const east = center.longitude + spread
  const longitudes: BoundingBox['longitudes'] =
    west < -180
      ? [
          [west + 360, 180],
          [-180, east],
        ]
      : east > 180
        ? [
            [west, 180],
            [-180, east - 360],
          ]
        : [[west, east]]
  return { south, north, longitudes }
}

/** The box as a condition on two columns, in the range form a B-tree on them answers. */
function inBox(latitude: string, longitude: string, box: BoundingBox): RawBuilder<boolean> {
  const lat = sql.ref(latitude)
  const lon = sql.ref(longitude)
  const latitudes = sql`${lat} >= ${box.south} and ${lat} <= ${box.north}`
  if (box.longitudes === null) return sql<boolean>`(${latitudes})`
  const ranges = box.longitudes.map(([west, east]) => sql`(${lon} >= ${west} and ${lon} <= ${east})`)
  return sql<boolean>`(${latitudes} and (${sql.join(ranges, sql` or `)}))`
}

export class NearbyPractitionersRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * The active practitioners of `type` of the application who keep a schedule and whose practice lies
   * within `radiusKm` of `center`, nearest first (ties by id, so that a list reads the same each time).
   * The practice is the point the schedule's row keeps (the exercise zone's, else the first address's,
   * else the last shared position: see the migration 2026-12-02_practice-locations).
   */
  async within(
    application: string,
    type: StaffType,
    center: Coordinates,
    radiusKm: number,
  ): Promise<NearbyPractitioner[]> {
    const rows = await this.db
      .selectFrom('schedules as s')
      .innerJoin('users as u', 'u.id', 's.practitioner_user_id')
      .leftJoin('profiles as p', 'p.user_id', 'u.id')
      .select([
        'u.id',
        'p.given_name',
        'p.family_name',
        's.time_zone',
        's.practice_latitude',
        's.practice_longitude',
      ])
      .where('s.application', '=', application)
      .where(inBox('s.practice_latitude', 's.practice_longitude', boundingBox(center, radiusKm)))
      .where('u.application', '=', application)
      .where('u.user_type', '=', type)
      .where('u.active', '=', true)
      .execute()

    const near: NearbyPractitioner[] = []
    for (const row of rows) {
      if (row.practice_latitude === null || row.practice_longitude === null) continue
      const km = distanceKm(center, { latitude: row.practice_latitude, longitude: row.practice_longitude })
      if (km > radiusKm) continue
      near.push({
        id: row.id,
        givenName: row.given_name ?? '',
        familyName: row.family_name ?? '',
        timeZone: row.time_zone,
        distanceKm: km,
      })
    }
    return near.sort((a, b) => a.distanceKm - b.distanceKm || (a.id < b.id ? -1 : 1))
  }

  /**
   * What slots on `date` need of each practitioner, the date read in their own zone: the recurring
   * slots of its weekday and of the day before (those crossing midnight), and the exceptions and
   * bookings meeting the day, fetched for all of them at once over the span of the date in every zone
   * among them. Practitioners are those `within` found, who all have a schedule.
   */
  async onDate(
    practitioners: readonly NearbyPractitioner[],
    date: IsoDate,
  ): Promise<Map<string, ScheduleOnDate>> {
    const byId = new Map<string, ScheduleOnDate>()
    for (const p of practitioners) byId.set(p.id, { recurring: [], exceptions: [], bookings: [] })
    if (practitioners.length === 0) return byId
    const ids = [...byId.keys()]
    const zones = [...new Set(practitioners.map((p) => p.timeZone))]
    const start = new Date(Math.min(...zones.map((zone) => startOfDayInstant(date, zone))))
    const end = new Date(Math.max(...zones.map((zone) => startOfDayInstant(addDays(date, 1), zone))))
    const weekday = isoWeekday(date)
    // One array parameter rather than one per practitioner: a thousand of them cost more to bind.
    const anyOfIds = sql<string>`any(${ids}::uuid[])`

    const [recurring, exceptions, bookings] = await Promise.all([
      this.db
        .selectFrom('schedule_recurring_slots')
        .select(['practitioner_user_id', 'weekday', 'start_minute', 'end_minute'])
        .where('practitioner_user_id', '=', anyOfIds)
        .where('weekday', 'in', [weekday, weekday === 1 ? 7 : weekday - 1])
        .execute(),
      this.db
        .selectFrom('schedule_exceptions')
        .select(['practitioner_user_id', 'starts_at', 'ends_at', 'status'])
        .where('practitioner_user_id', '=', anyOfIds)
        .where('starts_at', '<', end)
        .where('ends_at', '>', start)
        .execute(),
      this.db
        .selectFrom('appointment_practitioners')
        .select(['practitioner_user_id', 'starts_at', 'ends_at'])
        .where('practitioner_user_id', '=', anyOfIds)
        .where('booked', '=', true)
        .where('starts_at', '>', new Date(start.getTime() - LONGEST_APPOINTMENT_MS))
        .where('starts_at', '<', end)
        .where('ends_at', '>', start)
        .execute(),
    ])
    for (const row of recurring) {
      byId.get(row.practitioner_user_id)!.recurring.push({
        weekday: row.weekday,
        start: row.start_minute,
        end: row.end_minute,
      })
    }
    for (const row of exceptions) {
      byId.get(row.practitioner_user_id)!.exceptions.push({
        start: new Date(row.starts_at).getTime(),
        end: new Date(row.ends_at).getTime(),
        status: row.status,
      })
    }
    for (const row of bookings) {
      byId.get(row.practitioner_user_id)!.bookings.push({
        start: new Date(row.starts_at).getTime(),
        end: new Date(row.ends_at).getTime(),
      })
    }
    return byId
  }
}
