import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { accountHandlers, adminUser } from '@relais/api-client/msw'
import { AppHarness } from '../testing/AppHarness.tsx'

const meta = {
  title: 'Screens/admin/AdminPage',
  component: AppHarness,
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [accountHandlers.currentUser(adminUser()), ...accountHandlers.pendingAccounts()] },
    docs: {
      description: {
        component:
          "/app/admin (spec section 2): tiles ('Etablissements'; 'Résultats checkup santé' in mobility; 'Comptes en attente' in dispatch), the pending review list with 'Accepter'/'Refuser' per row, the debug drawer (ids, impersonation) and, in LOCAL/DEV, the demo drawer. Non-admins are sent to /app.",
      },
    },
  },
  args: { application: 'perinatal', path: '/app/admin' },
} satisfies Meta<typeof AppHarness>

export default meta
type Story = StoryObj<typeof meta>

export const Tiles: Story = {}

export const MobilityTiles: Story = {
  args: { application: 'mobility' },
  globals: { brand: 'mobility' },
  parameters: { msw: { handlers: [accountHandlers.currentUser(adminUser('mobility'))] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: 'Résultats checkup santé' }),
    ).toBeVisible()
  },
}

export const PendingOrganizations: Story = {
  args: { path: '/app/admin/pending-organizations' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const row = await canvas.findByRole('row', { name: /Maternité Saint-Joseph/ })
    await userEvent.click(within(row).getByRole('button', { name: 'Accepter' }))
    await waitFor(() => expect(canvas.queryByRole('row', { name: /Maternité Saint-Joseph/ })).toBeNull())
  },
}

export const NoPendingRequest: Story = {
  args: { path: '/app/admin/pending-organizations' },
  parameters: {
    msw: { handlers: [accountHandlers.currentUser(adminUser()), ...accountHandlers.pendingAccounts([])] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Aucune demande trouvée')).toBeVisible()
  },
}

export const DebugDrawer: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Débogage' }))
    const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Débogage' })
    await userEvent.type(
      within(drawer).getByRole('textbox', { name: "Email de l'utilisateur" }),
      adminUser().username,
    )
    await expect(within(drawer).getByRole('button', { name: 'Impersonate' })).toBeDisabled()
  },
}

export const DemoDrawer: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Comptes de démonstration' }),
    )
    const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Comptes de démonstration',
    })
    await expect(within(drawer).getByRole('button', { name: 'Sage-femme de démonstration' })).toBeVisible()
  },
}
