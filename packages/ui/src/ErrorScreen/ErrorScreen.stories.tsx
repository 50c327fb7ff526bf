import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { ErrorScreen } from './ErrorScreen'

const sample = new Error('Request failed with status 500')
// A fixed stack: the real one names the build's file paths, which differ on every machine (visual review).
sample.stack = 'Error: Request failed with status 500\n    at loadProfile (app.js:12:34)'

const meta = {
  title: 'Patterns/ErrorScreen',
  component: ErrorScreen,
  args: { onRetry: fn(), error: sample, copyText: fn(async () => {}) },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "Écran d'erreur : « Une erreur est survenue », bouton « Réessayer », détails techniques dans une boîte de dialogue avec « Copier » " +
          '(confirmation 750 ms, échec affiché 5 s). **Clavier** : Tab entre les boutons ; dans la boîte de dialogue le focus est piégé, Échap ferme et rend le focus. ' +
          '**RGAA** : 7.1, 7.5 (statut de copie annoncé), 9.1, 12.6, 10.7, 13.1.',
      },
    },
  },
} satisfies Meta<typeof ErrorScreen>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Réessayer' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}
export const DetailsOpen: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Voir les détails' }))
    const dialog = within(document.body).getByRole('dialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copier' }))
    await expect(args.copyText).toHaveBeenCalled()
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Copié')
    // The confirmation goes after 750 ms: the story ends without it, so its screenshot never depends
    // on how long the capture took.
    await waitFor(() => expect(within(dialog).getByRole('status')).toBeEmptyDOMElement(), { timeout: 3000 })
  },
}
export const WithoutDetails: Story = { args: { error: undefined } }
