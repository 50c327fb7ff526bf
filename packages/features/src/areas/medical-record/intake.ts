// The answers a practitioner gave when creating the patient's account ('Ajouter un patient'): sealed in
// the practitioner's browser and shared with the patient through a key claim, which the patient's first
// unlock converts. Once the patient reads them, they go into the patient's own record, so that nothing
// is asked twice; what the record already holds wins.
import { asApiError, type ApiClient, type components } from '@relais/api-client'
import { VaultError, type VaultPort } from '@relais/vault'
import type { PendingMedicalRecord } from '../../core/session/pending-medical-record.ts'
import { withPendingAnswers } from './pending.ts'
import {
  decryptMedicalRecord,
  MedicalRecordConflictError,
  readMedicalRecord,
  saveMedicalRecord,
  type MedicalRecord,
  type MedicalRecordContent,
} from './record.ts'

type PatientIntake = components['schemas']['PatientIntake']

/** The intake's answers, decrypted; the vault's errors pass through (NOT_A_RECIPIENT when not shared). */
async function decryptIntake(vault: VaultPort, intake: PatientIntake): Promise<MedicalRecordContent> {
  const { content } = await decryptMedicalRecord(vault, {
    envelope: intake.envelope,
    version: 0,
    updatedAt: intake.createdAt,
  })
  return content
}

/** The signed-in patient's intake, or null when a practitioner gave none. */
async function ownIntake(vault: VaultPort, client: ApiClient): Promise<PatientIntake | null> {
  const { data, response, error } = await client.GET('/patient/{patientId}', {
    params: { path: { patientId: vault.userId } },
  })
  if (data) return data.intake
  throw new Error(asApiError(error)?.message ?? `GET /patient/{id} answered ${response.status}`)
}

const sameContent = (a: MedicalRecordContent | undefined, b: MedicalRecordContent) =>
  JSON.stringify(a ?? {}) === JSON.stringify(b)

/**
 * Writes the intake's answers into the signed-in patient's record where it has none. null when there
 * is nothing to write: no intake, an intake this patient cannot open (its claim not converted yet), or
 * answers the record already holds. On a concurrent write (409) reads again, up to `attempts` times.
 */
export async function foldIntakeIntoRecord(
  vault: VaultPort,
  client: ApiClient,
  attempts = 3,
): Promise<MedicalRecord | null> {
  const intake = await ownIntake(vault, client)
  if (!intake) return null
  let answers: MedicalRecordContent
  try {
    answers = await decryptIntake(vault, intake)
  } catch (error) {
    if (error instanceof VaultError) return null
    throw error
  }
  for (let attempt = 1; ; attempt++) {
    const current = await readMedicalRecord(vault, client)
    const merged = withPendingAnswers(current?.content ?? null, answers as PendingMedicalRecord)
    if (sameContent(current?.content, merged)) return null
    try {
      return await saveMedicalRecord(vault, client, merged, current)
    } catch (error) {
      if (!(error instanceof MedicalRecordConflictError) || attempt >= attempts) throw error
    }
  }
}
