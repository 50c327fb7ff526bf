import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Banner } from './Banner'

const meta = {
  title: 'Components/Banner',
  component: Banner,
  args: { children: 'Vous agissez en tant que Camille Martin (sage-femme).' },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Bandeau pleine largeur, rouge pour l’usurpation d’identité (impersonation). Zone nommée « Avertissement ». **RGAA** : 12.6, 3.2.',
      },
    },
  },
} satisfies Meta<typeof Banner>
export default meta
type Story = StoryObj<typeof meta>

export const Impersonation: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Avertissement' })).toBeVisible()
  },
}
export const Info: Story = {
  args: { variant: 'info', children: 'Maintenance prévue dimanche de 02:00 à 04:00.' },
}
