// The teleconsultation area's tables: one row per observation recorded during an appointment, its
// content encrypted in `envelope` (migration 2026-12-04_appointment-observations), and the report that
// ended it (2026-12-05_appointment-reports).
import type { components } from '@relais/api-client/schema'
import type { Generated } from 'kysely'
import type { Json, Timestamp } from '../../core/database/columns.ts'

export interface TeleconsultationTables {
  appointment_observations: {
    id: string
    application: string
    appointment_id: string
    patient_user_id: string
    /** Who recorded it; null once that account is gone (the observation stays the patient's). */
    author_user_id: string | null
    /** The contract's `EncryptedEnvelope`; a CHECK refuses any other shape. */
    envelope: Json<components['schemas']['EncryptedEnvelope']>
    created_at: Timestamp
    /** The order of saving (an identity column: written by the database only). */
    seq: Generated<string>
  }
  appointment_reports: {
    appointment_id: string
    /** A `diagnosticReport` document of the patient's. */
    document_id: string
    /** The doctor who validated it; null once that account is gone. */
    author_user_id: string | null
    created_at: Timestamp
  }
}
