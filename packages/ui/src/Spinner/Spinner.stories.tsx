import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Spinner } from './Spinner'

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  parameters: {
    docs: {
      description: {
        component:
          'Indicateur de chargement indéterminé (`role="progressbar"` libellé « Chargement »). Non focalisable ; animation ralentie si « réduire les animations ». ' +
          '**RGAA** : 7.1 (nom accessible), 13.8 (animation maîtrisée).',
      },
    },
  },
} satisfies Meta<typeof Spinner>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Chargement' })).toBeInTheDocument()
  },
}
export const Small: Story = { args: { size: 'sm' } }
export const Large: Story = { args: { size: 'lg', label: 'Chargement des rendez-vous' } }
