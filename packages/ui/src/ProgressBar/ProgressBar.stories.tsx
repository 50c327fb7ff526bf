import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ProgressBar } from './ProgressBar'

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  args: { label: 'Profil complété', value: 60 },
  parameters: {
    docs: {
      description: {
        component: 'Barre de progression 0–100 libellée (`role="progressbar"`). **RGAA** : 7.1, 3.3.',
      },
    },
  },
} satisfies Meta<typeof ProgressBar>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60')
  },
}
export const Empty: Story = { args: { value: 0 } }
export const Complete: Story = { args: { value: 100 } }
