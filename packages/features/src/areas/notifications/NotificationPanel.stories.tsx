import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { RecordProviders } from '../../core/testing/providers.tsx'
import type { Notification } from './notifications.ts'
import { NotificationPanel } from './NotificationPanel.tsx'
import { notificationsStore, sampleNotifications } from './testing/notifications-store.ts'

interface Args {
  notifications: 'samples' | 'none'
}

const meta = {
  title: 'Screens/notifications/NotificationPanel',
  parameters: {
    docs: {
      description: {
        component:
          "What the header's bell opens on, in its popover (wide screens) or its drawer (phones), as the spec's shell has it: the notifications, newest first (100 of them), the ones unseen until the bell opened marked 'Nouvelle'; a row opens its dialog, its button removes it, 'Tout supprimer' removes them all; 'Aucune notification' when there are none. **Clavier** : Tab atteint « Tout supprimer » puis la liste ; les flèches parcourent les notifications, Entrée ouvre, flèche droite atteint « Supprimer la notification ». **RGAA** : 7.1, 9.3 (liste), 11.9 (boutons nommés).",
      },
    },
  },
  args: { notifications: 'samples' },
  loaders: [
    ({ args }) => ({
      store: notificationsStore((args as Args).notifications === 'samples' ? sampleNotifications() : []),
    }),
  ],
  render: (_args, { loaded }) => {
    const { store } = loaded as { store: ReturnType<typeof notificationsStore> }
    const fresh = new Set(store.notifications.filter((n) => !n.seen).map((n) => n.id))
    return (
      <div style={{ maxWidth: 360 }}>
        <RecordProviders vault={null} handlers={store.handlers}>
          <NotificationPanel fresh={fresh} onOpen={(_: Notification) => {}} />
        </RecordProviders>
      </div>
    )
  },
} satisfies Meta<Args>

export default meta
type Story = StoryObj<typeof meta>

export const WithNotifications: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('grid', { name: 'Notifications' })
    await expect(await within(list).findAllByRole('row')).toHaveLength(3)
  },
}

export const Empty: Story = {
  args: { notifications: 'none' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Aucune notification')).toBeVisible()
  },
}
