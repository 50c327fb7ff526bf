import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { LoadingScreen } from './LoadingScreen'

const meta = {
  title: 'Patterns/LoadingScreen',
  component: LoadingScreen,
  args: { message: 'Chargement de votre profil...' },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Écran de chargement plein écran : indicateur centré et message annoncé une fois (`role="status"`). Rien de focalisable. **RGAA** : 7.5 (message de statut), 13.8.',
      },
    },
  },
} satisfies Meta<typeof LoadingScreen>
export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Chargement de votre profil...')
  },
}
