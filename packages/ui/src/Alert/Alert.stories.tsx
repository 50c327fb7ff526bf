import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Alert } from './Alert'

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: {
    variant: 'info',
    title: 'Code envoyé',
    children: 'Un code à 6 chiffres a été envoyé au 06 12 34 56 78.',
  },
  parameters: {
    docs: {
      description: {
        component:
          'Message en ligne. Les erreurs (`isUrgent` par défaut) utilisent `role="alert"` et sont lues immédiatement ; les autres `role="status"`. ' +
          "Le type est énoncé (« Erreur : ») car la couleur et l'icône ne suffisent pas. Non focalisable. " +
          '**RGAA** : 3.1 (information pas seulement par la couleur), 3.2 (contrastes), 7.5 (messages de statut), 11.10.',
      },
    },
  },
} satisfies Meta<typeof Alert>
export default meta
type Story = StoryObj<typeof meta>

export const Info: Story = {}
export const Success: Story = { args: { variant: 'success', title: 'Compte vérifié', children: undefined } }
export const Warning: Story = {
  args: { variant: 'warning', title: 'Session bientôt expirée', children: 'Enregistrez votre travail.' },
}
export const ErrorMessage: Story = {
  args: { variant: 'error', title: 'Code incorrect', children: 'Il vous reste 2 essais.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Erreur : Code incorrect')
  },
}
