// The patients a check-up is about: the station platform knows a NIR, the application knows which of
// its patients holds it (registration keeps it normalized in the profile, one account per NIR and
// application).
import type { Kysely } from 'kysely'
import type { DB } from '../database.ts'

interface CheckupPatient {
  id: string
  firstName: string
  lastName: string
}

export class CheckupPatientsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  private patients(application: string) {
    return this.db
      .selectFrom('users as u')
      .innerJoin('profiles as p', 'p.user_id', 'u.id')
      .where('u.application', '=', application)
      .where('u.user_type', '=', 'patient')
  }

  /** The patient of `application` holding `nir` (normalized), if any. */
  async holderOf(application: string, nir: string): Promise<CheckupPatient | undefined> {
    const row = await this.patients(application)
      .select(['u.id', 'p.given_name', 'p.family_name'])
      .where('p.nir', '=', nir)
      .orderBy('u.created_at')
      .executeTakeFirst()
    return row && { id: row.id, firstName: row.given_name, lastName: row.family_name }
  }

  /** The NIR of `patientId`, a patient of `application`; null when she has none (or is no patient). */
  async nirOf(application: string, patientId: string): Promise<string | null> {
    const row = await this.patients(application)
      .select('p.nir')
      .where('u.id', '=', patientId)
      .executeTakeFirst()
    return row?.nir ?? null
  }
}
