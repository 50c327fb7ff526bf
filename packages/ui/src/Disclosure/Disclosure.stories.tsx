import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Disclosure } from './Disclosure'

const meta = {
  title: 'Components/Disclosure',
  component: Disclosure,
  args: {
    title: 'Invitation en attente (2)',
    children: (
      <ul>
        <li>Inès Faure (Sage-femme)</li>
        <li>lou.lemaire@exemple.fr</li>
      </ul>
    ),
  },
  parameters: {
    docs: {
      description: {
        component:
          "Section repliable : son titre est le bouton qui l'ouvre et la referme (chevron tourné quand elle est ouverte). **Clavier** : Tab atteint le titre, Entrée ou Espace l'ouvre. **RGAA** : 7.1 (bouton avec aria-expanded), 9.1 (titre de niveau réglable).",
      },
    },
  },
} satisfies Meta<typeof Disclosure>
export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Invitation en attente (2)' })
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
  },
}

export const Opened: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Invitation en attente (2)' }))
    await expect(canvas.getByText('Inès Faure (Sage-femme)')).toBeVisible()
  },
}
