// React bindings of the encrypted medical record: the record read and decrypted in the browser
// (react-query), its save, and the groups set up after unlock. All wait for the unlocked vault: an
// administrator impersonating a patient has none, and reads nothing.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useApi } from '@relais/api-client'
import { isIsoDate, type IsoDate } from '@relais/domain'
import { VaultNotInitializedError } from '@relais/vault'
import { useOptionalVault } from '../../core/vault/vault-context.tsx'
import { ensureVaultGroups, type VaultGroupsOwner } from './groups.ts'
import {
  MedicalRecordConflictError,
  readMedicalRecord,
  saveMedicalRecord,
  type MedicalRecord,
  type MedicalRecordContent,
} from './record.ts'

export const medicalRecordQueryKey = (userId: string | null) => ['medical-record', userId] as const

/** The signed-in patient's decrypted record: `data` is null when there is none yet. */
export function useMedicalRecord({ enabled = true }: { enabled?: boolean } = {}) {
  const vault = useOptionalVault()
  const { client } = useApi()
  return useQuery<MedicalRecord | null>({
    queryKey: medicalRecordQueryKey(vault?.userId ?? null),
    queryFn: () => readMedicalRecord(vault!, client),
    enabled: enabled && vault !== null,
    // A record that does not decrypt will not decrypt on a second try.
    retry: false,
    staleTime: 60_000,
  })
}

/** The last-period date of the decrypted record, when it holds a valid one. */
export function useRecordedLastPeriod(): { lastPeriod: IsoDate | null; isPending: boolean } {
  const vault = useOptionalVault()
  const record = useMedicalRecord()
  const value = record.data?.content.prenatal?.lastPeriod
  return {
    lastPeriod: typeof value === 'string' && isIsoDate(value) ? value : null,
    isPending: vault !== null && record.isPending,
  }
}

/**
 * Saves the whole record: encrypted with the record's session (a new one shared with the patient's
 * medical-file group for the first), then PUT over the version last read. On a 409 the cached record
 * is read again and the error is rethrown for the screen to say so.
 */
export function useSaveMedicalRecord() {
  const vault = useOptionalVault()
  const { client } = useApi()
  const queryClient = useQueryClient()
  const key = medicalRecordQueryKey(vault?.userId ?? null)
  return useMutation({
    mutationFn: async (content: MedicalRecordContent) => {
      if (!vault) throw new VaultNotInitializedError()
      const base =
        queryClient.getQueryData<MedicalRecord | null>(key) ?? (await readMedicalRecord(vault, client))
      return saveMedicalRecord(vault, client, content, base)
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
    onError: (error) => {
      if (error instanceof MedicalRecordConflictError) void queryClient.invalidateQueries({ queryKey: key })
    },
  })
}

/** Ensures, once per unlocked vault, the groups the account owns (medical file, organization). */
export function useVaultGroups(owner: VaultGroupsOwner) {
  const vault = useOptionalVault()
  return useQuery({
    queryKey: ['vault-groups', vault?.userId ?? null, owner.userType, ...(owner.organizationIds ?? [])],
    queryFn: () => ensureVaultGroups(vault!, owner),
    enabled: vault !== null,
    staleTime: Infinity,
    retry: 2,
  })
}
