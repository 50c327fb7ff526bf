// Render-nothing pieces of the unlocked shell. Mount them where both the signed-in user and
// the unlocked vault are provided: they do their work once the vault is open, and nothing while it is
// locked or absent (an administrator impersonating a patient never gets the patient's keys).
import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useApi, type ApiClient } from '@relais/api-client'
import type { VaultPort } from '@relais/vault'
import { useAppConfig } from '../../core/config/AppConfig.tsx'
import {
  clearPendingMedicalRecord,
  readPendingMedicalRecord,
} from '../../core/session/pending-medical-record.ts'
import { useSignedIn } from '../../core/session/signed-in.tsx'
import { useOptionalVault } from '../../core/vault/vault-context.tsx'
import { uploadPendingMedicalRecord } from './pending.ts'
import type { MedicalRecord } from './record.ts'
import { medicalRecordQueryKey, useVaultGroups } from './useMedicalRecord.ts'

/** Waits before the 2nd and 3rd tries of an upload that failed (network, server). */
const RETRY_DELAYS_MS = [2_000, 8_000]

// One upload per vault at a time, whatever the number of mounts (StrictMode runs effects twice).
const uploads = new WeakMap<VaultPort, Promise<MedicalRecord | null>>()

function uploadOnce(
  vault: VaultPort,
  client: ApiClient,
  application: Parameters<typeof readPendingMedicalRecord>[0],
) {
  let upload = uploads.get(vault)
  if (!upload) {
    upload = (async () => {
      for (let attempt = 0; ; attempt++) {
        // Read each time: a logout in between clears it, and then there is nothing to send.
        const pending = readPendingMedicalRecord(application)
        if (!pending) return null
        try {
          const saved = await uploadPendingMedicalRecord(vault, client, pending)
          // Only now: the envelope is stored, the tab's copy can go.
          clearPendingMedicalRecord(application)
          return saved
        } catch (error) {
          const delay = RETRY_DELAYS_MS[attempt]
          if (delay === undefined) throw error
          await new Promise((resolve) => setTimeout(resolve, delay))
        }
      }
    })().finally(() => uploads.delete(vault))
    uploads.set(vault, upload)
  }
  return upload
}

/**
 * Once the vault is unlocked, encrypts the registration's medical answers waiting in the tab into the
 * patient's record and uploads them; the tab's copy is cleared only after the API stored them. On
 * failure it stays, and the next mount (next unlock, next page load) tries again.
 */
function usePendingMedicalRecordUpload(): void {
  const vault = useOptionalVault()
  const { client } = useApi()
  const config = useAppConfig()
  const { user } = useSignedIn()
  const queryClient = useQueryClient()
  const application = config.application
  useEffect(() => {
    if (!vault || user.userType !== 'patient' || user.id !== vault.userId) return
    if (!readPendingMedicalRecord({ application })) return
    let active = true
    uploadOnce(vault, client, { application })
      .then((saved) => {
        if (active && saved) queryClient.setQueryData(medicalRecordQueryKey(vault.userId), saved)
      })
      .catch((error: unknown) => {
        // Kept in the tab for the next try; nothing is shown, as for the spec's other vault set-up steps.
        console.error('The medical answers of the registration could not be saved yet', error)
      })
    return () => {
      active = false
    }
  }, [vault, client, application, user.id, user.userType, queryClient])
}

export function PendingMedicalRecordUpload() {
  usePendingMedicalRecordUpload()
  return null
}

/** Ensures, after unlock, the patient's medical-file group or the organization's group. */
export function VaultGroupsSetup() {
  const { user } = useSignedIn()
  const groups = useVaultGroups({
    userType: user.userType,
    organizationIds: user.userType === 'organization' ? user.organizations.map((o) => o.id) : [],
  })
  useEffect(() => {
    if (groups.error) console.error('Group not found', groups.error)
  }, [groups.error])
  return null
}
