// What ranking a structure's candidates needs of them, read in two queries whatever their number: who
// they are and what their profile says (the structure's external practitioners who are midwives), and
// how many requests each performs now. Their free time comes from their schedules (candidates.ts).
import { sql, type Kysely } from 'kysely'
import type { Coordinates } from '@relais/domain'
import type { components } from '@relais/api-client/schema'
import type { StoredAddress } from '../../core/database/columns.ts'
import type { DB } from '../database.ts'

/**
 * The policy that makes a practitioner one of a structure's external practitioners (the organizations
 * area's 'Praticiens externes'), once they accepted it.
 */
const EXTERNAL_PRACTITIONERS: components['schemas']['AccessPolicyResource'] =
  'organization_external_practitioners'

export interface CandidateProfile {
  id: string
  userType: components['schemas']['UserType']
  name: string
  /** Their exercise zone's coordinates, else their first address's; null when neither has any. */
  position: Coordinates | null
  radiusKm: number | null
  qualifications: string[]
  affiliatedToPmi: boolean
}

/** The coordinates of a stored address, when both are numbers. */
function pointOf(address: StoredAddress | null | undefined): Coordinates | null {
  const point = address?.coordinates
  return point && typeof point.latitude === 'number' && typeof point.longitude === 'number'
    ? { latitude: point.latitude, longitude: point.longitude }
    : null
}

export class CandidatesRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * The active midwives of the application who accepted to be the structure's external practitioners,
   * with what their profile says of their practice: the exercise zone and radius, qualifications and PMI
   * affiliation they gave at registration or in their settings.
   */
  async externalMidwives(application: string, organizationId: string): Promise<CandidateProfile[]> {
    const rows = await this.db
      .selectFrom('access_policies as ap')
      .innerJoin('users as u', 'u.id', 'ap.grantee_user_id')
      .leftJoin('profiles as p', 'p.user_id', 'u.id')
      .select([
        'u.id',
        'u.user_type',
        'p.given_name',
        'p.family_name',
        'p.exercice_zone',
        'p.address',
        'p.exercice_radius',
        'p.qualifications',
        'p.role_details',
      ])
      .where('ap.application', '=', application)
      .where('ap.resource', '=', EXTERNAL_PRACTITIONERS)
      .where('ap.resource_id', '=', organizationId)
      .where('ap.status', '=', 'ACCEPTED')
      .where('u.application', '=', application)
      .where('u.user_type', '=', 'midwife')
      .where('u.active', '=', true)
      .orderBy('u.id')
      .execute()
    return rows.map((row) => ({
      id: row.id,
      userType: row.user_type as CandidateProfile['userType'],
      name: `${row.given_name ?? ''} ${row.family_name ?? ''}`.trim(),
      position: pointOf(row.exercice_zone) ?? pointOf(row.address?.[0]),
      radiusKm: row.exercice_radius ?? null,
      qualifications: row.qualifications ?? [],
      affiliatedToPmi: row.role_details?.affiliatedToPmi === true,
    }))
  }

  /** How many requests each of the practitioners performs now (`ACTIVE`), by id; none are left out. */
  async activeRequests(
    application: string,
    practitionerIds: readonly string[],
  ): Promise<Map<string, number>> {
    const counts = new Map<string, number>(practitionerIds.map((id) => [id, 0]))
    if (practitionerIds.length === 0) return counts
    const rows = await this.db
      .selectFrom('service_requests')
      .select(['performer_user_id', sql<number>`count(*)::int`.as('n')])
      .where('application', '=', application)
      .where('status', '=', 'ACTIVE')
      .where('performer_user_id', 'in', [...practitionerIds])
      .groupBy('performer_user_id')
      .execute()
    for (const row of rows) if (row.performer_user_id) counts.set(row.performer_user_id, Number(row.n))
    return counts
  }
}
