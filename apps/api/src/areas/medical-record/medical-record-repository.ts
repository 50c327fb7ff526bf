// Reads and writes of the patients' encrypted medical records. The optimistic version check is one
// conditional statement (an insert that yields to an existing row, or an update on the expected
// version), so two racing writers cannot both succeed, on PostgreSQL and PGlite alike.
import type { Kysely } from 'kysely'
import type { components } from '@relais/api-client/schema'
import type { DB } from '../database.ts'

export type MedicalRecord = components['schemas']['MedicalRecord']
type MedicalRecordEnvelope = components['schemas']['MedicalRecordEnvelope']

export interface MedicalRecordWrite {
  /** Checked by the contract (and the table's CHECK): an encrypted envelope, never a record in clear. */
  envelope: MedicalRecordEnvelope
  /** The version the write is based on: 0 for the first one. */
  version: number
}

interface Row {
  envelope: MedicalRecordEnvelope
  version: number
  updated_at: Date | string
}

const toRecord = (row: Row): MedicalRecord => ({
  envelope: row.envelope,
  version: Number(row.version),
  updatedAt: new Date(row.updated_at).toISOString(),
})

export class MedicalRecordRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async find(userId: string): Promise<MedicalRecord | null> {
    const row = await this.db
      .selectFrom('medical_records')
      .select(['envelope', 'version', 'updated_at'])
      .where('user_id', '=', userId)
      .executeTakeFirst()
    return row ? toRecord(row) : null
  }

  /** The stored record with its new version, or 'stale' when the stored version is not `write.version`. */
  async write(userId: string, write: MedicalRecordWrite, now: Date): Promise<MedicalRecord | 'stale'> {
    const returning = ['envelope', 'version', 'updated_at'] as const
    const envelope = JSON.stringify(write.envelope)
    const row =
      write.version === 0
        ? await this.db
            .insertInto('medical_records')
            .values({
              user_id: userId,
              envelope,
              version: 1,
              created_at: now,
              updated_at: now,
            })
            .onConflict((c) => c.column('user_id').doNothing())
            .returning(returning)
            .executeTakeFirst()
        : await this.db
            .updateTable('medical_records')
            .set({
              envelope,
              version: write.version + 1,
              updated_at: now,
            })
            .where('user_id', '=', userId)
            .where('version', '=', write.version)
            .returning(returning)
            .executeTakeFirst()
    return row ? toRecord(row) : 'stale'
  }
}
