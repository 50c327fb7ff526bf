// The teleconsultation's waiting page in each of its states, on a still clock so that the countdown
// reads the same in every screenshot: to come, begun, cancelled, and not found.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { fakeMediaDevices, fixedLevels } from './testing/fake-media.ts'
import { TeleconsultationHarness } from './testing/TeleconsultationHarness.tsx'
import { appointmentAnswers, teleconsultationSample } from './testing/teleconsultation-world.ts'

/** Fixed, so that the screenshots do not change daily. */
const START = '2026-03-02T09:00:00Z'
const APPOINTMENT_ID = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b'

interface Args {
  /** The page's still clock. */
  now: string
  status: 'BOOKED' | 'CANCELLED'
  /** An appointment the API does not show the reader (404). */
  missing?: boolean
}

const meta = {
  title: 'Screens/teleconsultation/JoinAppointmentPage',
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "/app/join-appointment/{id} : la page d'attente d'une téléconsultation assistée (mode mobilité). Elle montre le temps avant le début (« La consultation commence dans… ») ou depuis le début (« La consultation a commencé il y a… »), mis à jour toutes les 500 ms, le type de consultation, la date et l'horaire à l'heure du navigateur, le patient, les participants avec leur rôle, et la description déchiffrée dans le navigateur quand le patient a partagé son dossier. « Rejoindre » ouvre le test des périphériques. Un rendez-vous annulé ou terminé montre son statut et ne se rejoint pas ; un rendez-vous que l'API ne montre pas au lecteur donne « Page non trouvée ». **Clavier** : Tab atteint « Rejoindre », Entrée ouvre le test des périphériques, Échap le ferme et rend le focus à « Rejoindre ». **RGAA** : 3.1 (le type et le statut sont écrits, la couleur ne fait que les doubler), 7.5 (le décompte n'est pas une région live : il n'est pas annoncé toutes les 500 ms), 8.9 (listes de définitions pour la date et l'horaire), 9.1 (titres), 9.3 (liste des participants).",
      },
    },
  },
  globals: { brand: 'mobility', viewport: { value: 'desktop' } },
  args: { now: '2026-03-02T08:47:30Z', status: 'BOOKED' },
  render: ({ now, status, missing }) => {
    const appointment = teleconsultationSample(START, {
      id: APPOINTMENT_ID,
      status,
      cancelledAt: status === 'CANCELLED' ? '2026-02-27T16:00:00Z' : null,
    })
    return (
      <TeleconsultationHarness
        handlers={appointmentAnswers(missing ? [] : [appointment]).handlers}
        path={`/app/join-appointment/${APPOINTMENT_ID}`}
        now={() => new Date(now)}
        mediaDevices={fakeMediaDevices()}
        audioLevels={fixedLevels(45)}
      />
    )
  },
} satisfies Meta<Args>

export default meta
type Story = StoryObj<typeof meta>

export const Upcoming: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText('La consultation commence dans 12 minutes 30 secondes'),
    ).toBeVisible()
    await expect(canvas.getByText('Camille Lefèvre')).toBeVisible()
    await expect(canvas.getByText('Infirmier (assistant)')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Rejoindre' })).toBeEnabled()
  },
}

export const Started: Story = {
  args: { now: '2026-03-02T09:03:15Z' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('La consultation a commencé il y a 3 minutes 15 secondes'),
    ).toBeVisible()
  },
}

export const Cancelled: Story = {
  args: { status: 'CANCELLED' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Annulé')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Rejoindre' })).toBeNull()
  },
}

export const NotFound: Story = {
  args: { missing: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Page non trouvée', level: 1 })).toBeVisible()
    await expect(canvas.getByRole('link', { name: "Retour à l'agenda" })).toBeVisible()
  },
}

/** 'Rejoindre' opens the device test (its states are in DeviceTestDialog's stories). */
export const OpensDeviceTest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Rejoindre' }))
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Test des périphériques',
    })
    // Once the dialog has finished opening.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Commencer le test' })).toBeVisible(),
    )
  },
}
