// The patient's end-to-end encrypted medical record: the vault groups behind it, set up once the vault
// is open; the registration's answers uploaded into it; the last period the dashboard reads from it; who
// is in the medical-file group, which a granted or revoked access changes.
export { addMedicalFileMembers, ensureMedicalFileGroup, removeMedicalFileMembers } from './groups.ts'
export { encryptMedicalRecord, saveMedicalRecord } from './record.ts'
export { foldIntakeIntoRecord } from './intake.ts'
export type { MedicalRecord } from './record.ts'
export { medicalRecordQueryKey, useRecordedLastPeriod } from './useMedicalRecord.ts'
export { PendingMedicalRecordUpload, VaultGroupsSetup } from './PendingMedicalRecordUpload.tsx'
export { PatientMedicalRecord } from './PatientMedicalRecord.tsx'
export { MedicalHistorySummary } from './MedicalHistorySummary.tsx'
