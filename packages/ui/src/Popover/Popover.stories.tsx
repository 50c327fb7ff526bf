import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Button } from '../Button'
import { Popover, PopoverTrigger } from './Popover'

const meta = {
  title: 'Components/Popover',
  component: Popover,
  args: { 'aria-label': 'Aide sur le NIR', children: 'Le NIR figure sur la carte Vitale : 15 caractères.' },
  render: (args) => (
    <PopoverTrigger>
      <Button variant="secondary">Où trouver mon NIR ?</Button>
      <Popover {...args} />
    </PopoverTrigger>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'Panneau flottant non modal. **Clavier** : Entrée/Espace sur le déclencheur ouvre, Échap ferme et rend le focus au déclencheur. **RGAA** : 7.1, 7.3, 10.7, 13.1.',
      },
    },
  },
} satisfies Meta<typeof Popover>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'))
    await expect(
      await within(document.body).findByRole('dialog', { name: 'Aide sur le NIR' }),
    ).toBeInTheDocument()
  },
}
