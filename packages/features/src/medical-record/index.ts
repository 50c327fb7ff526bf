// The patient's end-to-end encrypted medical record and the vault groups behind it (issue 6).
export {
  addMedicalFileMembers,
  ensureMedicalFileGroup,
  ensureOrganizationGroup,
  ensureVaultGroups,
  removeMedicalFileMembers,
  type VaultGroups,
  type VaultGroupsOwner,
} from './groups.ts'
export {
  MedicalRecordConflictError,
  MedicalRecordRequestError,
  decryptMedicalRecord,
  encryptMedicalRecord,
  fetchStoredMedicalRecord,
  readMedicalRecord,
  saveMedicalRecord,
  type MedicalRecord,
  type MedicalRecordContent,
  type StoredMedicalRecord,
} from './record.ts'
export { uploadPendingMedicalRecord, withPendingAnswers } from './pending.ts'
export {
  medicalRecordQueryKey,
  useMedicalRecord,
  useRecordedLastPeriod,
  useSaveMedicalRecord,
  useVaultGroups,
} from './useMedicalRecord.ts'
export {
  PendingMedicalRecordUpload,
  VaultGroupsSetup,
  usePendingMedicalRecordUpload,
} from './PendingMedicalRecordUpload.tsx'
