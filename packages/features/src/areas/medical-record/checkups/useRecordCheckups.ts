// The check-ups of the two record pages (mobility, `hasCheckupResults`): the patient's own
// (/app/medical-record, read and saved through the record's query) and a patient's record on her page
// (read through GET /patient/{id}, for a practitioner holding her grant or for herself). Each imports
// the waiting check-ups once its record is decrypted; where the patient reads her own, the
// notifications' rule is applied too while her physical activity is empty.
import { useQueryClient } from '@tanstack/react-query'
import { useApi } from '@relais/api-client'
import { isBlank, isPractitioner, modeCapabilities } from '@relais/domain'
import { useAppConfig } from '../../../core/config/AppConfig.tsx'
import { useSignedInUser } from '../../../core/session/signed-in.tsx'
import { useOptionalVault } from '../../../core/vault/vault-context.tsx'
import type { MedicalRecord } from '../record.ts'
import { medicalRecordQueryKey } from '../useMedicalRecord.ts'
import { ownRecordWriter, patientRecordWriter, type RecordWriter } from './checkup-import.ts'
import { useCheckupImport, type CheckupImportState } from './useCheckupImport.ts'
import { useCheckupReminder } from './useCheckupReminder.ts'

/** The record's step that asks the physical activity, opened by the record page's `tab`. */
export const PHYSICAL_ACTIVITY_STEP_HREF = '/app/medical-record?tab=activity'

export type RecordCheckups =
  | { shown: false }
  | {
      shown: true
      state: CheckupImportState
      /** The patient's physical activity is empty: the card asks for it. */
      physicalActivityMissing: boolean
    }

const nothingToWrite: RecordWriter = () => Promise.resolve(false)

const physicalActivityFilled = (record: MedicalRecord | null) => !isBlank(record?.content.physicalActivity)

/** The patient's own record, as its query holds it: undefined while loading, null when she has none. */
export function useOwnRecordCheckups(record: MedicalRecord | null | undefined): RecordCheckups {
  const { application } = useAppConfig()
  const user = useSignedInUser()
  const vault = useOptionalVault()
  const { client } = useApi()
  const queryClient = useQueryClient()
  const shown = modeCapabilities(application).hasCheckupResults && user.userType === 'patient'
  const state = useCheckupImport({
    patientId: user.id,
    // Into a record she has: one made of check-ups alone would stand in for the wizard's first filling.
    enabled: shown && vault !== null && Boolean(record),
    write:
      vault && record
        ? ownRecordWriter(vault, client, record, (saved) =>
            queryClient.setQueryData(medicalRecordQueryKey(vault.userId), saved),
          )
        : nothingToWrite,
    // Her own page on /app/patients reads the record through GET /patient/{id}.
    refresh: () => queryClient.invalidateQueries({ queryKey: ['get', '/patient/{patientId}'] }),
  })
  useCheckupReminder(shown && vault !== null && record !== undefined ? physicalActivityFilled(record) : null)
  if (!shown) return { shown: false }
  return { shown: true, state, physicalActivityMissing: !physicalActivityFilled(record ?? null) }
}

export interface PatientRecordCheckupsOptions {
  patientId: string
  /** The decrypted record, once it is. */
  record: MedicalRecord | undefined
  /** The patient reading her own page. */
  self: boolean
  /** Whether the page may write the record (not the consultation room's read-only panel). */
  writable: boolean
  /** Reads the patient's page again once a save changed her record. */
  refresh: () => Promise<unknown>
}

/** A patient's record on her page. */
export function usePatientRecordCheckups({
  patientId,
  record,
  self,
  writable,
  refresh,
}: PatientRecordCheckupsOptions): RecordCheckups {
  const { application } = useAppConfig()
  const user = useSignedInUser()
  const vault = useOptionalVault()
  const { client } = useApi()
  const queryClient = useQueryClient()
  const shown = modeCapabilities(application).hasCheckupResults
  // Who may read a patient's check-ups: herself and the practitioners of her medical file's grant (a
  // structure's account reads her record, not the platform).
  const imports = writable && (self || isPractitioner(user.userType))
  const state = useCheckupImport({
    patientId,
    enabled: shown && imports && vault !== null && record !== undefined,
    write: vault && record ? patientRecordWriter(vault, client, patientId, record) : nothingToWrite,
    refresh: async () => {
      await refresh()
      // Her own record's query, which /app/medical-record reads, holds the version before this save.
      if (self) await queryClient.invalidateQueries({ queryKey: medicalRecordQueryKey(patientId) })
    },
  })
  useCheckupReminder(
    shown && self && vault !== null && record !== undefined ? physicalActivityFilled(record) : null,
  )
  if (!shown) return { shown: false }
  return {
    shown: true,
    state,
    physicalActivityMissing: self && record !== undefined && !physicalActivityFilled(record),
  }
}
