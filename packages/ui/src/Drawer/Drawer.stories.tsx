import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../Button'
import { DialogTrigger } from '../Dialog'
import { Drawer } from './Drawer'

const meta = {
  title: 'Components/Drawer',
  component: Drawer,
  args: {
    title: 'Détail de la demande',
    children: 'Patiente : Awa Koné — Soins post-opératoires à domicile.',
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Ouvrir le détail</Button>
      <Drawer {...args} />
    </DialogTrigger>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'Panneau modal glissant depuis un côté. **Clavier** : focus piégé, Échap ou « Fermer » referment et rendent le focus au déclencheur. **RGAA** : 7.1, 7.3, 10.7, 12.8.',
      },
    },
  },
} satisfies Meta<typeof Drawer>
export default meta
type Story = StoryObj<typeof meta>

export const Right: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button')
    await userEvent.click(trigger)
    await within(document.body).findByRole('dialog', { name: 'Détail de la demande' })
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(trigger).toHaveFocus())
  },
}
export const Left: Story = { args: { side: 'left' } }
