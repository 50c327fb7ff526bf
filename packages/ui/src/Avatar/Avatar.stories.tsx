import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Avatar } from './Avatar'

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { name: 'Camille Martin' },
  parameters: {
    docs: {
      description: {
        component:
          'Photo ou initiales ; nommé par le nom de la personne (`role="img"`). À côté du nom déjà affiché (en-tête, liste d’équipe), `decorative` le masque aux technologies d’assistance ; sans nom connu, il est décoratif d’office : jamais d’image sans nom. **RGAA** : 1.1, 1.2.',
      },
    },
  },
} satisfies Meta<typeof Avatar>
export default meta
type Story = StoryObj<typeof meta>

export const Initials: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Camille Martin' })).toHaveTextContent('CM')
  },
}
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Avatar name="Awa Koné" size="sm" />
      <Avatar name="Awa Koné" size="md" />
      <Avatar name="Awa Koné" size="lg" />
    </div>
  ),
}
