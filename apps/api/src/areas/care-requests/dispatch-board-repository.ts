// What the dispatch centre's board reads, in three queries whatever the numbers: the home visits waiting
// for a nurse (only what dispatching needs: no name, no street, no answer), the active nurses where they
// were last seen or else where they work, and how many visits each has in hand. Assigning a nurse is one
// conditional update: of two dispatchers at once, the second finds the request taken.
import { sql, type Kysely } from 'kysely'
import { ROUTE_UNDER_WAY, type Coordinates } from '@relais/domain'
import type { components } from '@relais/api-client/schema'
import type { DB } from '../database.ts'
import { fullName } from './service-requests-repository.ts'

type Schemas = components['schemas']
type BoardRequest = Schemas['DispatchBoardRequest']
type BoardNurse = Schemas['DispatchBoardNurse']

/** To the metre (5 decimals): finer says nothing on a map, and thousands of points weigh on the board. */
const rounded = ({ latitude, longitude }: Coordinates): Coordinates => ({
  latitude: Math.round(latitude * 1e5) / 1e5,
  longitude: Math.round(longitude * 1e5) / 1e5,
})

export type Assignment =
  | { outcome: 'assigned'; request: BoardRequest; patientId: string }
  | { outcome: 'missing' }
  | { outcome: 'taken' }

export class DispatchBoardRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** The requests patients of `application` made that no nurse performs yet, the oldest first. */
  async waitingRequests(application: string): Promise<BoardRequest[]> {
    // The town alone out of the address: reading the whole JSON of thousands of rows costs more than
    // the rest of the query.
    const rows = await this.db
      .selectFrom('service_requests')
      .select(['id', 'authored_on', 'latitude', 'longitude'])
      .select(sql<string | null>`location->>'city'`.as('city'))
      .select(sql<string>`to_char(request_date, 'YYYY-MM-DD')`.as('request_date'))
      .where('application', '=', application)
      .where('performer_user_id', 'is', null)
      .where('requester_organization_id', 'is', null)
      .orderBy('authored_on')
      .orderBy('id')
      .execute()
    return rows.map((row) => ({
      id: row.id,
      authoredOn: row.authored_on.toISOString(),
      requestDate: row.request_date,
      city: row.city,
      coordinates: rounded({ latitude: row.latitude, longitude: row.longitude }),
      performer: null,
    }))
  }

  /**
   * The active nurses of `application`, by name: at the position their device shared since
   * `sharedSince` when there is one, else at their exercise zone's centre (else their first address's).
   */
  async nurses(application: string, sharedSince: Date): Promise<BoardNurse[]> {
    const [rows, load] = await Promise.all([
      this.db
        .selectFrom('users as u')
        .leftJoin('profiles as p', 'p.user_id', 'u.id')
        .select([
          'u.id',
          'u.position_latitude',
          'u.position_longitude',
          'u.position_updated_at',
          'p.given_name',
          'p.family_name',
          'p.exercice_radius',
        ])
        // Only the zone's point (else the first address's), not the addresses' whole JSON.
        .select(
          sql<number | null>`coalesce(
            p.exercice_zone->'coordinates'->>'latitude', p.address->0->'coordinates'->>'latitude'
          )::float8`.as('zone_latitude'),
        )
        .select(
          sql<number | null>`coalesce(
            p.exercice_zone->'coordinates'->>'longitude', p.address->0->'coordinates'->>'longitude'
          )::float8`.as('zone_longitude'),
        )
        .where('u.application', '=', application)
        .where('u.user_type', '=', 'assistant')
        .where('u.active', '=', true)
        .execute(),
      this.db
        .selectFrom('service_requests')
        .select(['performer_user_id', sql<number>`count(*)::int`.as('n')])
        .where('application', '=', application)
        .where('performer_user_id', 'is not', null)
        .where('route_status', 'in', [...ROUTE_UNDER_WAY])
        .groupBy('performer_user_id')
        .execute(),
    ])
    const inHand = new Map(load.map((row) => [row.performer_user_id!, Number(row.n)]))
    const collator = new Intl.Collator('fr', { sensitivity: 'base' })
    return rows
      .map((row): BoardNurse => {
        const live =
          row.position_latitude !== null &&
          row.position_longitude !== null &&
          row.position_updated_at !== null &&
          row.position_updated_at >= sharedSince
        const zone =
          row.zone_latitude !== null && row.zone_longitude !== null
            ? { latitude: Number(row.zone_latitude), longitude: Number(row.zone_longitude) }
            : null
        return {
          id: row.id,
          name: fullName(row.given_name, row.family_name),
          position: live ? { latitude: row.position_latitude!, longitude: row.position_longitude! } : zone,
          positionSource: live ? 'LIVE' : zone ? 'ZONE' : null,
          positionUpdatedAt: live ? row.position_updated_at!.toISOString() : null,
          radiusKm: row.exercice_radius ?? null,
          activeRequests: inHand.get(row.id) ?? 0,
        }
      })
      .sort((a, b) => collator.compare(a.name, b.name) || a.id.localeCompare(b.id))
  }

  /** Whether `userId` is an active nurse of `application`. */
  async isActiveNurse(application: string, userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', userId)
      .where('application', '=', application)
      .where('user_type', '=', 'assistant')
      .where('active', '=', true)
      .executeTakeFirst()
    return row !== undefined
  }

  /** Gives a waiting request to the nurse, its route `QUEUED`; a request taken meanwhile is left as it is. */
  async assign(application: string, serviceRequestId: string, nurseId: string): Promise<Assignment> {
    const updated = await this.db
      .updateTable('service_requests')
      .set({ performer_user_id: nurseId, route_status: 'QUEUED' })
      .where('id', '=', serviceRequestId)
      .where('application', '=', application)
      .where('requester_organization_id', 'is', null)
      .where('performer_user_id', 'is', null)
      .returning(['id', 'authored_on', 'location', 'latitude', 'longitude', 'patient_user_id'])
      .returning(sql<string>`to_char(request_date, 'YYYY-MM-DD')`.as('request_date'))
      .executeTakeFirst()
    if (!updated) {
      const exists = await this.db
        .selectFrom('service_requests')
        .select('id')
        .where('id', '=', serviceRequestId)
        .where('application', '=', application)
        .where('requester_organization_id', 'is', null)
        .executeTakeFirst()
      return exists ? { outcome: 'taken' } : { outcome: 'missing' }
    }
    const nurse = await this.db
      .selectFrom('profiles')
      .select(['given_name', 'family_name'])
      .where('user_id', '=', nurseId)
      .executeTakeFirst()
    return {
      outcome: 'assigned',
      patientId: updated.patient_user_id,
      request: {
        id: updated.id,
        authoredOn: updated.authored_on.toISOString(),
        requestDate: updated.request_date,
        city: updated.location.city ?? null,
        coordinates: { latitude: updated.latitude, longitude: updated.longitude },
        performer: { id: nurseId, name: fullName(nurse?.given_name ?? null, nurse?.family_name ?? null) },
      },
    }
  }
}
