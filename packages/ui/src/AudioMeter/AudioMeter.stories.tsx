import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { AudioMeter } from './AudioMeter'

const meta = {
  title: 'Components/AudioMeter',
  component: AudioMeter,
  args: { level: 45 },
  parameters: {
    docs: {
      description: {
        component:
          'Niveau du micro 0–100 (test du matériel) : < 5 « Aucun son détecté », < 30 « Faible » (jaune), < 70 « Bon » (vert), sinon « Élevé » (rouge). Le verdict est aussi en texte. **RGAA** : 3.1, 7.1.',
      },
    },
  },
} satisfies Meta<typeof AudioMeter>
export default meta
type Story = StoryObj<typeof meta>

export const Good: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('meter')).toHaveAttribute('aria-valuetext', 'Bon')
  },
}
export const Silent: Story = { args: { level: 2 } }
export const Weak: Story = { args: { level: 20 } }
export const Loud: Story = { args: { level: 90 } }
