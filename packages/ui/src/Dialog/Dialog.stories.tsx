import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../Button'
import { Dialog, DialogTrigger } from './Dialog'

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: { title: 'Annuler le rendez-vous', children: 'La patiente sera prévenue par SMS.' },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Ouvrir</Button>
      <Dialog
        {...args}
        footer={(close) => (
          <>
            <Button variant="ghost" onPress={close}>
              Retour
            </Button>
            <Button variant="danger" onPress={close}>
              Confirmer
            </Button>
          </>
        )}
      />
    </DialogTrigger>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'Boîte de dialogue modale. **Clavier** : le focus entre dans la boîte et y reste (Tab/Maj+Tab), Échap ferme, le focus revient au bouton déclencheur. ' +
          '`role="alertdialog"` pour les confirmations (ni Échap ni clic extérieur). **RGAA** : 7.1, 7.3 (contrôle au clavier), 10.7, 12.8 (ordre de tabulation), 13.1.',
      },
    },
  },
} satisfies Meta<typeof Dialog>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Ouvrir' })
    await userEvent.click(trigger)
    const dialog = await within(document.body).findByRole('dialog', { name: 'Annuler le rendez-vous' })
    // The overlay fades in: wait for the end of the animation rather than the first frame.
    await waitFor(() => expect(dialog).toBeVisible())
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(trigger).toHaveFocus())
  },
}
export const AlertDialog: Story = {
  args: { role: 'alertdialog' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ouvrir' }))
    const dialog = await within(document.body).findByRole('alertdialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }))
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull())
  },
}
