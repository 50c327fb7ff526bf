import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../Button'
import { DialogTrigger } from '../Dialog'
import { AlertDialog } from './AlertDialog'

const meta = {
  title: 'Components/AlertDialog',
  component: AlertDialog,
  args: {
    title: 'Révoquer l’accès ?',
    children: 'Le professionnel ne pourra plus consulter le dossier de cette patiente.',
    onConfirm: fn(),
    variant: 'danger',
    confirmLabel: 'Révoquer',
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="danger">Révoquer l’accès</Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'Confirmation (`role="alertdialog"`) : ni Échap ni clic extérieur ne ferment, le focus démarre sur « Annuler ». Le bouton de confirmation reste en attente pendant l’action. ' +
          '**Clavier** : Tab/Maj+Tab entre les deux boutons (focus piégé), Entrée/Espace. **RGAA** : 7.1, 7.3, 10.7, 12.8, 13.1.',
      },
    },
  },
} satisfies Meta<typeof AlertDialog>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'))
    const dialog = await within(document.body).findByRole('alertdialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Révoquer' }))
    await expect(args.onConfirm).toHaveBeenCalled()
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull())
  },
}
