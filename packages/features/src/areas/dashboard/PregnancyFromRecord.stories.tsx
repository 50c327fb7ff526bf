import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { medicalRecordStore, type MedicalRecordStore } from '@relais/api-client/msw'
import type { Vault } from '@relais/vault'
import { PregnancySection } from './sections.tsx'
import { encryptMedicalRecord } from '../medical-record/index.ts'
import { PATIENT_ID, RecordProviders, vaultWorld } from '../../core/testing/providers.tsx'

interface Args {
  /** The last period written in the encrypted record; none: the patient has no record. */
  recordedLastPeriod?: string
  /** No unlocked vault (an administrator impersonating the patient). */
  locked?: boolean
}

interface Loaded {
  vault: Vault | null
  store: MedicalRecordStore
}

const meta = {
  title: 'Screens/medical-record/PregnancyFromRecord',
  parameters: {
    docs: {
      description: {
        component:
          "The perinatal patient's 'Ma grossesse' card on /app (the spec's screens and constants) once the last period comes from the medical record: the record is fetched as an envelope (GET /user/current/medical-record), decrypted in the browser with the patient's vault, and the calculator shows weeks of amenorrhea and of pregnancy, the month and the due date. Without a record, or without an unlocked vault, the empty state stays. **RGAA** : 9.3 (liste de définitions), 11.1 (barre de progression nommée).",
      },
    },
  },
  loaders: [
    async ({ args }): Promise<Loaded> => {
      const { recordedLastPeriod, locked } = args as Args
      const store = medicalRecordStore()
      if (locked) return { vault: null, store }
      const vault = await vaultWorld().register(PATIENT_ID)
      if (recordedLastPeriod) {
        const envelope = await encryptMedicalRecord(
          vault,
          { prenatal: { lastPeriod: recordedLastPeriod } },
          null,
        )
        store.record = { envelope, version: 1, updatedAt: '2026-11-20T09:00:00.000Z' }
      }
      return { vault, store }
    },
  ],
  render: (_args, { loaded }) => {
    const { vault, store } = loaded as Loaded
    return (
      <RecordProviders vault={vault} handlers={store.handlers}>
        <PregnancySection day="2026-11-22" />
      </RecordProviders>
    )
  },
} satisfies Meta<Args>

export default meta
type Story = StoryObj<typeof meta>

export const FromTheRecord: Story = {
  args: { recordedLastPeriod: '2026-06-12' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('23 SA + 2 j')).toBeVisible()
    await expect(canvas.getByText('Semaines de grossesse')).toBeVisible()
    await expect(canvas.getByRole('progressbar', { name: 'Avancement de la grossesse' })).toBeVisible()
  },
}

export const NoRecord: Story = {
  play: async ({ canvasElement }) => {
    // While the record is read, the empty state is there already, hidden, keeping its place.
    await waitFor(
      () => expect(within(canvasElement).getByText('Date des dernières règles non renseignée')).toBeVisible(),
      { timeout: 5000 },
    )
  },
}

export const VaultLocked: Story = {
  args: { locked: true },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Date des dernières règles non renseignée'),
    ).toBeVisible()
  },
}
