import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { accountHandlers, accountUser, joinOrganizationHandlers } from '@relais/api-client/msw'
import { AppHarness } from '../../shell/testing/AppHarness.tsx'

const meta = {
  title: 'Screens/organizations/JoinOrganizationPage',
  component: AppHarness,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "'Rejoindre une structure' (/app/join-organization): the FINESS is looked up at its ninth character; the structure found can be asked to join ('Envoyer une demande'), 'Retour' clears the selection; the confirmation, then the requests waiting for an answer. **Clavier** : le champ a le focus à l'ouverture, Tab mène aux boutons. **RGAA** : 7.5 (messages de statut), 11.1, 11.10.",
      },
    },
    msw: {
      handlers: [accountHandlers.currentUser(accountUser('midwife')), ...joinOrganizationHandlers()],
    },
  },
  args: { application: 'perinatal', path: '/app/join-organization' },
} satisfies Meta<typeof AppHarness>

export default meta
type Story = StoryObj<typeof meta>

const finessField = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('textbox', { name: /Numéro FINESS/ })

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await finessField(canvasElement)).toBeVisible()
    await expect(await canvas.findByText('Aucune demande en attente')).toBeVisible()
  },
}

export const Found: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await finessField(canvasElement), '930000104')
    await expect(await canvas.findByRole('heading', { name: 'Maternité des Lilas', level: 3 })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Envoyer une demande' })).toBeVisible()
    await expect(await canvas.findByText('Aucune demande en attente')).toBeVisible()
  },
}

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await finessField(canvasElement), '750000009')
    await expect(await canvas.findByText('Aucune structure active ne porte ce numéro FINESS.')).toBeVisible()
  },
}

export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await finessField(canvasElement), '930000104')
    await userEvent.click(await canvas.findByRole('button', { name: 'Envoyer une demande' }))
    await expect(await canvas.findByText(/Votre demande a été envoyée à Maternité des Lilas/)).toBeVisible()
    await waitFor(() => expect(canvas.getByText(/demandée le/)).toBeVisible())
    await userEvent.click(canvas.getByRole('button', { name: 'Retour' }))
    await expect(await finessField(canvasElement)).toHaveValue('')
  },
}
