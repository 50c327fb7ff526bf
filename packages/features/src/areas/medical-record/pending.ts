// The registration's medical answers, kept in the tab (onboarding/pendingMedicalRecord.ts) until the
// vault can encrypt them: written into the patient's record, then the tab's copy is cleared — only
// after the API stored the envelope, so a failure loses nothing.
import type { ApiClient } from '@relais/api-client'
import type { VaultPort } from '@relais/vault'
import type { PendingMedicalRecord } from '../../core/session/pending-medical-record.ts'
import {
  MedicalRecordConflictError,
  readMedicalRecord,
  saveMedicalRecord,
  type MedicalRecord,
  type MedicalRecordContent,
} from './record.ts'

const isSet = (value: unknown) => value !== undefined && value !== null && value !== ''

/** The record with the answers filled in where it has none: what the record already holds wins. */
export function withPendingAnswers(
  existing: MedicalRecordContent | null,
  pending: PendingMedicalRecord,
): MedicalRecordContent {
  const merged: MedicalRecordContent = { ...existing }
  const { prenatal, ...answers } = pending
  for (const [field, value] of Object.entries(answers)) {
    if (isSet(value) && !isSet(merged[field])) merged[field] = value
  }
  if (prenatal) {
    const current: Record<string, unknown> = { ...existing?.prenatal }
    for (const [field, value] of Object.entries(prenatal)) {
      if (isSet(value) && !isSet(current[field])) current[field] = value
    }
    merged.prenatal = current as MedicalRecordContent['prenatal']
  }
  return merged
}

/**
 * Reads the record, adds the pending answers and writes it; on a concurrent write (409) reads again
 * and retries, up to `attempts` times.
 */
export async function uploadPendingMedicalRecord(
  vault: VaultPort,
  client: ApiClient,
  pending: PendingMedicalRecord,
  attempts = 3,
): Promise<MedicalRecord> {
  for (let attempt = 1; ; attempt++) {
    const current = await readMedicalRecord(vault, client)
    try {
      return await saveMedicalRecord(
        vault,
        client,
        withPendingAnswers(current?.content ?? null, pending),
        current,
      )
    } catch (error) {
      if (!(error instanceof MedicalRecordConflictError) || attempt >= attempts) throw error
    }
  }
}
