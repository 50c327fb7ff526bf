// A patient's medical record as a reader with access opens it: the envelope GET /patient/{id} returns,
// decrypted in the browser with the reader's vault, which can open it once the patient has added them
// to their medical-file group (the record's session is shared with that group). The plaintext is the
// medical record's format (areas/medical-record/record.ts): `{ v: 1, record }`.
import type { components } from '@relais/api-client'
import { InvalidEnvelopeError, NotARecipientError, SessionNotFoundError, type Vault } from '@relais/vault'

type StoredMedicalRecord = components['schemas']['MedicalRecord']

const PLAINTEXT_VERSION = 1

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
  const session = await vault.retrieveSession(stored.envelope.encryptionSessionId)
  const plaintext = await session.decryptString(stored.envelope)
  let record: Record<string, unknown>
  try {
    const parsed = JSON.parse(plaintext) as { v?: unknown; record?: unknown }
    if (parsed.v !== PLAINTEXT_VERSION || typeof parsed.record !== 'object' || parsed.record === null) {
      throw new TypeError('Unknown medical record format')
    }
    record = parsed.record as Record<string, unknown>
  } catch (error) {
    throw new InvalidEnvelopeError(error)
  }
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
