// 'Tournée de consultations' in its states, the reasons encrypted by the patients' own vaults and read by
// the nurse's, and his device's geolocation played by the story (on his way, a little short of Cocody).
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test'
import { tourStore, type TourStoreOptions } from '@relais/api-client/msw'
import type { Coordinates } from '@relais/domain'
import type { Vault } from '@relais/vault'
import type { RequestHandler } from 'msw'
import { TourHarness } from '../testing/TourHarness.tsx'
import { COCODY, MARCORY, tourWorld, YOPOUGON, type TourVisitSample } from '../testing/tour-world.ts'

/** Drawn by WebGL (software in the test browser): its pixels follow Chromium's build, not our code. */
const MAP_CANVAS = {
  skip: true,
  reason: 'the map is drawn by WebGL, whose pixels vary with the browser build',
}

const ON_THE_WAY: Coordinates = { latitude: 5.357, longitude: -4.005 }

interface Loaded {
  vault: Vault
  handlers: RequestHandler[]
}

/** His visits and the API's answers, made before the story renders: the vaults take a moment. */
const withTour = (visits: readonly TourVisitSample[], options: Omit<TourStoreOptions, 'requests'> = {}) => [
  async (): Promise<Loaded> => {
    const world = await tourWorld(visits)
    return { vault: world.nurse, handlers: tourStore({ requests: world.requests, ...options }).handlers }
  },
]

const meta = {
  title: 'Screens/care-requests/ServiceRequestTourPage',
  parameters: {
    layout: 'fullscreen',
    visual: MAP_CANVAS,
    docs: {
      description: {
        component:
          "'Tournée de consultations' of a mobility nurse in Côte d'Ivoire (/app/service-request-tour): the home visits the dispatch centre gave him and he has not ended, read again every 5 s, on a map and in a numbered list that says the same — the visit under way first, the others in the order that travels least from there (else from his last position, else from his exercise zone), with the kilometres that order saves against the assignment order. Each visit: its address, the patient and when she asked, her reason decrypted in his browser ('Motif non lisible sur cet appareil' when it cannot be), where it stands, the next step ('Je pars', 'Je suis arrivé', 'Terminer la visite') and 'Obtenir l'itinéraire'. While he is on his way his device's position is shared every 10 s at most, and no longer once he is at the door; a device that will not tell is said once. A move the API refuses says where the visit stands. **Clavier** : Tab atteint la carte (flèches, + et −), puis dans chaque visite le bouton de l'étape suivante et « Obtenir l'itinéraire » ; après une étape, le focus va au bouton de la suivante, ou au titre de la liste quand la visite est terminée. **RGAA** : 1.1 (la carte est nommée et doublée par la liste), 3.1 (la visite en cours est dite, pas seulement colorée), 6.1 (liens et boutons nommés avec le numéro de la visite), 7.1, 7.5 (confirmations annoncées), 9.1 (titres), 10.7 (focus visible).",
      },
    },
  },
  globals: { brand: 'mobility' },
  beforeEach: () => {
    const watch = spyOn(navigator.geolocation, 'watchPosition').mockImplementation((success) => {
      const coords = {
        ...ON_THE_WAY,
        accuracy: 8,
        altitude: null,
        altitudeAccuracy: null,
        heading: null,
        speed: null,
      }
      setTimeout(() => success({ coords, timestamp: Date.now() } as unknown as GeolocationPosition), 0)
      return 1
    })
    const clear = spyOn(navigator.geolocation, 'clearWatch').mockImplementation(() => {})
    return () => {
      watch.mockRestore()
      clear.mockRestore()
    }
  },
  render: (_args, { loaded }) => {
    const { vault, handlers } = loaded as Loaded
    return <TourHarness handlers={handlers} vault={vault} />
  },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** Three visits around Abidjan, on his way to Cocody: Marcory then Yopougon from there. */
export const Default: Story = {
  loaders: withTour([YOPOUGON, { ...COCODY, routeStatus: 'TRAVELLING' }, MARCORY], { position: ON_THE_WAY }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = await canvas.findByRole('list', { name: 'Vos visites (3)' })
    const [first, second] = within(list).getAllByRole('listitem')
    await expect(first).toHaveTextContent('Infirmier en route')
    // Decrypted in his browser, a moment after the list.
    await waitFor(() => expect(first).toHaveTextContent(`Motif : ${COCODY.reason}`))
    await expect(within(first!).getByRole('button', { name: 'Je suis arrivé (visite 1)' })).toBeVisible()
    await expect(second).toHaveTextContent(MARCORY.address)
    await expect(
      canvas.getByText("Ordre optimisé : ≈ 24,23 km (6,89 km de moins que dans l'ordre d'attribution)"),
    ).toBeVisible()
    await expect(
      await canvas.findByRole(
        'region',
        {
          name: "Carte de la tournée : vos visites, numérotées comme la liste, et votre position ou votre zone d'exercice",
        },
        { timeout: 10_000 },
      ),
    ).toBeVisible()
  },
}

/** Nothing given to him: said, and no map. The page is captured. */
export const Empty: Story = {
  loaders: withTour([]),
  parameters: { visual: { skip: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Aucune visite prévue' })).toBeVisible()
  },
}

/** He had set off for Cocody from his phone: 'Je pars' here is refused, said, and the list caught up. */
export const Conflict: Story = {
  loaders: withTour([YOPOUGON, COCODY], { movedMeanwhile: { [COCODY.id]: 'TRAVELLING' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Je pars (visite 1)' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Vous êtes déjà en route')
    await expect(await canvas.findByRole('button', { name: 'Je suis arrivé (visite 1)' })).toBeVisible()
  },
}
