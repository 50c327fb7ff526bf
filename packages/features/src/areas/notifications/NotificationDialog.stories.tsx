import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import type { Vault } from '@relais/vault'
import { PATIENT_ID, RecordProviders, vaultWorld } from '../../core/testing/providers.tsx'
import { NotificationDialog } from './NotificationDialog.tsx'
import type { Notification } from './notifications.ts'
import {
  accessRequestApi,
  DOCTOR_ID,
  doctorRequest,
  notificationsStore,
  organizationInviteApi,
  SAMPLES,
} from './testing/notifications-store.ts'

interface Args {
  notification: 'accessRequest' | 'answeredRequest' | 'accepted' | 'rejected' | 'organizationInvite'
}

const NOTIFICATIONS: Record<Args['notification'], () => Notification> = {
  accessRequest: SAMPLES.accessRequest,
  answeredRequest: SAMPLES.accessRequest,
  accepted: () => SAMPLES.accessDecision('ACCEPTED'),
  rejected: () => SAMPLES.accessDecision('REJECTED'),
  organizationInvite: () => SAMPLES.organizationInvite(),
}

interface Loaded {
  vault: Vault
  notification: Notification
  handlers: ReturnType<typeof notificationsStore>['handlers']
}

const meta = {
  title: 'Screens/notifications/NotificationDialog',
  parameters: {
    docs: {
      description: {
        component:
          "What opening a notification shows, by its template (a registry later areas extend): 'access-request' names who asks and what, and answers there ('Accepter' approves and shares the medical file in the patient's browser, 'Refuser' rejects); 'access-decision' says the answer; 'organization-invite' sends a request to join the structure ('Demande d'affiliation envoyée', then it closes by itself) or removes the invitation ('Annuler'); **Clavier** : le focus entre dans la fenêtre, Tab parcourt ses boutons, Échap la ferme. **RGAA** : 7.1, 7.5 (messages de statut), 11.9.",
      },
    },
  },
  args: { notification: 'accessRequest' },
  loaders: [
    async ({ args }): Promise<Loaded> => {
      const world = vaultWorld()
      const vault = await world.register(PATIENT_ID)
      await world.register(DOCTOR_ID)
      const notification = NOTIFICATIONS[(args as Args).notification]()
      const pending = (args as Args).notification === 'accessRequest' ? [doctorRequest()] : []
      return {
        vault,
        notification,
        handlers: [
          ...accessRequestApi(pending).handlers,
          ...organizationInviteApi().handlers,
          ...notificationsStore([notification]).handlers,
        ],
      }
    },
  ],
  render: (_args, { loaded }) => {
    const { vault, notification, handlers } = loaded as Loaded
    return (
      <RecordProviders vault={vault} handlers={handlers}>
        <NotificationDialog notification={notification} onClose={() => {}} />
      </RecordProviders>
    )
  },
} satisfies Meta<Args>

export default meta
type Story = StoryObj<typeof meta>

/** The dialog, once its module has loaded. */
const dialog = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', {}, { timeout: 5000 })

/** Visible once the dialog's entrance has played. */
const shows = (element: HTMLElement, text: string) =>
  waitFor(() => expect(within(element).getByText(text)).toBeVisible(), { timeout: 5000 })

export const AccessRequest: Story = {
  play: async ({ canvasElement }) => {
    const shown = await dialog(canvasElement)
    await shows(shown, "Julien Moreau (Docteur) demande l'accès à : Dossier médical.")
    await waitFor(() => expect(within(shown).getByRole('button', { name: 'Accepter' })).toBeVisible())
  },
}

export const AccessRequestAnswered: Story = {
  args: { notification: 'answeredRequest' },
  play: async ({ canvasElement }) => {
    const shown = await dialog(canvasElement)
    await shows(shown, "Cette demande n'est plus en attente.")
  },
}

export const AccessAccepted: Story = {
  args: { notification: 'accepted' },
  play: async ({ canvasElement }) => {
    const shown = await dialog(canvasElement)
    await shows(shown, "Votre demande d'accès a été acceptée.")
  },
}

export const AccessRejected: Story = {
  args: { notification: 'rejected' },
  play: async ({ canvasElement }) => {
    const shown = await dialog(canvasElement)
    await shows(shown, "Votre demande d'accès a été refusée.")
  },
}

export const OrganizationInvite: Story = {
  args: { notification: 'organizationInvite' },
  play: async ({ canvasElement }) => {
    const shown = await dialog(canvasElement)
    await shows(shown, 'La structure Maternité des Lilas vous invite à rejoindre son équipe.')
    await waitFor(() =>
      expect(within(shown).getByRole('button', { name: 'Envoyer une demande' })).toBeVisible(),
    )
  },
}
