// The patients area's table (migration 2026-11-27_patients): the encrypted answers a practitioner gave
// when creating a patient's account. Patients themselves are accounts (users and profiles, accounts
// area); whom a list follows is in the access policies.
import type { components } from '@relais/api-client/schema'
import type { Json, Timestamp } from '../../core/database/columns.ts'

export interface PatientsTables {
  patient_intakes: {
    patient_user_id: string
    author_user_id: string | null
    /** The contract's `EncryptedEnvelope`, which names its session; a CHECK refuses any other shape. */
    envelope: Json<components['schemas']['EncryptedEnvelope']>
    created_at: Timestamp
  }
}
