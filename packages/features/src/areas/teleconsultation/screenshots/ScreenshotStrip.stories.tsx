// The strip of the doctor's screenshots under the stage, each capture the fake camera's picture with
// fixed names (so that the screenshot reads the same every day): one on its way, two kept, one refused,
// and a capture that could not be taken.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { cameraStill } from '../testing/fake-media.ts'
import { SCREENSHOTS_TEXTS } from './texts.ts'
import { ScreenshotStrip } from './ScreenshotStrip.tsx'
import type { Screenshot } from './useScreenshots.ts'

interface Args {
  states: Screenshot['state'][]
  captureError: string | null
  onRetry: (id: string) => void
}

const urls: string[] = []

const meta = {
  title: 'Screens/teleconsultation/ScreenshotStrip',
  parameters: {
    docs: {
      description: {
        component:
          "Les captures d'écran du médecin pendant la consultation, sous la scène. « Capture d'écran », sur l'image de chacun des autres participants (pour le médecin du rendez-vous seulement), prend l'image affichée à cet instant, en WebP, et l'ajoute aux documents du patient, chiffrée dans le navigateur pour son dossier médical, sous le nom « Capture d'écran 12/03/2030 10:12.png ». Chaque capture de la séance apparaît ici avec sa vignette : la progression de l'envoi, puis « Enregistrée dans les documents » (et la notification « Capture enregistrée dans les documents du patient »), ou la raison d'un refus avec « Réessayer », la capture étant gardée. Une capture impossible (l'image n'est pas encore arrivée) est dite au-dessus. Rien ne s'affiche avant la première capture. **Clavier** : Tab atteint « Réessayer » ; Entrée ou Espace renvoie la capture. **RGAA** : 1.1 (chaque vignette a pour alternative le titre du document), 7.1 (barres de progression accessibles), 7.5 (refus annoncés, role=\"alert\"), 9.1 (titres), 9.3 (liste des captures).",
      },
    },
  },
  globals: { brand: 'mobility' },
  args: { states: ['uploading'], captureError: null, onRetry: fn() },
  loaders: [
    async ({ args }) => {
      const { states } = args as Args
      const picture = await cameraStill()
      const screenshots: Screenshot[] = states.map((state, index) => {
        const url = URL.createObjectURL(picture)
        urls.push(url)
        return {
          id: `capture-${index + 1}`,
          fileName: `Capture d'écran 12/03/2030 10:${String(12 + index).padStart(2, '0')}.png`,
          url,
          state,
          progress: state === 'uploading' ? 40 : 100,
          error: state === 'failed' ? "Vous n'avez pas accès au dossier médical de ce patient" : null,
        }
      })
      return { screenshots }
    },
  ],
  beforeEach: () =>
    function releasePictures() {
      for (const url of urls.splice(0)) URL.revokeObjectURL(url)
    },
  render: ({ captureError, onRetry }, { loaded }) => {
    const { screenshots } = loaded as { screenshots: Screenshot[] }
    return <ScreenshotStrip screenshots={screenshots} captureError={captureError} onRetry={onRetry} />
  },
} satisfies Meta<Args>

export default meta
type Story = StoryObj<typeof meta>

/** A capture on its way to the patient's documents. */
export const Uploading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Captures', level: 2 })).toBeVisible()
    await expect(canvas.getByRole('progressbar', { name: 'Envoi de la capture' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    )
    await expect(canvas.getByRole('img', { name: "Capture d'écran 12/03/2030 10:12" })).toBeVisible()
  },
}

/** Two captures kept in the patient's documents. */
export const Saved: Story = {
  args: { states: ['saved', 'saved'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByText('Enregistrée dans les documents')).toHaveLength(2)
  },
}

/** A capture kept, the next refused: its reason and 'Réessayer', which sends it again. */
export const Refused: Story = {
  args: { states: ['saved', 'failed'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      "Vous n'avez pas accès au dossier médical de ce patient",
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }))
    await expect(args.onRetry).toHaveBeenCalledWith('capture-2')
  },
}

/** 'Capture d'écran' pressed before the participant's picture arrived: nothing to capture. */
export const NothingToCapture: Story = {
  args: { states: [], captureError: SCREENSHOTS_TEXTS.noFrame },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent(SCREENSHOTS_TEXTS.noFrame)
    await expect(canvas.queryByRole('list')).toBeNull()
  },
}
