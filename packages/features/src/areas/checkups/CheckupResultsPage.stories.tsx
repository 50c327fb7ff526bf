import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { accountHandlers, adminUser, checkupSamples, checkupsStore } from '@relais/api-client/msw'
import { CHECKUP_TEXTS, NIR_KEY_MESSAGE } from '@relais/domain'
import { AppHarness } from '../../shell/testing/AppHarness.tsx'

/** Camille's NIR, under which two check-ups wait; the other belongs to nobody of the application. */
const CAMILLE_NIR = '295109912611193'
const NOBODY_NIR = '185057800608491'
const CAMILLE = { id: '3f6c2a1e-8d4b-4c1a-9e2f-6b7a8c9d0e1f', firstName: 'Camille', lastName: 'Lefèvre' }

const world = (options: Parameters<typeof checkupsStore>[0] = {}) => [
  accountHandlers.currentUser(adminUser('mobility')),
  ...checkupsStore({
    checkups: checkupSamples({ nir: CAMILLE_NIR, patientId: CAMILLE.id }),
    holders: { [CAMILLE_NIR]: CAMILLE },
    ...options,
  }).handlers,
]

const meta = {
  title: 'Screens/checkups/CheckupResultsPage',
  component: AppHarness,
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: world() },
    docs: {
      description: {
        component:
          "/app/admin/patient-check-result, the administrators' 'Résultats checkup santé' (mobility): a NIR (the domain's key rule at the field, the API's refusal there too) looked up at the check-up stations' platform; the answer names the application's patient who holds it, or says nobody does, and lists the check-ups waiting under it — date and time (Europe/Paris), station, number of measures — or says there is none, with the note that the values are readable only by the patient and those she opened her record to. 'Service non disponible' when the platform does not answer, the number kept as typed. Non-admins, impersonating sessions included, are sent to /app. **Clavier** : Tab atteint le champ puis 'Rechercher', Entrée lance la recherche depuis le champ ; le focus va au titre de la réponse, Tab entre dans le tableau, dont les flèches parcourent les cellules. **RGAA** : 11.1 (champ étiqueté), 11.10 (erreur au champ), 7.5 (message de service indisponible), 5.4 et 5.6 (tableau titré, en-têtes de lignes et de colonnes).",
      },
    },
  },
  args: { application: 'mobility', path: '/app/admin/patient-check-result' },
  globals: { brand: 'mobility' },
} satisfies Meta<typeof AppHarness>

export default meta
type Story = StoryObj<typeof meta>

async function search(canvasElement: HTMLElement, nir: string) {
  const canvas = within(canvasElement)
  const field = await canvas.findByRole('textbox', { name: CHECKUP_TEXTS.nirLabel })
  field.focus()
  await userEvent.keyboard(`${nir}{Enter}`)
  return canvas
}

export const EmptyForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: CHECKUP_TEXTS.tile, level: 1 })).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: CHECKUP_TEXTS.nirLabel })).toHaveValue('')
    await expect(canvas.getByRole('button', { name: CHECKUP_TEXTS.search })).toBeVisible()
  },
}

export const WithPatient: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await search(canvasElement, CAMILLE_NIR)
    const heading = await canvas.findByRole('heading', {
      name: CHECKUP_TEXTS.resultsFor('2 95 10 99 126 111 93'),
    })
    await waitFor(() => expect(heading).toHaveFocus())
    await expect(canvas.getByText('Camille Lefèvre')).toBeVisible()
    const table = canvas.getByRole('grid', { name: CHECKUP_TEXTS.waiting })
    await expect(await within(table).findAllByRole('row')).toHaveLength(3)
    await expect(within(table).getByRole('rowheader', { name: '05/12/2026 à 17:05' })).toBeVisible()
    await expect(within(table).getByText('Pharmacie du Plateau, Abidjan')).toBeVisible()
    await expect(within(table).getByText('4 mesures')).toBeVisible()
    await expect(canvas.getByText(CHECKUP_TEXTS.valuesPrivate)).toBeVisible()
  },
}

export const NoPatient: Story = {
  parameters: {
    msw: {
      handlers: world({ checkups: checkupSamples({ nir: NOBODY_NIR, patientId: null }), holders: {} }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await search(canvasElement, NOBODY_NIR)
    await expect(await canvas.findByText(CHECKUP_TEXTS.noPatient)).toBeVisible()
    await expect(canvas.getByRole('grid', { name: CHECKUP_TEXTS.waiting })).toBeVisible()
  },
}

export const NoCheckup: Story = {
  parameters: { msw: { handlers: world({ checkups: [] }) } },
  play: async ({ canvasElement }) => {
    const canvas = await search(canvasElement, CAMILLE_NIR)
    await expect(await canvas.findByText(CHECKUP_TEXTS.noCheckup)).toBeVisible()
    await expect(canvas.getByText('Camille Lefèvre')).toBeVisible()
    await expect(canvas.queryByRole('grid')).toBeNull()
  },
}

export const InvalidNir: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await search(canvasElement, '295109912611194')
    const field = canvas.getByRole('textbox', { name: CHECKUP_TEXTS.nirLabel })
    await waitFor(() => expect(field).toHaveAccessibleDescription(NIR_KEY_MESSAGE))
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.queryByRole('heading', { name: /Résultats pour/ })).toBeNull()
  },
}

export const ServiceUnavailable: Story = {
  parameters: { msw: { handlers: world({ unavailable: true }) } },
  play: async ({ canvasElement }) => {
    const canvas = await search(canvasElement, CAMILLE_NIR)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(CHECKUP_TEXTS.unavailable)
    await expect(canvas.getByRole('textbox', { name: CHECKUP_TEXTS.nirLabel })).toHaveValue(
      '2 95 10 99 126 111 93',
    )
  },
}
