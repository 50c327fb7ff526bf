import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { messagingWorld, type MessagingWorld } from './testing/messaging-world.ts'
import { MessagesHarness, type MessagesHarnessProps } from './testing/MessagesHarness.tsx'

type Args = Omit<MessagesHarnessProps, 'world'> & { empty?: boolean }

const meta = {
  title: 'Screens/messages/LatestConversations',
  parameters: {
    docs: {
      description: {
        component:
          "The doctor's dashboard section 'Dernières conversations' (the spec's screens and constants): the latest 5 conversations with their last message decrypted in the browser; choosing one opens /app/messages on it. **Clavier** : flèches, Entrée ou Espace ouvre. **RGAA** : 12.6.",
      },
    },
  },
  args: { path: '/app', userType: 'doctor' },
  loaders: [async ({ args }) => ({ world: await messagingWorld({ empty: (args as Args).empty }) })],
  render: (args, { loaded }) => <MessagesHarness {...args} world={loaded.world as MessagingWorld} />,
} satisfies Meta<Args>

export default meta
type Story = StoryObj<typeof meta>

export const Doctor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = await canvas.findByRole('grid', { name: 'Dernières conversations' })
    await userEvent.click(await within(list).findByRole('row', { name: 'Camille Lefèvre' }))
    await expect(await canvas.findByRole('heading', { name: 'Messagerie', level: 1 })).toBeVisible()
    await expect(await canvas.findByRole('log', { name: 'Messages avec Camille Lefèvre' })).toBeVisible()
  },
}

export const Empty: Story = {
  args: { empty: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Aucune conversation')).toBeVisible()
  },
}
