// Table types of the medical record (migration 2026-11-23_medical-record), kept beside the plugin that
// alone reads them. `users` comes from the application's schema.
import type { ColumnType } from 'kysely'
import type { DB } from '../../db/schema.ts'

type Timestamp = ColumnType<Date, Date | string, Date | string>

export interface MedicalRecordTables {
  medical_records: {
    user_id: string
    session_id: string
    ciphertext: string
    version: number
    created_at: Timestamp
    updated_at: Timestamp
  }
}

export type MedicalRecordDB = Pick<DB, 'users'> & MedicalRecordTables
