import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { Button } from '../Button'
import { PageHeader } from './PageHeader'

const meta = {
  title: 'Patterns/PageHeader',
  component: PageHeader,
  args: {
    title: 'Patients',
    description: '42 patients suivis',
    actions: <Button>Ajouter un patient</Button>,
  },
  parameters: {
    docs: {
      description: {
        component:
          'En-tête de page : titre h1 unique, description, actions, retour optionnel. **RGAA** : 9.1, 8.6.',
      },
    },
  },
} satisfies Meta<typeof PageHeader>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Patients')
  },
}
export const WithBack: Story = { args: { onBack: fn(), title: 'Awa Koné', actions: undefined } }
