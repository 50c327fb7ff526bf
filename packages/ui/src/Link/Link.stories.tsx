import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Link } from './Link'

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '#aide', children: "Besoin d'aide ?" },
  parameters: {
    docs: {
      description: {
        component:
          'Lien (react-aria `Link`) qui passe par le routeur fourni à `UiProvider`. Souligné dans le texte. **Clavier** : Tab, Entrée pour suivre. ' +
          '**RGAA** : 6.1 (intitulé explicite), 10.6 (lien identifiable autrement que par la couleur), 10.7 (focus visible), 3.2.',
      },
    },
  },
} satisfies Meta<typeof Link>
export default meta
type Story = StoryObj<typeof meta>

export const Inline: Story = {
  render: (args) => (
    <p>
      Vous n'avez pas reçu de code ? <Link {...args}>Renvoyer le code</Link>
    </p>
  ),
}
export const Standalone: Story = { args: { variant: 'standalone' } }
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab()
    const link = within(canvasElement).getByRole('link')
    await expect(link).toHaveFocus()
    await expect(link).toHaveAttribute('data-focus-visible', 'true')
  },
}
