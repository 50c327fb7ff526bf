import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { accountUser, appointmentSample } from '@relais/api-client/msw'
import type { Vault } from '@relais/vault'
import {
  fileOf,
  PATIENTS,
  patientsStore,
  practitionerVault,
  recordWorld,
  type RecordWorld,
} from './testing/patients-world.ts'
import { PatientsHarness } from './testing/PatientsHarness.tsx'

type RecordState = 'shared' | 'notShared' | 'none'

interface Args {
  record: RecordState
  /** The patient reading their own page at /app/patients. */
  self?: boolean
  /** A patient the reader has no access to. */
  missing?: boolean
}

const camille = { id: PATIENTS.camille.id, name: PATIENTS.camille.name }
/** Far from any day the stories are shown on: one to come, two gone by. */
const APPOINTMENTS = [
  appointmentSample('2030-03-12T09:00:00Z', 30, {
    patient: camille,
    serviceCategory: 'MaternalPerinatalCare',
  }),
  appointmentSample('2026-01-09T14:00:00Z', 30, { patient: camille, status: 'CANCELLED' }),
  appointmentSample('2025-06-03T08:30:00Z', 30, { patient: camille, status: 'FULFILLED' }),
]

async function load({ record }: Args): Promise<{ vault: Vault; world: RecordWorld | null }> {
  if (record === 'none') return { vault: await practitionerVault(), world: null }
  const world = await recordWorld({ shared: record === 'shared' })
  return { vault: world.vault, world }
}

const meta = {
  title: 'Screens/patients/PatientPage',
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "A patient's page (/app/patients/{id}, /app/organization/patients/{id}): the banner (name, NIR, birth date, phone, city, email), 'Envoyer un message' opening the conversation with the patient (not on one's own page), the medical record as it stands, decrypted in the browser once the patient has shared it, and the appointments to come and gone by. A reader without access gets 'Page non trouvée', as for no patient. **Clavier** : Tab atteint « Retour », puis « Envoyer un message ». **RGAA** : 9.1 (titres), 8.9 (listes de définitions pour l'identité).",
      },
    },
  },
  globals: { viewport: { value: 'desktop' } },
  args: { record: 'shared' },
  loaders: [async ({ args }) => load(args as Args)],
  render: ({ record, self, missing }, { loaded }) => {
    const { vault, world } = loaded as Awaited<ReturnType<typeof load>>
    const file = fileOf(PATIENTS.camille, record === 'none' ? null : world!.record)
    const store = patientsStore({
      files: missing ? [] : [self ? { ...file, access: 'self' } : file],
      appointments: APPOINTMENTS,
    })
    return (
      <PatientsHarness
        handlers={store.handlers}
        vault={self ? (world?.patientVault ?? vault) : vault}
        user={self ? accountUser('patient', 'perinatal', { id: PATIENTS.camille.id }) : undefined}
        path={self ? '/app/patients' : `/app/patients/${PATIENTS.camille.id}`}
      />
    )
  },
} satisfies Meta<Args>

export default meta
type Story = StoryObj<typeof meta>

export const WithRecord: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Camille Lefèvre', level: 1 })).toBeVisible()
    await expect(await canvas.findByText('Pré-éclampsie lors de la première grossesse')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Envoyer un message' })).toBeEnabled()
    await expect(await canvas.findByText(/Terminé/)).toBeVisible()
  },
}

export const RecordNotFilled: Story = {
  args: { record: 'none' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText("Le patient n'a pas encore renseigné son dossier médical."),
    ).toBeVisible()
  },
}

export const RecordNotShared: Story = {
  args: { record: 'notShared' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Le patient ne vous a pas encore partagé le contenu chiffré de son dossier médical.',
      ),
    ).toBeVisible()
  },
}

export const OwnRecord: Story = {
  args: { self: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Mon dossier')).toBeVisible()
    await expect(await canvas.findByText('Pénicilline')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Envoyer un message' })).toBeNull()
  },
}

export const NotFound: Story = {
  args: { missing: true, record: 'none' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Page non trouvée' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Retour à la liste des patients' })).toBeVisible()
  },
}
