import type { Kysely } from 'kysely'
import type { DB, StoredAddress } from '../../db/schema.ts'

export interface OrganizationRecord {
  id: string
  name: string
  finess: string | null
  siret: string | null
  specialities: string[]
  address: StoredAddress
  active: boolean
}

export class OrganizationsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** The oldest active organization of the application with this FINESS (pending ones are not joinable). */
  async findActiveByFiness(application: string, finess: string): Promise<OrganizationRecord | undefined> {
    return this.db
      .selectFrom('organizations')
      .select(['id', 'name', 'finess', 'siret', 'specialities', 'address', 'active'])
      .where('application', '=', application)
      .where('finess', '=', finess)
      .where('active', '=', true)
      .orderBy('created_at')
      .executeTakeFirst()
  }
}
