import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Button } from '../Button'
import { TwoPane } from './TwoPane'

function Demo() {
  const [selected, setSelected] = useState<string | null>(null)
  return (
    <TwoPane
      listLabel="Conversations"
      detailLabel="Conversation"
      hasSelection={selected !== null}
      onBack={() => setSelected(null)}
      list={
        <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
          <Button variant="secondary" onPress={() => setSelected('awa')}>
            Awa Koné
          </Button>
          <Button variant="secondary" onPress={() => setSelected('lea')}>
            Léa Dubois
          </Button>
        </div>
      }
      detail={
        <p>
          {selected
            ? `Conversation avec ${selected === 'awa' ? 'Awa Koné' : 'Léa Dubois'}`
            : 'Choisissez une conversation.'}
        </p>
      }
    />
  )
}

const meta = {
  title: 'Patterns/TwoPane',
  component: Demo,
  parameters: {
    docs: {
      description: {
        component:
          'Liste et détail côte à côte dès 1024 px, l’un après l’autre en dessous avec « Retour ». **RGAA** : 12.6 (zones nommées), 10.11 (pas de défilement horizontal).',
      },
    },
  },
} satisfies Meta<typeof Demo>
export default meta
type Story = StoryObj<typeof meta>

export const Wide: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Awa Koné' }))
    await expect(within(canvasElement).getByText('Conversation avec Awa Koné')).toBeInTheDocument()
  },
}
export const Narrow: Story = { globals: { viewport: { value: 'small' } } }
