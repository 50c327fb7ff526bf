// Reads and writes of a patient's health referent, and the practitioner's account its RPPS names. The
// referent lives in the patient profile's role details (`supervisorType`, `referent`), where
// registration already puts it: a change rewrites those two keys only, in one statement, so that
// whatever else the role details hold stays as it was.
import { sql, type Kysely } from 'kysely'
import type { components } from '@relais/api-client/schema'
import type { DB } from '../database.ts'

type Schemas = components['schemas']
type SupervisorType = Schemas['SupervisorType']
type ReferentPractitioner = Schemas['ReferentPractitioner']

interface StoredReferent {
  supervisorType: SupervisorType | null
  referent: Schemas['HealthReferent']
}

/** The accounts a referent may be: the two types the patient chooses between. */
const PRACTITIONER_TYPES: readonly ReferentPractitioner['userType'][] = ['doctor', 'midwife']

const isSupervisorType = (value: unknown): value is SupervisorType =>
  PRACTITIONER_TYPES.includes(value as SupervisorType)

export class ReferentsRepository {
  /** `db` may be a transaction: the write and the grant it gives then stand or fall together. */
  constructor(private readonly db: Kysely<DB>) {}

  /** The referent of `patientId`, a patient of `application`; undefined while they have named none. */
  async find(application: string, patientId: string): Promise<StoredReferent | undefined> {
    const row = await this.db
      .selectFrom('users as u')
      .innerJoin('profiles as p', 'p.user_id', 'u.id')
      .select('p.role_details')
      .where('u.id', '=', patientId)
      .where('u.application', '=', application)
      .where('u.user_type', '=', 'patient')
      .executeTakeFirst()
    const details = row?.role_details ?? {}
    const referent = details.referent
    // Written only through the domain's referent schema (registration, the change), so its shape holds.
    if (!referent || typeof referent !== 'object') return undefined
    return {
      supervisorType: isSupervisorType(details.supervisorType) ? details.supervisorType : null,
      referent: referent as StoredReferent['referent'],
    }
  }

  /** Replaces the patient's referent and its type. */
  async save(patientId: string, value: StoredReferent, now: Date): Promise<void> {
    const { numUpdatedRows } = await this.db
      .updateTable('profiles')
      .set({
        role_details: sql<string>`role_details || ${JSON.stringify(value)}::jsonb`,
        updated_at: now,
      })
      .where('user_id', '=', patientId)
      .executeTakeFirst()
    // Registration and a practitioner's creation both write the patient's profile with the account.
    if (numUpdatedRows !== 1n) throw new Error(`patient ${patientId} has no profile`)
  }

  /**
   * The registered, active doctor or midwife of `application` whose profile holds `rpps`; null when
   * there is none, or more than one (the patient's file is then offered to nobody rather than to a
   * guess).
   */
  async practitionerByRpps(application: string, rpps: string): Promise<ReferentPractitioner | null> {
    const rows = await this.db
      .selectFrom('users as u')
      .innerJoin('profiles as p', 'p.user_id', 'u.id')
      .select(['u.id', 'u.user_type', 'p.given_name', 'p.family_name'])
      .where('u.application', '=', application)
      .where('u.active', '=', true)
      .where('u.user_type', 'in', PRACTITIONER_TYPES)
      .where('p.rpps', '=', rpps)
      .limit(2)
      .execute()
    const [row] = rows
    if (!row || rows.length > 1) return null
    return {
      id: row.id,
      name: {
        given: row.given_name,
        family: row.family_name,
        text: `${row.given_name} ${row.family_name}`.trim(),
      },
      userType: row.user_type as ReferentPractitioner['userType'],
    }
  }
}
