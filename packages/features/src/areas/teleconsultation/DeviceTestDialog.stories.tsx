// 'Test des périphériques' in each of its states, against cameras and microphones made in the page: before
// the test, both devices working (a still frame and a meter held at one level, for the screenshots), the
// camera refused, and no device at all.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { DeviceTestDialog } from './DeviceTestDialog.tsx'
import {
  fakeMediaDevices,
  fixedLevels,
  type FakeMediaDevices,
  type FakeOutcome,
} from './testing/fake-media.ts'
import { TeleconsultationHarness } from './testing/TeleconsultationHarness.tsx'

interface Args {
  camera: FakeOutcome
  microphone: FakeOutcome
  onJoin: () => void
  onClose: () => void
}

/** The devices of the story shown, their audio graphs closed when it goes. */
let shown: FakeMediaDevices | null = null

const meta = {
  title: 'Screens/teleconsultation/DeviceTestDialog',
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "« Test des périphériques », ouvert par « Rejoindre » sur la page d'attente d'une téléconsultation : « Commencer le test » demande au navigateur la caméra puis le micro, chacun de son côté. Une caméra qui marche montre son aperçu, un micro qui marche son niveau (« Aucun son détecté », « Faible », « Bon », « Élevé », mesuré dix fois par seconde) ; un refus dit « Accès refusé » et renvoie aux paramètres du navigateur, un périphérique absent ou occupé dit qu'il est inaccessible, et « Périphériques non détectés » quand il n'y en a aucun. « Rejoindre la consultation » n'est possible que lorsque les deux marchent ; « Réessayer » redemande ceux qui ont échoué. Fermer le test, de quelque façon que ce soit, éteint la caméra et le micro. **Clavier** : Tab atteint « Commencer le test » (puis « Réessayer »), « Annuler » et « Rejoindre la consultation », qui reçoit le focus dès que les deux périphériques marchent ; Entrée active, Échap ferme. **RGAA** : 3.1 (l'état de chaque périphérique est écrit, la couleur ne fait que le doubler), 4.1 (l'aperçu de la caméra est muet), 7.1 (composants accessibles, jauge du micro), 7.5 (l'état de chaque périphérique est annoncé poliment, role=\"status\"), 9.1 (titres), 12.8 (le focus reste dans la fenêtre).",
      },
    },
  },
  globals: { brand: 'mobility', viewport: { value: 'desktop' } },
  args: { camera: 'success', microphone: 'success', onJoin: fn(), onClose: fn() },
  loaders: [
    ({ args }) => {
      const { camera, microphone } = args as Args
      shown = fakeMediaDevices({ camera, microphone })
      return { media: shown }
    },
  ],
  beforeEach: () => () => {
    shown?.dispose()
    shown = null
  },
  render: ({ onJoin, onClose }, { loaded }) => (
    <TeleconsultationHarness
      mediaDevices={(loaded as { media: FakeMediaDevices }).media}
      audioLevels={fixedLevels(45)}
      screen={<DeviceTestDialog onJoin={onJoin} onClose={onClose} />}
    />
  ),
} satisfies Meta<Args>

export default meta
type Story = StoryObj<typeof meta>

/** The dialog, once it has finished opening. */
async function openDialog(canvasElement: HTMLElement) {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
    name: 'Test des périphériques',
  })
  await waitFor(() =>
    expect(within(dialog).getByRole('heading', { name: 'Tester votre caméra et microphone' })).toBeVisible(),
  )
  return within(dialog)
}

async function startTest(canvasElement: HTMLElement) {
  const dialog = await openDialog(canvasElement)
  await userEvent.click(dialog.getByRole('button', { name: 'Commencer le test' }))
  return dialog
}

export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement)
    await expect(dialog.getByRole('button', { name: 'Commencer le test' })).toBeVisible()
    await expect(dialog.getByText('Caméra non testée')).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Rejoindre la consultation' })).toBeDisabled()
  },
}

export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await startTest(canvasElement)
    const join = dialog.getByRole('button', { name: 'Rejoindre la consultation' })
    await waitFor(() => expect(join).toBeEnabled())
    await expect(dialog.getByRole('meter', { name: 'Niveau du microphone' })).toHaveAttribute(
      'aria-valuetext',
      'Bon',
    )
    // The still frame is drawn before the screenshot.
    const video = dialog.getByLabelText('Aperçu de la caméra') as HTMLVideoElement
    await waitFor(() => expect(video.readyState).toBeGreaterThanOrEqual(HTMLMediaElement.HAVE_CURRENT_DATA))
    await userEvent.click(join)
    await expect(args.onJoin).toHaveBeenCalledOnce()
  },
}

export const CameraDenied: Story = {
  args: { camera: 'denied' },
  play: async ({ canvasElement }) => {
    const dialog = await startTest(canvasElement)
    await expect(await dialog.findByText('Accès refusé')).toBeVisible()
    await expect(
      dialog.getByText("Veuillez autoriser l'accès à votre caméra dans les paramètres de votre navigateur."),
    ).toBeVisible()
    await expect(dialog.getByText('Microphone opérationnel')).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Réessayer' })).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Rejoindre la consultation' })).toBeDisabled()
  },
}

export const NoDevices: Story = {
  args: { camera: 'notFound', microphone: 'notFound' },
  play: async ({ canvasElement }) => {
    const dialog = await startTest(canvasElement)
    await expect(await dialog.findByText('Périphériques non détectés')).toBeVisible()
    await expect(
      dialog.getByText(
        'Les deux périphériques (caméra et microphone) doivent fonctionner pour rejoindre la consultation.',
      ),
    ).toBeVisible()
  },
}
