import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { CHANNELS, PEOPLE, messagingWorld, type MessagingWorld } from './testing/messaging-world.ts'
import { MessagesHarness, type MessagesHarnessProps } from './testing/MessagesHarness.tsx'

type Args = Omit<MessagesHarnessProps, 'world'> & { empty?: boolean }

const worldOf = (loaded: Record<string, unknown>) => loaded.world as MessagingWorld

const meta = {
  title: 'Screens/messages/MessagesPage',
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "/app/messages (the spec's screens, chat states and errors): the conversation list and the open conversation side by side from 1024 px, one at a time below with « Retour ». Messages are the vault's envelopes, decrypted in the browser ('Erreur de déchiffrement du message.' when one cannot be); a conversation without a session gets one when both participants have an encryption identity, otherwise 'Un des participants de cette conversation n'a pas activé son compte'. **Clavier** : flèches dans la liste, Entrée ou Espace ouvre ; dans le message, Entrée envoie, Maj+Entrée va à la ligne ; le fil est un `log` annoncé poliment. **RGAA** : 7.1, 7.5 (messages de statut), 11.1 (champs étiquetés), 12.6 (zones nommées).",
      },
    },
  },
  args: { path: '/app/messages' },
  loaders: [async ({ args }) => ({ world: await messagingWorld({ empty: (args as Args).empty }) })],
  render: (args, { loaded }) => <MessagesHarness {...args} world={worldOf(loaded)} />,
} satisfies Meta<Args>

export default meta
type Story = StoryObj<typeof meta>

export const Conversation: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: { state: { channelId: CHANNELS.withPatient } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const log = await canvas.findByRole('log', { name: 'Messages avec Camille Lefèvre' })
    await expect(
      await within(log).findByText('Bonjour, j’ai des contractions depuis ce matin.'),
    ).toBeVisible()
    await expect(within(log).getByText('Erreur de déchiffrement du message.')).toBeVisible()
    const field = canvas.getByRole('textbox', { name: 'Votre message' })
    await userEvent.type(field, '  Venez à la maternité si elles se rapprochent.  {Enter}')
    await expect(await within(log).findByText('Venez à la maternité si elles se rapprochent.')).toBeVisible()
    await expect(field).toHaveValue('')
  },
}

export const ReceivedLive: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: { state: { channelId: CHANNELS.withPatient } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    const log = await canvas.findByRole('log')
    await within(log).findByText('Bonjour Camille, à quelle fréquence ?')
    await worldOf(loaded).receive(CHANNELS.withPatient, PEOPLE.patient.id, 'Elles se rapprochent.')
    await expect(await within(log).findByText('Elles se rapprochent.')).toBeVisible()
  },
}

/**
 * A history longer than its pane: it scrolls, so it is a stop of the keyboard (axe's
 * scrollable-region-focusable runs on the story once the messages have arrived).
 */
export const LongHistory: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: { state: { channelId: CHANNELS.withPatient } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    const log = await canvas.findByRole('log', { name: 'Messages avec Camille Lefèvre' })
    await within(log).findByText('Bonjour Camille, à quelle fréquence ?')
    for (let i = 1; i <= 14; i += 1) {
      await worldOf(loaded).receive(
        CHANNELS.withPatient,
        PEOPLE.patient.id,
        `Contraction n° ${i}, toujours là.`,
      )
    }
    await expect(await within(log).findByText('Contraction n° 14, toujours là.')).toBeVisible()
    await waitFor(() => expect(log.scrollHeight).toBeGreaterThan(log.clientHeight))
    await userEvent.click(canvas.getByRole('textbox', { name: 'Votre message' }))
    await userEvent.tab({ shift: true })
    await expect(log).toHaveFocus()
  },
}

export const Narrow: Story = {
  globals: { viewport: { value: 'small' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = await canvas.findByRole('grid', { name: 'Conversations' })
    await userEvent.click(await within(list).findByRole('row', { name: 'Camille Lefèvre' }))
    await expect(await canvas.findByRole('log')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: '← Retour' }))
    await expect(await canvas.findByRole('grid', { name: 'Conversations' })).toBeVisible()
  },
}

export const NewConversation: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: { empty: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const body = within(canvasElement.ownerDocument.body)
    await expect(await canvas.findByText('Aucune conversation')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Nouvelle conversation' }))
    const dialog = await body.findByRole('dialog', { name: 'Nouvelle conversation' })
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Rechercher un contact' }), 'moreau')
    await waitFor(() => expect(within(dialog).queryByRole('row', { name: 'Léa Dubois' })).toBeNull())
    await userEvent.click(await within(dialog).findByRole('row', { name: 'Julien Moreau' }))
    await expect(await canvas.findByRole('heading', { name: 'Julien Moreau', level: 2 })).toBeVisible()
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Votre message' })).toBeEnabled())
  },
}

export const ParticipantWithoutAccount: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: { state: { channelId: CHANNELS.withNewcomer } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText("Un des participants de cette conversation n'a pas activé son compte"),
    ).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'Votre message' })).toBeDisabled()
  },
}

export const ImpersonatedSession: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: { impersonated: true, state: { channelId: CHANNELS.withPatient } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const log = await canvas.findByRole('log')
    await expect(within(log).getAllByText('Message chiffré')).toHaveLength(3)
    await expect(canvas.getByRole('textbox', { name: 'Votre message' })).toBeDisabled()
  },
}

export const Empty: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: { empty: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Aucune conversation')).toBeVisible()
  },
}
