import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import {
  accountHandlers,
  accountUser,
  candidatesSample,
  careRequestDispatchStore,
  careRequestsStore,
  type CareRequestsStoreOptions,
} from '@relais/api-client/msw'
import { AppHarness } from '../../shell/testing/AppHarness.tsx'

const meta = {
  title: 'Screens/care-requests/OrganizationRequestsPage',
  component: AppHarness,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "'Demandes de prise en charge' of a structure (/app/organization/requests, perinatal): its care requests, the newest first — the patient, the date of issue, the address, the kinds of care and the status ('Brouillon', 'En attente de prise en charge', 'Prise en charge par …'); the answers stay encrypted. **Clavier** : Tab atteint le tableau, les flèches vont de cellule en cellule, Entrée sur un en-tête trie. **RGAA** : 5.1 (tableau de données), 9.1 (titres), 3.1 (le statut est écrit, pas seulement coloré).",
      },
    },
  },
  args: { application: 'perinatal', path: '/app/organization/requests' },
} satisfies Meta<typeof AppHarness>

export default meta
type Story = StoryObj<typeof meta>

const withStore = (options: CareRequestsStoreOptions = {}, candidates = candidatesSample) => {
  const store = careRequestsStore(options)
  return {
    msw: {
      handlers: [
        accountHandlers.currentUser(accountUser('organization')),
        ...store.handlers,
        ...careRequestDispatchStore({ requests: store.requests, candidates }).handlers,
      ],
    },
  }
}

export const Requests: Story = {
  parameters: withStore(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('rowheader', { name: 'Inès Moreau' })).toBeVisible()
    await expect(canvas.getByText('Brouillon')).toBeVisible()
    await expect(canvas.getByText('En attente de prise en charge')).toBeVisible()
    await expect(canvas.getByText('Prise en charge par Élise Bonnet')).toBeVisible()
  },
}

export const Empty: Story = {
  parameters: withStore({ requests: [] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Aucune demande de prise en charge pour le moment')).toBeVisible()
  },
}

export const Failed: Story = {
  parameters: withStore({ failing: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText("Les demandes de prise en charge n'ont pas pu être chargées."),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Réessayer' })).toBeVisible()
  },
}

/** A draft opens the practitioner picker: the candidates best first, each with why. */
export const Picker: Story = {
  parameters: withStore(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('rowheader', { name: 'Inès Moreau' }))
    const body = within(canvasElement.ownerDocument.body)
    const picker = await body.findByRole('dialog', { name: 'Envoyer la demande' })
    await expect(await within(picker).findByText('Inès Faure')).toBeVisible()
    await expect(within(picker).getByText('Recommandée')).toBeVisible()
    await expect(within(picker).getByRole('button', { name: 'Suivant' })).toBeDisabled()
  },
}

/** Nobody can take it: the structure is offered its external practitioners' page. */
export const NoPractitioner: Story = {
  parameters: withStore(
    {},
    candidatesSample.map((candidate) => ({ ...candidate, eligible: false })),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('rowheader', { name: 'Inès Moreau' }))
    const body = within(canvasElement.ownerDocument.body)
    // The dialog fades in (found again each time: the picker's own dialog gives way to it).
    await waitFor(
      () =>
        expect(body.getByRole('alertdialog', { name: 'Aucun prestataire disponible' })).toHaveTextContent(
          'vous allez être redirigé',
        ),
      { timeout: 5_000 },
    )
  },
}
