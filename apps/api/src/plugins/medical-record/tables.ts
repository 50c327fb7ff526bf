// Table types of the medical record (migrations 2026-11-23_medical-record and
// 2026-11-26_encrypted-envelopes), kept beside the plugin that alone reads them. `users` comes from the
// application's schema.
import type { ColumnType } from 'kysely'
import type { components } from '@relais/api-client/schema'
import type { DB } from '../../db/schema.ts'

type Timestamp = ColumnType<Date, Date | string, Date | string>
/** jsonb: written as a JSON string, read back parsed (pg and PGlite alike). */
type Json<T> = ColumnType<T, string, string>

export interface MedicalRecordTables {
  medical_records: {
    user_id: string
    /** The contract's `MedicalRecordEnvelope`, which names its session; a CHECK refuses any other shape. */
    envelope: Json<components['schemas']['MedicalRecordEnvelope']>
    version: number
    created_at: Timestamp
    updated_at: Timestamp
  }
}

export type MedicalRecordDB = Pick<DB, 'users'> & MedicalRecordTables
