import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import {
  accountUser,
  externalPractitionersStore,
  practitionerContactsSample,
  teamStore,
  type ExternalPractitionersStoreOptions,
} from '@relais/api-client/msw'
import { TeamHarness } from './testing/TeamHarness.tsx'

interface Args {
  store?: ExternalPractitionersStoreOptions
}

const meta = {
  title: 'Screens/organizations/ExternalPractitionersPage',
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "'Praticiens externes' (/app/organization/external-practitioners): the practitioners the structure works with (name, type and qualifications, contact), narrowed by the search; for its managers, the collapsible 'Invitation en attente', 'Inviter' (a practitioner found by name, then the message) and 'Retirer' after a confirmation. **Clavier** : Tab atteint 'Inviter', la recherche, puis chaque 'Retirer' ; Entrée ou Espace déplie les invitations ; Échap ferme la fenêtre. **RGAA** : 7.1 (composants accessibles), 7.5 (messages de statut), 9.1 (titres), 11.1 (champs étiquetés).",
      },
    },
  },
  render: ({ store }) => (
    <TeamHarness
      path="/app/organization/external-practitioners"
      handlers={[...externalPractitionersStore(store).handlers, ...teamStore().handlers]}
      user={accountUser('organization')}
    />
  ),
} satisfies Meta<Args>

export default meta
type Story = StoryObj<typeof meta>

export const Manager: Story = {
  args: {
    store: {
      contacts: practitionerContactsSample,
      invitations: [
        {
          accessPolicyId: '5e6f7081-92a3-4db4-8f35-061728394a5b',
          invitee: { id: '6f708192-a3b4-4ec5-9046-1728394a5b6c', userType: 'midwife', name: 'Claire Petit' },
          invitedAt: '2026-11-28T10:00:00.000Z',
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Élise Bonnet')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Invitation en attente (1)' })).toBeVisible()
  },
}

export const Empty: Story = {
  args: { store: { practitioners: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText("Aucun praticien externe n'a été trouvé")).toBeVisible()
  },
}
