import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { NotFound } from './NotFound'

const meta = {
  title: 'Patterns/NotFound',
  component: NotFound,
  args: { onBack: fn() },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "Page 404 : titre « Page non trouvée » et bouton « Retour » (`onBack`). **Clavier** : Tab atteint « Retour ». **RGAA** : 9.1 (h1), 12.6 (zone main), 8.6 (titre de page pertinent, à poser par l'app).",
      },
    },
  },
} satisfies Meta<typeof NotFound>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retour' }))
    await expect(args.onBack).toHaveBeenCalled()
  },
}
