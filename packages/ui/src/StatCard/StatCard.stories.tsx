import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Badge } from '../Badge'
import { StatCard } from './StatCard'

const meta = {
  title: 'Components/StatCard',
  component: StatCard,
  args: {
    title: 'Consultations',
    value: '128',
    suffix: 'ce mois-ci',
    delta: { direction: 'up', label: '8 % vs mois dernier' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Chiffre clé du tableau de bord avec variation (hausse/baisse énoncée). **RGAA** : 3.1, 9.1, 3.2.',
      },
    },
  },
} satisfies Meta<typeof StatCard>
export default meta
type Story = StoryObj<typeof meta>

export const Up: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toHaveTextContent('En hausse')
  },
}
export const Down: Story = { args: { delta: { direction: 'down', label: '3 %' } } }
export const StableWithBadge: Story = {
  args: {
    title: 'Durée moyenne',
    value: '24',
    suffix: 'min',
    badge: <Badge variant="warning">Durée à surveiller</Badge>,
    delta: { direction: 'flat', label: 'comme la période précédente' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toHaveTextContent('Stable')
  },
}
export const Currency: Story = {
  args: { title: 'Reste à charge encaissé', value: '1 240', suffix: '€', delta: undefined },
}
