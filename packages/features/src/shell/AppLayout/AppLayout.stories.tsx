import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import {
  accountHandlers,
  accountUser,
  careRequestDispatchStore,
  dispatchBoardStore,
  adminUser,
  http,
  noConversationsHandlers,
  patientSummary,
  pendingChange,
  searchHandlers,
  SHELL_ORGANIZATIONS,
  appointmentsStore,
  statisticsStore,
} from '@relais/api-client/msw'
import type { components } from '@relais/api-client'
import { AppHarness } from '../testing/AppHarness.tsx'

type Notification = components['schemas']['Notification']

/** The bell's API answering `notifications` (made when asked, so that « il y a 5 minutes » holds). */
const bellHandlers = (notifications: () => Notification[] = () => []) => [
  http.get('/notifications', ({ response }) => {
    const page = notifications()
    return response(200).json({
      notifications: page,
      total: page.length,
      unseen: page.filter((n) => !n.seen).length,
    })
  }),
  http.post('/notifications/seen', ({ response }) => response(204).empty()),
  http.delete('/notifications', ({ response }) => response(204).empty()),
  http.delete('/notifications/{notificationId}', ({ response }) => response(204).empty()),
]

/** The bell reads its page once the browser is idle, 2 s at most after the shell shows. */
const BELL_FETCHED = { timeout: 5000 }

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()
const SOME_NOTIFICATIONS = (): Notification[] => [
  {
    id: '8d4e5f6a-7b8c-4d9e-8f0a-000000000001',
    templateIdentifier: 'access-decision',
    content: "Camille Lefèvre a accepté votre demande d'accès",
    payload: { status: 'ACCEPTED' },
    seen: false,
    createdAt: minutesAgo(5),
  },
  {
    id: '8d4e5f6a-7b8c-4d9e-8f0a-000000000002',
    templateIdentifier: 'access-request',
    content: "La Maternité des Lilas demande l'accès à votre dossier médical",
    payload: { accessPolicyId: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d' },
    seen: false,
    createdAt: minutesAgo(42),
  },
  {
    id: '8d4e5f6a-7b8c-4d9e-8f0a-000000000003',
    templateIdentifier: 'access-decision',
    content: "Léa Dubois a refusé votre demande d'accès",
    payload: { status: 'REJECTED' },
    seen: true,
    createdAt: minutesAgo(60 * 26),
  },
]

const meta = {
  title: 'Screens/shell/AppLayout',
  component: AppHarness,
  parameters: {
    layout: 'fullscreen',
    // Named groups: a story replaces `account` and keeps the rest (the doctor's dashboard lists conversations).
    msw: {
      handlers: {
        account: [accountHandlers.currentUser(accountUser('midwife'))],
        messages: noConversationsHandlers(),
        notifications: bellHandlers(),
        search: [searchHandlers.nothing],
        agenda: appointmentsStore().handlers,
        statistics: statisticsStore().handlers,
        // The midwife's dashboard maps and lists her care requests: none yet.
        careRequests: careRequestDispatchStore({ requests: [] }).handlers,
      },
    },
    docs: {
      description: {
        component:
          "The /app shell (the spec's shell): 'Chargement de votre profil...' then 'Déverrouillage de vos données...', then the header (organization switcher with several structures, notifications, the user's name linking to /app), the 260 px sidebar from the domain's role table (Tab through the links; on phones the menu button opens it over the content, Escape closes it), the bottom bar on phones, the global search with the role's quick actions, and the footer with the version. Dispatch hides the bell and the search. Above it, the red impersonation banner, or an information banner while a new email or phone waits for its code (right after registration): 'Saisir le code' opens the confirmation dialog.",
      },
    },
  },
  args: { application: 'perinatal', path: '/app' },
} satisfies Meta<typeof AppHarness>

export default meta
type Story = StoryObj<typeof meta>

export const Midwife: Story = {}

export const ProfileLoading: Story = {
  parameters: { msw: { handlers: { account: [accountHandlers.currentUserLoading] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Chargement de votre profil...')).toBeVisible()
  },
}

export const ProfileError: Story = {
  parameters: { msw: { handlers: { account: [accountHandlers.currentUserFailing] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Une erreur est survenue')).toBeVisible()
  },
}

export const SeveralOrganizations: Story = {
  parameters: {
    msw: {
      handlers: {
        account: [
          accountHandlers.currentUser(
            accountUser('doctor', 'perinatal', { organizations: [...SHELL_ORGANIZATIONS] }),
          ),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Structure : Maternité des Lilas' }))
    const body = within(canvasElement.ownerDocument.body)
    await expect(await body.findByRole('menuitem', { name: 'Rejoindre une structure' })).toBeVisible()
  },
}

export const Notifications: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Notifications' }))
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('Aucune notification'),
    ).toBeVisible()
  },
}

/** The bell closed: its badge counts the unseen ones, read once the page is idle. */
export const NotificationsUnseen: Story = {
  parameters: { msw: { handlers: { notifications: bellHandlers(SOME_NOTIFICATIONS) } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Notifications, 2 non lues' }, BELL_FETCHED),
    ).toBeVisible()
  },
}

/** The bell opened: the new ones told apart, and marked seen (the badge empties). */
export const NotificationsOpen: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { msw: { handlers: { notifications: bellHandlers(SOME_NOTIFICATIONS) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Notifications, 2 non lues' }, BELL_FETCHED),
    )
    const panel = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Notifications',
    })
    const rows = await within(panel).findAllByRole('row')
    await expect(rows).toHaveLength(3)
    await expect(rows[0]).toHaveTextContent(/Camille Lefèvre.*Nouvelle/)
  },
}

export const SearchResults: Story = {
  parameters: {
    msw: {
      handlers: {
        search: [
          searchHandlers.among([
            patientSummary('Hélène', 'Lefèvre'),
            patientSummary('Amélie', 'Lefebvre', { nir: null, city: 'Montreuil' }),
          ]),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Recherche globale' }), 'lefe')
    const results = await canvas.findByRole('grid', { name: 'Patients trouvés' })
    await expect(within(results).getByText('Hélène Lefèvre')).toBeVisible()
    await expect(within(results).getByText('Amélie Lefebvre')).toBeVisible()
  },
}

export const SearchWithoutResult: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Recherche globale' }), 'Lefèvre')
    await expect(await canvas.findByText('Pas de résultat')).toBeVisible()
    await expect(canvas.getByText('Essayez de modifier votre recherche')).toBeVisible()
  },
}

export const Impersonated: Story = {
  parameters: {
    msw: {
      handlers: {
        account: [
          accountHandlers.currentUser({
            ...accountUser('midwife'),
            impersonator: { id: adminUser().id, username: 'admin.perinatal@relais-sante.fr' },
          }),
          accountHandlers.restore(adminUser()),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const banner = await within(canvasElement).findByRole('region', { name: 'Avertissement' })
    await expect(within(banner).getByRole('button', { name: 'Restaurer' })).toBeVisible()
  },
}

export const IdentifierWaitingForCode: Story = {
  parameters: {
    msw: {
      handlers: {
        account: accountHandlers.identifierChanges(
          accountUser('midwife', 'perinatal', {
            profile: {
              ...accountUser('midwife').profile,
              telecom: [{ system: 'EMAIL', value: 'midwife.perinatal@demo.relais-sante.fr' }],
            },
            pendingIdentifierChanges: [pendingChange('phone', '+33612345678')],
          }),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const banner = await within(canvasElement).findByRole('region', { name: 'Avertissement' })
    await expect(banner).toHaveTextContent('Confirmez votre numéro de téléphone')
    await expect(within(banner).getByRole('button', { name: 'Saisir le code' })).toBeVisible()
  },
}

export const Admin: Story = {
  // The Administration entry is in the docked sidebar, which phones do not show.
  globals: { viewport: { value: 'desktop' } },
  parameters: { msw: { handlers: { account: [accountHandlers.currentUser(adminUser())] } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Administration' })).toBeVisible()
  },
}

export const Dispatch: Story = {
  args: { application: 'dispatch' },
  globals: { brand: 'dispatch' },
  parameters: {
    msw: {
      handlers: {
        account: [accountHandlers.currentUser(accountUser('dispatchOperator', 'dispatch'))],
        dispatchBoard: dispatchBoardStore().handlers,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('link', { name: 'Carte' })
    await expect(await canvas.findByText('4 demandes en attente')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Notifications' })).toBeNull()
    await expect(canvas.queryByRole('search')).toBeNull()
  },
}

export const FeatureNotReady: Story = {
  args: { path: '/app/teleexpertises' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Cette fonctionnalité est en cours de développement.'),
    ).toBeVisible()
  },
}

export const PendingActivation: Story = {
  args: { path: '/pending-activation' },
  parameters: {
    msw: {
      handlers: {
        account: [accountHandlers.currentUser(accountUser('organization', 'perinatal', { active: false }))],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { name: "Votre compte est en attente d'activation" }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Contactez-nous' })).toHaveAttribute(
      'href',
      expect.stringContaining('mailto:'),
    )
  },
}

export const Phone: Story = {
  globals: { viewport: { value: 'small' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const bar = await canvas.findByRole('navigation', { name: 'Navigation rapide' })
    await expect(bar).toBeVisible()
    // Each entry: its pictogram (hidden from assistive technologies) above its label.
    for (const link of within(bar).getAllByRole('link')) {
      await expect(link.querySelector('svg[aria-hidden="true"]')).not.toBeNull()
    }
  },
}

/** A menu link followed: focus lands on the new page's title, not back in the menu. */
export const FocusAfterNavigation: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const nav = await canvas.findByRole('navigation', { name: 'Menu principal' })
    await userEvent.click(within(nav).getByRole('link', { name: 'Paramètres' }))
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Paramètres' })).toHaveFocus()
  },
}
