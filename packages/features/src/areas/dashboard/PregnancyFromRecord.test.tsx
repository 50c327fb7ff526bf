// The home dashboard's 'Ma grossesse' card reads the last period from the decrypted record, and keeps
// its empty state when there is no record (or no vault to open it).
import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { medicalRecordStore } from '@relais/api-client/msw'
import { PregnancySection } from './sections.tsx'
import { saveMedicalRecord } from '../medical-record/index.ts'
import { PATIENT_ID, RecordProviders, clientAnswering, vaultWorld } from '../../core/testing/providers.tsx'

const DAY = '2026-11-22'

describe('the pregnancy card from the medical record', () => {
  it('shows the weeks, the month and the due date of the recorded last period', async () => {
    const vault = await vaultWorld().register(PATIENT_ID)
    const store = medicalRecordStore()
    await saveMedicalRecord(
      vault,
      clientAnswering(store.handlers),
      { prenatal: { lastPeriod: '2026-06-12' } },
      null,
    )
    const screen = await render(
      <RecordProviders vault={vault} handlers={store.handlers}>
        <PregnancySection day={DAY} />
      </RecordProviders>,
    )
    await expect.element(screen.getByText('23 SA + 2 j')).toBeVisible()
    await expect
      .element(screen.getByRole('progressbar', { name: 'Avancement de la grossesse' }))
      .toBeVisible()
  })

  it('keeps the empty state without a record', async () => {
    const vault = await vaultWorld().register(PATIENT_ID)
    const screen = await render(
      <RecordProviders vault={vault} handlers={medicalRecordStore().handlers}>
        <PregnancySection day={DAY} />
      </RecordProviders>,
    )
    await expect.element(screen.getByText('Date des dernières règles non renseignée')).toBeVisible()
  })

  it('keeps the empty state without a vault', async () => {
    const screen = await render(
      <RecordProviders vault={null} handlers={medicalRecordStore().handlers}>
        <PregnancySection lastPeriod={null} day={DAY} />
      </RecordProviders>,
    )
    await expect.element(screen.getByText('Date des dernières règles non renseignée')).toBeVisible()
  })
})
