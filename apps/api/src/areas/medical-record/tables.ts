// The medical record's table (migrations 2026-11-23_medical-record and, in the messaging area,
// 2026-11-26_encrypted-envelopes): one vault envelope per patient, with its version.
import type { components } from '@relais/api-client/schema'
import type { Json, Timestamp } from '../../core/database/columns.ts'

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
