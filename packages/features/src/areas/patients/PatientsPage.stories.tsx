import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { Vault } from '@relais/vault'
import {
  PATIENTS,
  patientsStore,
  practitionerVault,
  type PatientsStoreOptions,
} from './testing/patients-world.ts'
import { PatientsHarness } from './testing/PatientsHarness.tsx'

interface Args {
  path?: string
  store?: PatientsStoreOptions
}

const meta = {
  title: 'Screens/patients/PatientsPage',
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "'Liste des patients' (/app/patients, and /app/organization/patients for the current structure): the search asks the server once typing pauses (name, NIR, email or phone, accents and case ignored), each row opens the patient's page, the patients asked for access wait in the collapsible 'Demande d'accès en attente', and 'Aucun patient trouvé' when there is none. **Clavier** : Tab atteint la recherche, puis la liste ; les flèches passent d'une ligne à l'autre, Entrée ouvre le patient ; Entrée ou Espace déplie les demandes en attente. **RGAA** : 5.6 et 5.7 (en-têtes du tableau), 7.1 (composants accessibles), 11.1 (champ étiqueté).",
      },
    },
  },
  args: { path: '/app/patients' },
  loaders: [async () => ({ vault: await practitionerVault() })],
  render: ({ path, store }, { loaded }) => (
    <PatientsHarness handlers={patientsStore(store).handlers} vault={loaded.vault as Vault} path={path} />
  ),
} satisfies Meta<Args>

export default meta
type Story = StoryObj<typeof meta>

export const List: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await canvas.findByRole('grid', { name: 'Patients' })
    await expect(await within(table).findByRole('row', { name: /Camille Lefèvre/ })).toBeVisible()
    await expect(within(table).getByText('2 85 05 78 006 084 41')).toBeVisible()
  },
}

export const WithPendingRequests: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: { store: { pending: [PATIENTS.ines, PATIENTS.julie] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const trigger = await canvas.findByRole('button', { name: "Demande d'accès en attente (2)" })
    await userEvent.click(trigger)
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await expect(await canvas.findByText('Inès Moreau')).toBeVisible()
  },
}

export const Search: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await canvas.findByRole('grid', { name: 'Patients' })
    await within(table).findByRole('row', { name: /Camille Lefèvre/ })
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Rechercher un patient' }), 'helene')
    await waitFor(() => expect(within(table).queryByRole('row', { name: /Camille Lefèvre/ })).toBeNull())
    await expect(within(table).getByRole('row', { name: /Hélène Durand/ })).toBeVisible()
  },
}

export const Empty: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: { store: { patients: [] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Aucun patient trouvé')).toBeVisible()
  },
}

export const OrganizationList: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: { path: '/app/organization/patients' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Maternité des Lilas')).toBeVisible()
    await expect(await canvas.findByRole('row', { name: /Hélène Durand/ })).toBeVisible()
  },
}

export const Narrow: Story = {
  globals: { viewport: { value: 'small' } },
  args: { store: { pending: [PATIENTS.ines] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('row', { name: /Camille Lefèvre/ })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Ajouter un patient' })).toBeVisible()
  },
}
