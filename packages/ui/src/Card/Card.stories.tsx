import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Button } from '../Button'
import { Card } from './Card'

const meta = {
  title: 'Components/Card',
  component: Card,
  args: { title: 'Prochain rendez-vous', children: 'Mardi 24 novembre à 09:30 — Consultation prénatale' },
  parameters: {
    docs: {
      description: {
        component:
          'Conteneur de contenu avec titre (niveau de titre réglable) et actions. Non interactif en soi. **RGAA** : 9.1 (titres), 3.2 (contrastes).',
      },
    },
  },
} satisfies Meta<typeof Card>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'Prochain rendez-vous' }),
    ).toBeVisible()
  },
}
export const Raised: Story = { args: { elevation: 'raised', padding: 'lg' } }
export const WithActions: Story = {
  args: {
    actions: (
      <Button size="sm" variant="secondary">
        Modifier
      </Button>
    ),
  },
}
export const Untitled: Story = { args: { title: undefined } }
