import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { DocumentPreview } from './DocumentPreview'

// Inline documents so that the stories render the same way without a network: a 120×160 PNG of a
// letter, and a small HTML page standing in for a PDF (the headless Chromium of the story tests has
// no PDF viewer, and a PDF would render differently from one Chromium build to the next).
const scanUrl =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAHgAAACgCAMAAADw11iiAAAADFBMVEX///88PFC0vs2bLF4vEQ+PAAAAlElEQVR42u3YwQ3AMAgDQJruv3N3aFOZoGOB+8QoplZoalVkwGAw+HT4fj1gMLgLbGWCweDz4M19ENwQFifwPPj6ecB5WJzANpcFYnOJE3ja5gJ3hMUJ7M714RwDDsHiBPbnUtq0RXECa4tgbREM9ucCe9Vgdy7nJncucQJri2BtEQzWFsHaIhgMBoPBYDAYPBEOzQPfQx1hAFzPBQAAAABJRU5ErkJggg=='
const reportUrl = `data:text/html;charset=utf-8,${encodeURIComponent(
  '<!doctype html><html lang="fr"><head><title>Compte rendu</title></head>' +
    '<body style="font-family: sans-serif; margin: 24px; color: #222">' +
    '<h1 style="font-size: 20px">Compte rendu de consultation</h1>' +
    '<p>Consultation du 12 mars. Examen clinique sans particularité.</p></body></html>',
)}`

const meta = {
  title: 'Components/DocumentPreview',
  component: DocumentPreview,
  args: {
    title: 'Échographie du 12 mars',
    preview: { mode: 'image', url: scanUrl },
    progress: null,
    error: null,
    onDownload: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          "Corps de la boîte de dialogue d'aperçu d'un document patient déchiffré : PDF dans un cadre, image, ou message quand le type ne peut pas être prévisualisé ; " +
          'barre « Téléchargement » pendant le téléchargement et le déchiffrement, alerte en cas d’erreur. ' +
          '**Clavier** : Tab atteint le cadre (flèches pour faire défiler le PDF), puis « Plein écran » et « Télécharger » ; Échap quitte le plein écran. ' +
          '**RGAA** : 1.1 (alternative de l’image), 2.1 et 2.2 (titre du cadre), 7.1, 7.5 (messages de statut), 10.7 (focus visible), 13.9 (cibles de 44 px).',
      },
    },
  },
} satisfies Meta<typeof DocumentPreview>
export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  args: { preview: null, progress: 40 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('progressbar', { name: 'Téléchargement' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    )
    await expect(canvas.getByRole('button', { name: 'Télécharger' })).toBeDisabled()
  },
}
/** Before the first progress report: the kit's spinner. */
export const Waiting: Story = { args: { preview: null } }
export const Image: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('img', { name: 'Échographie du 12 mars' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Plein écran' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Télécharger' }))
    await expect(args.onDownload).toHaveBeenCalledTimes(1)
  },
}
export const Pdf: Story = {
  args: { title: 'Compte rendu de consultation', preview: { mode: 'frame', url: reportUrl } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTitle('Compte rendu de consultation').tagName).toBe('IFRAME')
  },
}
export const Unsupported: Story = {
  args: { title: 'Dossier.docx', preview: { mode: 'none' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Ce type de fichier ne peut pas être prévisualisé.')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Plein écran' })).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Télécharger' })).toBeEnabled()
  },
}
export const DecryptionError: Story = {
  args: { preview: null, error: 'Erreur de déchiffrement' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erreur : Erreur de déchiffrement')
    await expect(canvas.queryByRole('img')).toBeNull()
  },
}
export const Phone: Story = {
  args: Pdf.args,
  globals: { viewport: { value: 'small' } },
}
