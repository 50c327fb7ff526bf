import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import {
  accountHandlers,
  accountUser,
  dispatchBoardRequestsSample,
  dispatchBoardStore,
  type DispatchBoardStoreOptions,
} from '@relais/api-client/msw'
import { AppHarness } from '../../../shell/testing/AppHarness.tsx'

/** Drawn by WebGL (software in the test browser): its pixels follow Chromium's build, not our code. */
const MAP_CANVAS = {
  skip: true,
  reason: 'the map is drawn by WebGL, whose pixels vary with the browser build',
}

const meta = {
  title: 'Screens/care-requests/DispatchMapPage',
  component: AppHarness,
  parameters: {
    layout: 'fullscreen',
    visual: MAP_CANVAS,
    docs: {
      description: {
        component:
          "'Carte' of the dispatch centre (/app/map, dispatch): the home visits patients asked for that wait for a nurse, the oldest first, and the nurses, on a map and in two lists beside it that say the same. Choosing a request ranks the nurses for it (travel, zone, visits in hand), each with why in one line, where their position comes from, and 'Attribuer'. The board is read again every 5 s; a request another operator gave meanwhile is refused ('Cette demande a déjà été attribuée.') and leaves the list. **Clavier** : Tab atteint la carte (flèches, + et −), puis la liste des demandes (flèches pour aller de demande en demande, Espace ou Entrée pour en choisir une), puis les boutons « Attribuer ». **RGAA** : 1.1 (la carte est nommée et doublée par les listes), 3.1 (la demande choisie est dite, pas seulement colorée), 7.1, 9.1 (titres), 10.7 (focus visible).",
      },
    },
  },
  args: { application: 'dispatch', path: '/app/map' },
  globals: { brand: 'dispatch' },
} satisfies Meta<typeof AppHarness>

export default meta
type Story = StoryObj<typeof meta>

const withBoard = (options: DispatchBoardStoreOptions = {}) => ({
  msw: {
    handlers: [
      accountHandlers.currentUser(accountUser('dispatchOperator', 'dispatch')),
      ...dispatchBoardStore(options).handlers,
    ],
  },
})

/** Four requests around Abidjan and four nurses, three of them on the map. */
export const Default: Story = {
  parameters: withBoard(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const waiting = await canvas.findByRole('grid', { name: 'Demandes en attente (4)' })
    await expect(within(waiting).getAllByRole('row')[0]).toHaveTextContent('Yopougon')
    await expect(canvas.getByRole('heading', { name: 'Intervenants' })).toBeVisible()
    await expect(canvas.getByText('Position inconnue')).toBeVisible()
    await expect(
      await canvas.findByRole(
        'region',
        { name: 'Carte des demandes et des intervenants' },
        { timeout: 10_000 },
      ),
    ).toBeVisible()
  },
}

/** A request chosen: the nurses ranked for it, each with why and 'Attribuer'. */
export const Chosen: Story = {
  parameters: withBoard(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('row', { name: /^Cocody/ }))
    const nurses = canvas.getByRole('list', { name: 'Intervenants proposés' })
    const first = within(nurses).getAllByRole('listitem')[0]!
    await expect(first).toHaveTextContent('Adjoua Kouassi')
    await expect(first).toHaveTextContent('Recommandé(e)')
    await expect(within(first).getByRole('button', { name: 'Attribuer à Adjoua Kouassi' })).toBeVisible()
  },
}

/** Nothing waits for a nurse: the list says so, the nurses are still shown. */
export const Empty: Story = {
  parameters: withBoard({ requests: [] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Aucune demande de prise en charge pour le moment')).toBeVisible()
    await expect(canvas.getByText('Adjoua Kouassi')).toBeVisible()
  },
}

/** No nurse at all. */
export const NoNurse: Story = {
  parameters: withBoard({ nurses: [] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('row', { name: /^Cocody/ }))
    await expect(canvas.getByText('Aucun intervenant disponible')).toBeVisible()
  },
}

/** Another operator gave Cocody's request meanwhile: refused, said, and the request leaves the list. */
export const Conflict: Story = {
  parameters: withBoard({ takenMeanwhile: [dispatchBoardRequestsSample[1]!.id] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('row', { name: /^Cocody/ }))
    await userEvent.click(canvas.getByRole('button', { name: 'Attribuer à Adjoua Kouassi' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Cette demande a déjà été attribuée.')
    await expect(await canvas.findByRole('grid', { name: 'Demandes en attente (3)' })).toBeVisible()
  },
}

/** The board cannot be read: said, with 'Réessayer'. No map is drawn, so the page is captured. */
export const Failed: Story = {
  parameters: { ...withBoard({ failing: true }), visual: { skip: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText("La carte n'a pas pu être chargée.")).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Réessayer' })).toBeVisible()
  },
}
