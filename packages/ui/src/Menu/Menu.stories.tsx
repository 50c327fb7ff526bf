import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Button } from '../Button'
import { Menu, MenuItem } from './Menu'

const meta = {
  title: 'Components/Menu',
  component: Menu,
  args: {
    trigger: <Button variant="secondary">Actions</Button>,
    onAction: fn(),
    children: (
      <>
        <MenuItem id="message">Envoyer un message</MenuItem>
        <MenuItem id="consult">Créer une consultation</MenuItem>
        <MenuItem id="archive">Archiver</MenuItem>
      </>
    ),
  },
  parameters: {
    docs: {
      description: {
        component:
          "Menu d'actions. **Clavier** : Entrée/Espace/flèche bas ouvrent, flèches parcourent, Entrée exécute, Échap ferme et rend le focus, saisie de lettres pour aller à une action. **RGAA** : 7.1 (menu restitué), 7.3, 10.7, 12.8.",
      },
    },
  },
} satisfies Meta<typeof Menu>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'))
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Archiver' }))
    await expect(args.onAction).toHaveBeenCalledWith('archive', undefined)
  },
}
