import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../Button'
import { ToastRegion } from './Toast'
import { createToastQueue } from './toastQueue'

// A story-local queue, so stories do not leak toasts into each other through the app-wide one.
const queue = createToastQueue()

function Demo() {
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button
        onPress={() =>
          queue.add({
            title: 'Demande envoyée',
            description: 'La demande de soins a été envoyée',
            variant: 'success',
          })
        }
      >
        Succès
      </Button>
      <Button
        variant="danger"
        onPress={() =>
          queue.add({
            title: 'Une erreur est survenue',
            description:
              'Nous sommes désolés de la gêne, veuillez réessayer plus tard. Si le problème persiste, contactez-nous.',
            variant: 'error',
          })
        }
      >
        Erreur
      </Button>
      <ToastRegion queue={queue} />
    </div>
  )
}

const meta = {
  title: 'Components/Toast',
  component: ToastRegion,
  render: () => <Demo />,
  parameters: {
    docs: {
      description: {
        component:
          'Notifications temporaires : au plus 2 visibles, les suivantes attendent ; fermeture automatique après 15 000 ms (minuteur en pause au survol et au focus). ' +
          'API : `toastQueue.add({ title, description, variant }, { timeout })`. **Clavier** : F6 atteint la région « Notifications », Tab atteint « Fermer la notification ». ' +
          '**RGAA** : 7.5 (messages de statut restitués), 13.1 (durée suffisante, pause au survol/focus), 10.7, 12.6 (région nommée).',
      },
    },
  },
} satisfies Meta<typeof ToastRegion>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    queue.clear()
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Succès' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Erreur' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Succès' }))
    const body = within(document.body)
    await waitFor(() =>
      expect(body.getAllByRole('button', { name: 'Fermer la notification' })).toHaveLength(2),
    )
    await userEvent.click(body.getAllByRole('button', { name: 'Fermer la notification' })[0]!)
    await waitFor(() =>
      expect(body.getAllByRole('button', { name: 'Fermer la notification' })).toHaveLength(2),
    )
    queue.clear()
  },
}
