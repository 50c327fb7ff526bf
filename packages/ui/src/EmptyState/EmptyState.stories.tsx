import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Button } from '../Button'
import { EmptyState } from './EmptyState'

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    title: 'Aucun patient',
    description: 'Les patients que vous suivez apparaîtront ici.',
    action: <Button>Ajouter un patient</Button>,
  },
  parameters: {
    docs: {
      description: { component: 'État vide d’une liste, avec titre et action. **RGAA** : 9.1 (titre), 3.2.' },
    },
  },
} satisfies Meta<typeof EmptyState>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Aucun patient' })).toBeVisible()
  },
}
export const WithoutAction: Story = { args: { action: undefined } }
