import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { accountHandlers, adminUser, administratorsSample } from '@relais/api-client/msw'
import { AppHarness } from '../../shell/testing/AppHarness.tsx'
import { reviewSample } from './review-sample.ts'

const meta = {
  title: 'Screens/admin/AdminPage',
  component: AppHarness,
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        accountHandlers.currentUser(adminUser()),
        ...accountHandlers.pendingAccounts(),
        ...accountHandlers.administrators(),
      ],
    },
    docs: {
      description: {
        component:
          "/app/admin (the spec's screens): tiles ('Etablissements'; 'Résultats checkup santé' in mobility; 'Comptes en attente' in dispatch), the pending review list (per row: the person responsible and their contact, the FINESS, SIRET or RPPS with the directory's word on it — 'Connu de l'annuaire', 'Inconnu de l'annuaire' or 'Annuaire indisponible' —, the address opening OpenStreetMap in a new tab, and 'Accepter'/'Refuser'; 'Refuser' asks for confirmation in an alert dialog, with the reason the person will read at their next sign-in, required; Escape does not dismiss it, 'Annuler' does; once a row has left, focus goes to the row in its place), the administrators dialog ('Administrateurs': who holds a grant, in a list at most 240 px high — one Tab stop, arrows move through it and scroll it; an email and 'Ajouter'; 'Retirer' with a confirmation), the debug drawer (ids, impersonation) and, in LOCAL/DEV, the demo drawer. Non-admins, impersonating sessions included, are sent to /app.",
      },
    },
  },
  args: { application: 'perinatal', path: '/app/admin' },
} satisfies Meta<typeof AppHarness>

export default meta
type Story = StoryObj<typeof meta>

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

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

const reviewHandlers = [
  accountHandlers.currentUser(adminUser()),
  ...accountHandlers.pendingAccounts(reviewSample),
]

export const PendingOrganizations: Story = {
  args: { path: '/app/admin/pending-organizations' },
  parameters: { msw: { handlers: reviewHandlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const row = await canvas.findByRole('row', { name: /Maternité Saint-Joseph/ })
    await userEvent.click(within(row).getByRole('button', { name: 'Accepter' }))
    await waitFor(() => expect(canvas.queryByRole('row', { name: /Maternité Saint-Joseph/ })).toBeNull())
  },
}

export const DeclineNeedsReason: Story = {
  args: { path: '/app/admin/pending-organizations' },
  parameters: { msw: { handlers: reviewHandlers } },
  play: async ({ canvasElement }) => {
    const row = await within(canvasElement).findByRole('row', { name: /Centre de périnatalité de Bordeaux/ })
    await userEvent.click(within(row).getByRole('button', { name: 'Refuser' }))
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'Refuser la demande de Centre de périnatalité de Bordeaux',
    })
    // The dialog fades in.
    await waitFor(() => expect(dialog).toBeVisible())
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuser définitivement' }))
    // A field's error slot exists (empty) before its text arrives: wait until the text shows.
    await waitFor(
      () => expect(within(dialog).getByText('Veuillez indiquer le motif du refus')).toBeVisible(),
      {
        timeout: 5000,
      },
    )
    await expect(within(dialog).getByRole('textbox', { name: 'Motif du refus' })).toHaveFocus()
  },
}

export const Declined: Story = {
  args: { path: '/app/admin/pending-organizations' },
  parameters: { msw: { handlers: reviewHandlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const row = await canvas.findByRole('row', { name: /Centre de périnatalité de Bordeaux/ })
    await userEvent.click(within(row).getByRole('button', { name: 'Refuser' }))
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: /Refuser la demande/ })
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Motif du refus' }), 'SIRET introuvable')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuser définitivement' }))
    await waitFor(() =>
      expect(canvas.queryByRole('row', { name: /Centre de périnatalité de Bordeaux/ })).toBeNull(),
    )
    // Focus moves to the row in the refused one's place once it has left.
    await waitFor(() =>
      expect(canvas.getByRole('row', { name: /Maison de naissance Les Lilas/ })).toHaveFocus(),
    )
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

async function openAdministrators(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Administrateurs' }))
  const dialog = await body(canvasElement).findByRole('dialog', { name: 'Administrateurs' })
  // The dialog fades in.
  await waitFor(() => expect(dialog).toBeVisible())
  return within(dialog)
}

export const Administrators: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAdministrators(canvasElement)
    const list = await dialog.findByRole('grid', { name: "Administrateurs de l'application" })
    await expect(within(list).getAllByRole('row')).toHaveLength(administratorsSample.length)
    await expect(within(list).getByRole('row', { name: /Claire Dubois/ })).toHaveTextContent('(vous)')
  },
}

export const AdministratorsLoading: Story = {
  parameters: {
    msw: { handlers: [accountHandlers.currentUser(adminUser()), accountHandlers.administratorsLoading] },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openAdministrators(canvasElement)
    await expect(dialog.getByText('Chargement des administrateurs...')).toBeVisible()
  },
}

export const NoAdministrator: Story = {
  parameters: {
    msw: { handlers: [accountHandlers.currentUser(adminUser()), ...accountHandlers.administrators([])] },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openAdministrators(canvasElement)
    await expect(await dialog.findByRole('heading', { name: 'Aucun administrateur' })).toBeVisible()
  },
}

export const AdministratorsError: Story = {
  parameters: {
    msw: { handlers: [accountHandlers.currentUser(adminUser()), accountHandlers.administratorsFailing] },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openAdministrators(canvasElement)
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      "Les administrateurs n'ont pas pu être chargés.",
    )
  },
}

export const AdministratorEmailMissing: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAdministrators(canvasElement)
    await userEvent.click(dialog.getByRole('button', { name: 'Ajouter' }))
    // A field's error slot exists (empty) before its text arrives: wait until the text shows.
    await waitFor(() => expect(dialog.getByText('Veuillez entrer une adresse email')).toBeVisible(), {
      timeout: 5000,
    })
  },
}

export const AdministratorAlreadyExists: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAdministrators(canvasElement)
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Adresse email' }),
      'medecin.perinatal@demo.relais-sante.fr',
    )
    await userEvent.click(dialog.getByRole('button', { name: 'Ajouter' }))
    // A field's error slot exists (empty) before its text arrives: wait until the text shows.
    await waitFor(() => expect(dialog.getByText('Cet administrateur existe déjà')).toBeVisible(), {
      timeout: 5000,
    })
  },
}

export const LastAdministratorKept: Story = {
  parameters: {
    msw: {
      handlers: [
        accountHandlers.currentUser(adminUser()),
        ...accountHandlers.administrators([administratorsSample[0]!]),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openAdministrators(canvasElement)
    await userEvent.click(await dialog.findByRole('button', { name: 'Retirer Claire Dubois' }))
    const confirm = await body(canvasElement).findByRole('alertdialog', { name: 'Retirer un administrateur' })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Retirer' }))
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Impossible de retirer le dernier administrateur',
    )
  },
}
