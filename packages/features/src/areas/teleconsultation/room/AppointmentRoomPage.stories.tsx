// The consultation's room in the states a screenshot can hold still, as its doctor sees it: alone with
// one's own picture, the readings (none yet) and his notes, the camera refused, and the room of a
// cancelled appointment. (Two people connected, and so the screenshots of the others' pictures, are the
// journeys' and the component tests' to show: their pictures move.)
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { fakeMediaDevices, type FakeMediaDevices, type FakeOutcome } from '../testing/fake-media.ts'
import { readingsWorld, type ReadingsWorld } from '../testing/readings-world.ts'
import { TeleconsultationHarness } from '../testing/TeleconsultationHarness.tsx'

interface Args {
  camera: FakeOutcome
  status: 'BOOKED' | 'CANCELLED'
}

let shown: FakeMediaDevices | null = null

const meta = {
  title: 'Screens/teleconsultation/AppointmentRoomPage',
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "La consultation (/app/appointment/{id}), après le test des périphériques : les images et le son des autres participants, chacun nommé, sa propre image en petit, « Vous êtes seul dans cet appel » tant que personne d'autre n'est là. Les participants se relient directement entre eux (WebRTC) ; l'API ne fait que relayer ce qui établit la liaison, et seuls le patient et les professionnels du rendez-vous peuvent entrer. « Couper le micro » et « Couper la caméra » les éteignent et les rallument ; « Quitter la consultation » mène au dossier du patient. Si le navigateur refuse de jouer le son d'un participant sans geste de l'utilisateur, son image reste muette avec « Activer le son de … ». À côté (au-dessous sur un écran étroit), les relevés de la consultation, en direct pour chacun, et leur saisie pour l'infirmier ou la sage-femme du rendez-vous. Le médecin du rendez-vous a de plus ses notes (« Histoire de la maladie », « Examen clinique », « Conclusion ») sous les relevés, et « Capture d'écran » sur l'image de chacun des autres participants : la capture va dans les documents du patient et s'affiche sous la scène, dans « Captures ». **Clavier** : Tab atteint « Couper le micro », « Couper la caméra » et « Quitter la consultation » ; Entrée ou Espace active. **RGAA** : 4.1 (sa propre image est muette), 7.1 (composants accessibles), 7.5 (« Vous êtes seul dans cet appel » annoncé, role=\"status\"), 9.1 (titres).",
      },
    },
  },
  globals: { brand: 'mobility', viewport: { value: 'desktop' } },
  args: { camera: 'success', status: 'BOOKED' },
  loaders: [
    async ({ args }) => {
      const { camera, status } = args as Args
      shown = fakeMediaDevices({ camera, microphone: camera })
      return { media: shown, world: await readingsWorld({ start: '2030-03-12T09:00:00Z', status }) }
    },
  ],
  beforeEach: () => () => {
    shown?.dispose()
    shown = null
  },
  render: (_args, { loaded }) => {
    const { media, world } = loaded as { media: FakeMediaDevices; world: ReadingsWorld }
    return (
      <TeleconsultationHarness
        handlers={world.handlers}
        realtime={world.live.realtime}
        vault={world.doctor}
        mediaDevices={media}
        path={`/app/appointment/${world.appointment.id}`}
      />
    )
  },
} satisfies Meta<Args>

export default meta
type Story = StoryObj<typeof meta>

/** Alone in the room, one's own picture in the corner; the doctor's notes under the readings. */
export const Alone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Vous êtes seul dans cet appel')).toBeVisible()
    await expect(await canvas.findByText('Aucun relevé pour le moment')).toBeVisible()
    // The notes' editor is fetched apart: the screenshot waits for it.
    await expect(await canvas.findByRole('textbox', { name: 'Conclusion' }, { timeout: 5000 })).toBeVisible()
    const own = await canvas.findByLabelText('Vous', { selector: 'video' })
    await waitFor(() => expect((own as HTMLVideoElement).videoWidth).toBeGreaterThan(0))
  },
}

/** The camera refused by the browser: said above the room. */
export const CameraRefused: Story = {
  args: { camera: 'denied' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Accès refusé')).toBeVisible()
    await expect(await canvas.findByRole('textbox', { name: 'Conclusion' }, { timeout: 5000 })).toBeVisible()
  },
}

/** A cancelled appointment: its room is closed. */
export const Closed: Story = {
  args: { status: 'CANCELLED' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Cette consultation est terminée ou annulée.'),
    ).toBeVisible()
  },
}
