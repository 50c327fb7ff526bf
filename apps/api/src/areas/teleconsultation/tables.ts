// The teleconsultation area's tables: one row per observation recorded during an appointment, its
// content encrypted in `envelope` (migration 2026-12-04_appointment-observations), and the report that
// ended it (2026-12-05_appointment-reports), and the patient's share asked during it
// (2026-12-06_appointment-payments).
import type { components } from '@relais/api-client/schema'
import type { ColumnType, Generated } from 'kysely'
import type { Json, Timestamp } from '../../core/database/columns.ts'

type Payment = components['schemas']['Payment']

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
  appointment_payments: {
    id: string
    application: string
    appointment_id: string
    /** Minor units (cents); bigint, read back as a string by some drivers. */
    value: ColumnType<string | number, number, number>
    currency: Payment['currency']
    status: Payment['status']
    outcome: Payment['outcome']
    intent_id: string
    intent_status: string
    method: Payment['method']
    tendered_amount: ColumnType<string | number | null, number | null, number | null>
    returned_amount: ColumnType<string | number | null, number | null, number | null>
    requested_by: string | null
    created_at: Timestamp
    updated_at: Timestamp
  }
}
