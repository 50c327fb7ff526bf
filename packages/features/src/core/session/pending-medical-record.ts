// The medical answers of a patient registration (antecedents, treatments, allergies, blood group,
// prenatal info), kept in the browser after the account is created.
//
// Medical content never reaches the server in clear, so POST /user refuses them. The vault
// encrypts them into the patient's medical record once the encryption identity exists, then clears
// them. sessionStorage, like the draft, so they never outlive the tab; logout clears them too.
import { storageKey, type AppConfig } from '../config/AppConfig.tsx'

type Application = Pick<AppConfig, 'application'>

export interface PendingMedicalRecord {
  bloodGroup: string
  medicalBackground?: string
  treatments?: string
  allergies?: string
  /** Perinatal only. */
  prenatal?: { lastPeriod: string; pregnancyType: string; birthsAtTerm: number }
}

export function pendingMedicalRecordKey(config: Application) {
  return storageKey(config, 'pending-medical-record')
}

export function writePendingMedicalRecord(config: Application, record: PendingMedicalRecord) {
  try {
    sessionStorage.setItem(pendingMedicalRecordKey(config), JSON.stringify(record))
  } catch {
    // A full or disabled storage loses the answers: the medical record screens ask for them again.
  }
}

export function readPendingMedicalRecord(config: Application): PendingMedicalRecord | null {
  try {
    const raw = sessionStorage.getItem(pendingMedicalRecordKey(config))
    if (!raw) return null
    const record = JSON.parse(raw) as Partial<PendingMedicalRecord>
    return typeof record.bloodGroup === 'string' ? (record as PendingMedicalRecord) : null
  } catch {
    return null
  }
}

export function clearPendingMedicalRecord(config: Application) {
  try {
    sessionStorage.removeItem(pendingMedicalRecordKey(config))
  } catch {
    // Nothing stored when the storage is disabled.
  }
}
