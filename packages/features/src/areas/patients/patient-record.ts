// A patient's medical record as a reader with access opens it: the envelope GET /patient/{id} returns,
// decrypted in the browser with the reader's vault, which can open it once the patient has added them
// to their medical-file group (the record's session is shared with that group). The medical-record area
// decrypts and parses it.
import type { components } from '@relais/api-client'
import { NotARecipientError, SessionNotFoundError, type Vault } from '@relais/vault'
import { decryptMedicalRecord } from '../medical-record/index.ts'

type StoredMedicalRecord = components['schemas']['MedicalRecord']

/** The fields of the record this page shows; the medical record's own screens show the rest. */
export interface RecordSummary {
  bloodGroup?: string
  medicalBackground?: string
  treatments?: string
  allergies?: string
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined)

export async function decryptRecordSummary(
  vault: Vault,
  stored: StoredMedicalRecord,
): Promise<RecordSummary> {
  const record: Record<string, unknown> = (await decryptMedicalRecord(vault, stored)).content
  return {
    bloodGroup: text(record.bloodGroup),
    medicalBackground: text(record.medicalBackground),
    treatments: text(record.treatments),
    allergies: text(record.allergies),
  }
}

/** Whether the reader is simply not among the record's recipients (yet): the patient has not shared it. */
export function isNotSharedYet(error: unknown): boolean {
  return error instanceof SessionNotFoundError || error instanceof NotARecipientError
}
