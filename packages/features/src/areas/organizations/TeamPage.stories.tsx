import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import {
  accountUser,
  joinRequestsSample,
  pendingInvitationsSample,
  teamStore,
  type TeamStoreOptions,
} from '@relais/api-client/msw'
import { TeamHarness } from './testing/TeamHarness.tsx'

interface Args {
  store?: TeamStoreOptions
  viewer?: 'manager' | 'member'
}

const memberViewer = accountUser('doctor', 'perinatal', {
  organizations: [{ id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', name: 'Maternité des Lilas' }],
})

const meta = {
  title: 'Screens/organizations/TeamPage',
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "'Équipe' (/app/organization/team): the structure's practitioners by type ('Médecins', 'Sages-femmes', 'Infirmiers'), narrowed by the search as it is typed, each opening their page; for the structure's managers, the requests to join ('Accepter', 'Refuser'), the collapsible 'Invitation en attente' and 'Inviter' (a practitioner found by name, or an email: search, then the pre-filled message, then 'Invitation envoyée'). **Clavier** : Tab atteint 'Inviter', les demandes, la recherche, puis chaque membre ; Entrée ou Espace déplie les invitations en attente ; dans la fenêtre, Échap la ferme. **RGAA** : 7.1 (composants accessibles), 7.5 (messages de statut), 9.1 (titres), 11.1 (champs étiquetés).",
      },
    },
  },
  args: { viewer: 'manager' },
  render: ({ store, viewer }) => (
    <TeamHarness
      handlers={teamStore(store).handlers}
      user={viewer === 'member' ? memberViewer : accountUser('organization')}
    />
  ),
} satisfies Meta<Args>

export default meta
type Story = StoryObj<typeof meta>

const withEverything: TeamStoreOptions = { pendings: pendingInvitationsSample, requests: joinRequestsSample }

export const Manager: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: { store: withEverything },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Médecins (2)', level: 2 })).toBeVisible()
    await expect(await canvas.findByText('Hugo Mercier')).toBeVisible()
    const trigger = canvas.getByRole('button', { name: 'Invitation en attente (2)' })
    await userEvent.click(trigger)
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await expect(await canvas.findByText('nouvelle.recrue@exemple.fr')).toBeVisible()
    await expect(canvas.getByText('Claire Petit (Sage-femme)')).toBeVisible()
  },
}

export const Empty: Story = {
  args: { store: { team: { accountIds: [], doctors: [], midwives: [], assistants: [] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText("Aucun membre dans l'équipe")).toBeVisible()
    await expect(await canvas.findByText('Aucune demande en attente')).toBeVisible()
  },
}

export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('Julien Moreau')
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Rechercher un membre' }), 'sophie')
    await waitFor(() => expect(canvas.queryByText('Julien Moreau')).toBeNull())
    await expect(canvas.getByText('Sophie Garnier')).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Sages-femmes (1)' })).toBeVisible()
  },
}

export const AcceptRequest: Story = {
  args: { store: { requests: joinRequestsSample } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Accepter la demande de Hugo Mercier' }))
    await expect(await canvas.findByText("Hugo Mercier fait maintenant partie de l'équipe")).toBeVisible()
    await expect(await canvas.findByRole('heading', { name: 'Médecins (3)' })).toBeVisible()
  },
}

export const InviteByName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Inviter' }))
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Inviter un professionnel' }),
    )
    await userEvent.type(dialog.getByRole('searchbox', { name: 'Rechercher un professionnel' }), 'nad')
    await userEvent.click(await dialog.findByRole('button', { name: 'Inviter Nadia Benali' }))
    await expect(dialog.getByText('À : Nadia Benali (Médecin)')).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: "Envoyer l'invitation" }))
    await expect(await dialog.findByText('Invitation envoyée')).toBeVisible()
  },
}

export const InviteByEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Inviter' }))
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Inviter un professionnel' }),
    )
    await userEvent.type(
      dialog.getByRole('searchbox', { name: 'Rechercher un professionnel' }),
      'nouvelle.recrue@exemple.fr',
    )
    await userEvent.click(dialog.getByRole('button', { name: 'Inviter par email' }))
    await expect(dialog.getByText('À : nouvelle.recrue@exemple.fr (nouveau compte)')).toBeVisible()
    await expect(dialog.getByText(/Maternité des Lilas vous invite à rejoindre son équipe/)).toBeVisible()
  },
}

export const MemberView: Story = {
  args: { viewer: 'member', store: withEverything },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Julien Moreau')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Inviter' })).toBeNull()
    await expect(canvas.queryByText(/Invitation en attente/)).toBeNull()
  },
}

export const LoadError: Story = {
  args: { store: { teamError: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText("L'équipe n'a pas pu être chargée.")).toBeVisible()
  },
}
