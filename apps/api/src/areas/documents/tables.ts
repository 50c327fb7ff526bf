// The documents area's table (migration 2026-11-29_documents): one row per document, its file in blob
// storage under `storage_key`. Title, file name and type of content are in the encrypted `metadata`.
// The consultation a document belongs to came with 2026-12-07_document-appointments.
import type { components } from '@relais/api-client/schema'
import type { Json, Timestamp } from '../../core/database/columns.ts'

export interface DocumentsTables {
  documents: {
    id: string
    application: string
    patient_user_id: string
    /** Who added it; null once that account is gone (the document stays the patient's). */
    author_user_id: string | null
    type: components['schemas']['DocumentType']
    /** The contract's `EncryptedEnvelope`; a CHECK refuses any other shape. */
    metadata: Json<components['schemas']['EncryptedEnvelope']>
    /** The blob's key in storage: random, chosen by the API, never derived from a name. */
    storage_key: string
    /** The encrypted blob's size in bytes. */
    size: string | number | bigint
    created_at: Timestamp
    /** The appointment it belongs to (a capture, a report, a file of a consultation report), if any. */
    appointment_id: string | null
  }
}
