// The registration's medical answers leave the tab only encrypted, and only once stored: uploaded into
// the record after unlock, cleared after a successful PUT, kept on failure and without a vault.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { http, medicalRecordStore } from '@relais/api-client/msw'
import { accountUser } from '@relais/api-client/msw'
import {
  pendingMedicalRecordKey,
  writePendingMedicalRecord,
} from '../../core/session/pending-medical-record.ts'
import { PendingMedicalRecordUpload, VaultGroupsSetup } from './PendingMedicalRecordUpload.tsx'
import { medicalFileGroupName } from '@relais/domain'
import { decryptMedicalRecord } from './record.ts'
import { PATIENT_ID, RecordProviders, patientUser, vaultWorld } from '../../core/testing/providers.tsx'

const ANSWERS = {
  bloodGroup: 'B-',
  medicalBackground: 'Asthme depuis l’enfance',
  treatments: 'Ventoline',
  prenatal: { lastPeriod: '2026-06-12', pregnancyType: 'simple', birthsAtTerm: 1 },
}
const KEY = pendingMedicalRecordKey({ application: 'perinatal' })

describe('PendingMedicalRecordUpload', () => {
  beforeEach(() => {
    sessionStorage.clear()
    writePendingMedicalRecord({ application: 'perinatal' }, ANSWERS)
  })
  afterEach(() => vi.restoreAllMocks())

  it('encrypts the answers into the record, then clears them from the tab', async () => {
    const vault = await vaultWorld().register(PATIENT_ID)
    const store = medicalRecordStore()
    const screen = await render(
      <RecordProviders vault={vault} handlers={store.handlers}>
        <PendingMedicalRecordUpload />
      </RecordProviders>,
    )
    await vi.waitFor(() => expect(sessionStorage.getItem(KEY)).toBeNull(), { timeout: 5000 })
    expect(store.writes).toHaveLength(1)
    const sent = JSON.stringify(store.writes[0])
    for (const value of ['bloodGroup', 'Asthme', 'Ventoline', '2026-06-12']) expect(sent).not.toContain(value)
    expect((await decryptMedicalRecord(vault, store.record!)).content).toEqual(ANSWERS)
    // It renders nothing.
    expect(screen.container.textContent).toBe('')
  })

  it('keeps the answers in the tab when the API refuses the write', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    const vault = await vaultWorld().register(PATIENT_ID)
    const store = medicalRecordStore()
    let attempts = 0
    const failing = http.put('/user/current/medical-record', ({ response }) => {
      attempts++
      return response(500).json({
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Une erreur est survenue',
      })
    })
    await render(
      <RecordProviders vault={vault} handlers={[failing, ...store.handlers]}>
        <PendingMedicalRecordUpload />
      </RecordProviders>,
    )
    await vi.waitFor(() => expect(attempts).toBe(1), { timeout: 5000 })
    await vi.advanceTimersByTimeAsync(2_000)
    await vi.waitFor(() => expect(attempts).toBe(2), { timeout: 5000 })
    await vi.advanceTimersByTimeAsync(8_000)
    await vi.waitFor(() => expect(console.error).toHaveBeenCalled(), { timeout: 5000 })
    vi.useRealTimers()
    expect(attempts).toBe(3)
    expect(JSON.parse(sessionStorage.getItem(KEY)!)).toEqual(ANSWERS)
    expect(store.record).toBeNull()
  })

  it('does nothing without an unlocked vault (an administrator impersonating the patient)', async () => {
    const store = medicalRecordStore()
    await render(
      <RecordProviders vault={null} handlers={store.handlers}>
        <PendingMedicalRecordUpload />
      </RecordProviders>,
    )
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(store.writes).toEqual([])
    expect(sessionStorage.getItem(KEY)).not.toBeNull()
  })

  it('leaves other account types alone', async () => {
    const vault = await vaultWorld().register(PATIENT_ID)
    const store = medicalRecordStore()
    await render(
      <RecordProviders
        vault={vault}
        user={accountUser('midwife', 'perinatal', { id: PATIENT_ID })}
        handlers={store.handlers}
      >
        <PendingMedicalRecordUpload />
      </RecordProviders>,
    )
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(store.writes).toEqual([])
  })
})

describe('VaultGroupsSetup', () => {
  it('creates the patient’s medical-file group after unlock', async () => {
    const world = vaultWorld()
    const vault = await world.register(PATIENT_ID)
    await render(
      <RecordProviders vault={vault} user={patientUser()} handlers={[]}>
        <VaultGroupsSetup />
      </RecordProviders>,
    )
    await vi.waitFor(
      async () =>
        expect(await world.directory.findGroupByName(medicalFileGroupName(PATIENT_ID))).not.toBeNull(),
      {
        timeout: 5000,
      },
    )
  })

  it('creates an organization account’s group', async () => {
    const world = vaultWorld()
    const user = accountUser('organization', 'perinatal', { id: PATIENT_ID })
    const vault = await world.register(PATIENT_ID)
    await render(
      <RecordProviders vault={vault} user={user} handlers={[]}>
        <VaultGroupsSetup />
      </RecordProviders>,
    )
    const name = `organization:${user.organizations[0]!.id}`
    await vi.waitFor(async () => expect(await world.directory.findGroupByName(name)).not.toBeNull(), {
      timeout: 5000,
    })
  })
})
