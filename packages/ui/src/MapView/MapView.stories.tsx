// A map of a few places, on the base map shipped with the app (no tile service, no network): a patient
// and a practitioner's zone joined by the trip, one place alone, one place highlighted among others,
// and WebGL missing.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { MapView } from './MapView'

/** Drawn by WebGL (software in the test browser): its pixels follow Chromium's build, not our code. */
const CANVAS = {
  skip: true,
  reason: 'the base map is drawn by WebGL, whose pixels vary with the browser build',
}

const PATIENT = { latitude: 48.819945, longitude: 2.3634536 }
const ZONE = { latitude: 48.8414, longitude: 2.3003 }

const meta = {
  title: 'Components/MapView',
  component: MapView,
  parameters: {
    visual: CANVAS,
    docs: {
      description: {
        component:
          "Carte de quelques lieux (l'adresse d'une patiente, la zone d'exercice d'une praticienne), dessinée par MapLibre. Sans service de tuiles configuré, le fond de carte livré avec l'application (pays et côtes de Natural Earth) s'affiche sans réseau. Le moteur et le fond de carte ne se chargent que sur les pages qui montrent une carte. Ce que la carte montre est aussi dit en texte à côté, par la page. Sans WebGL : « La carte ne peut pas s'afficher sur cet appareil. » **Clavier** : Tab atteint la carte (flèches pour la déplacer, + et − pour zoomer), puis « Zoom avant » et « Zoom arrière ». **RGAA** : 1.1 (la carte est nommée), 7.1, 10.7 (focus visible).",
      },
    },
  },
  args: {
    label: "Carte : l'adresse de la patiente et votre zone d'exercice",
    places: [
      { id: 'patient', label: 'Patiente', coordinates: PATIENT },
      { id: 'zone', label: 'Votre zone', coordinates: ZONE, tone: 'secondary' },
    ],
    connect: true,
  },
} satisfies Meta<typeof MapView>
export default meta
type Story = StoryObj<typeof meta>

/** Two places and the trip between them: the view fits both. */
export const Trip: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByRole('region', { name: /^Carte : l'adresse/ })).toBeVisible(), {
      timeout: 10_000,
    })
    // The pins join the map once its style has loaded.
    await expect(await canvas.findByText('Patiente', {}, { timeout: 10_000 })).toBeVisible()
    await expect(await canvas.findByText('Votre zone')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Zoom avant' })).toBeVisible()
  },
}

/** One place: the view centres on it. */
export const OnePlace: Story = {
  args: {
    label: "Carte : l'adresse de la patiente",
    places: [{ id: 'patient', label: 'Patiente', coordinates: PATIENT }],
    connect: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Patiente', {}, { timeout: 10_000 })).toBeVisible()
  },
}

/** The place the page is about (a request chosen in the list beside): larger, ringed, above the others. */
export const Highlighted: Story = {
  args: {
    label: 'Carte : trois demandes, celle de Pantin choisie',
    places: [
      { id: 'paris', label: 'Paris 13e', coordinates: PATIENT },
      {
        id: 'pantin',
        label: 'Pantin',
        coordinates: { latitude: 48.8941, longitude: 2.4093 },
        highlighted: true,
      },
      { id: 'vanves', label: 'Vanves', coordinates: ZONE },
    ],
    connect: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Pantin', {}, { timeout: 10_000 })).toBeVisible()
  },
}
