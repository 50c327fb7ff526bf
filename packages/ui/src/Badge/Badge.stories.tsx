import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Badge } from './Badge'

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'En attente', variant: 'warning' },
  parameters: {
    docs: {
      description: {
        component:
          'Étiquette de statut ou de catégorie de soin (Consultation, Urgent en rouge, Routine en bleu, Renouvellement en doré). Toujours un texte. **RGAA** : 3.1, 3.2 (contrastes testés).',
      },
    },
  },
} satisfies Meta<typeof Badge>
export default meta
type Story = StoryObj<typeof meta>

export const Status: Story = {}
export const All: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Badge variant="neutral">Brouillon</Badge>
      <Badge variant="info">Envoyée</Badge>
      <Badge variant="success">Acceptée</Badge>
      <Badge variant="warning">En attente</Badge>
      <Badge variant="danger">Refusée</Badge>
      <Badge variant="consultation">Consultation</Badge>
      <Badge variant="urgent">Urgent</Badge>
      <Badge variant="routine">Bilan de routine</Badge>
      <Badge variant="renewal">Renouvellement d’ordonnance</Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Urgent')).toBeVisible()
  },
}
