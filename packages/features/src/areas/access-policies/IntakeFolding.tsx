// Render-nothing piece of the unlocked shell, for a patient: once their vault can open the answers a
// practitioner gave when creating the account (the first unlock converted the key claim), the answers go
// into their own record; then the record is shared with every reader granted access who is not in its
// group yet (granted at creation, or before they had a vault). Runs once per unlocked vault; a failure is
// retried at the next page load.
import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useApi, type ApiClient } from '@relais/api-client'
import type { VaultPort } from '@relais/vault'
import { useSignedIn } from '../../core/session/signed-in.tsx'
import { useOptionalVault } from '../../core/vault/vault-context.tsx'
import { foldIntakeIntoRecord, medicalRecordQueryKey, type MedicalRecord } from '../medical-record/index.ts'
import { shareWithAcceptedGrantees } from './medical-file-sharing.ts'

// One run per vault, whatever the number of mounts (StrictMode runs effects twice).
const runs = new WeakMap<VaultPort, Promise<MedicalRecord | null>>()

function foldOnce(vault: VaultPort, client: ApiClient): Promise<MedicalRecord | null> {
  let run = runs.get(vault)
  if (!run) {
    run = (async () => {
      const saved = await foldIntakeIntoRecord(vault, client)
      // Readers granted without this browser taking part — at the account's creation, or while they had
      // not opened their vault yet (a referent, an approval) — get the file as soon as they can.
      await shareWithAcceptedGrantees(vault, client)
      return saved
    })()
    runs.set(vault, run)
  }
  return run
}

export function IntakeFolding() {
  const vault = useOptionalVault()
  const { client } = useApi()
  const { user } = useSignedIn()
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!vault || user.userType !== 'patient' || user.id !== vault.userId) return
    let active = true
    foldOnce(vault, client)
      .then((saved) => {
        if (!active || !saved) return
        queryClient.setQueryData(medicalRecordQueryKey(vault.userId), saved)
        // The patient's own page shows the record from now on, not the answers given at the creation.
        void queryClient.invalidateQueries({ queryKey: ['get', '/patient/{patientId}'] })
      })
      .catch((error: unknown) => {
        runs.delete(vault)
        console.error('The answers given at the account creation could not be put in the record yet', error)
      })
    return () => {
      active = false
    }
  }, [vault, client, user.id, user.userType, queryClient])
  return null
}
