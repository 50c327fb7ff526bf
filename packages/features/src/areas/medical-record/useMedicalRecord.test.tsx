// The record's hooks: read and decrypted through react-query, saved over the version last read, a
// stale save reported as a conflict; nothing is fetched without an unlocked vault.
import { describe, expect, it, vi } from 'vitest'
import { renderHook } from 'vitest-browser-react'
import type { ReactNode } from 'react'
import { http, medicalRecordStore } from '@relais/api-client/msw'
import type { Vault } from '@relais/vault'
import { MedicalRecordConflictError, saveMedicalRecord } from './record.ts'
import { PATIENT_ID, RecordProviders, clientAnswering, vaultWorld } from '../../core/testing/providers.tsx'
import { useMedicalRecord, useSaveMedicalRecord } from './useMedicalRecord.ts'

function hooks(vault: Vault | null, store = medicalRecordStore()) {
  return renderHook(() => ({ record: useMedicalRecord(), save: useSaveMedicalRecord() }), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <RecordProviders vault={vault} handlers={store.handlers}>
        {children}
      </RecordProviders>
    ),
  })
}

describe('useMedicalRecord and useSaveMedicalRecord', () => {
  it('reads no record, saves one, and shows it decrypted', async () => {
    const vault = await vaultWorld().register(PATIENT_ID)
    const store = medicalRecordStore()
    const { result } = await hooks(vault, store)
    await vi.waitFor(() => expect(result.current.record.data).toBeNull())
    await result.current.save.mutateAsync({ bloodGroup: 'A+', treatments: 'Fer' })
    await vi.waitFor(() =>
      expect(result.current.record.data?.content).toEqual({ bloodGroup: 'A+', treatments: 'Fer' }),
    )
    await result.current.save.mutateAsync({ bloodGroup: 'A+', treatments: 'Fer, acide folique' })
    expect(store.writes.map((w) => w.version)).toEqual([0, 1])
    expect(JSON.stringify(store.writes)).not.toContain('acide folique')
  })

  it('reports a save over a record changed elsewhere as a conflict, then reads the newer one', async () => {
    const vault = await vaultWorld().register(PATIENT_ID)
    const store = medicalRecordStore()
    const first = await saveMedicalRecord(vault, clientAnswering(store.handlers), { bloodGroup: 'O+' }, null)
    const { result } = await hooks(vault, store)
    await vi.waitFor(() => expect(result.current.record.data?.version).toBe(1))
    // Another tab writes version 2.
    await saveMedicalRecord(vault, clientAnswering(store.handlers), { bloodGroup: 'O-' }, first)
    await expect(result.current.save.mutateAsync({ bloodGroup: 'B+' })).rejects.toBeInstanceOf(
      MedicalRecordConflictError,
    )
    await vi.waitFor(() => expect(result.current.record.data?.content.bloodGroup).toBe('O-'))
  })

  it('fetches nothing without an unlocked vault', async () => {
    const store = medicalRecordStore()
    let fetched = 0
    store.handlers.unshift(
      http.get('/user/current/medical-record', () => {
        fetched++
        return undefined
      }),
    )
    const { result } = await hooks(null, store)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(result.current.record.fetchStatus).toBe('idle')
    expect(result.current.record.data).toBeUndefined()
    expect(fetched).toBe(0)
    await expect(result.current.save.mutateAsync({ bloodGroup: 'A+' })).rejects.toMatchObject({
      code: 'VAULT_NOT_INITIALIZED',
    })
    expect(store.writes).toEqual([])
  })
})
