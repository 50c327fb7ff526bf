import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Countdown } from './Countdown'

const inFiveMinutes = new Date(Date.now() + 5 * 60_000)

const meta = {
  title: 'Components/Countdown',
  component: Countdown,
  args: { start: inFiveMinutes },
  parameters: {
    docs: {
      description: {
        component:
          'Décompte de téléconsultation, mis à jour toutes les 500 ms, volontairement hors région live. **RGAA** : 7.5 (pas d’annonce répétée), 13.1.',
      },
    },
  },
} satisfies Meta<typeof Countdown>
export default meta
type Story = StoryObj<typeof meta>

export const Before: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/La consultation commence dans/)).toBeVisible()
  },
}
export const After: Story = { args: { start: new Date(Date.now() - 3 * 60_000) } }
