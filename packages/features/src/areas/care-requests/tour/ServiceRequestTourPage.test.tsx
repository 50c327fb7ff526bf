// The nurse's 'Tournée de consultations' with the API played by msw and real vaults: only his open home
// visits, the one under way first and the others in the order that travels least, each reason
// decrypted in his browser (or said unreadable); moving a visit on by keyboard, one step at a time,
// his position shared while he is on his way and no longer once at the door; a move the API refuses;
// a device that will not tell where he is; the empty and failed lists.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { page, userEvent, type Locator } from 'vitest/browser'
import type { components } from '@relais/api-client'
import { HOME_VISIT_NURSE, homeVisitRequest, tourStore, type TourStoreOptions } from '@relais/api-client/msw'
import type { Coordinates } from '@relais/domain'
import { toastQueue } from '@relais/ui'
import { directionsUrl } from '../directions.ts'
import { TourHarness } from '../testing/TourHarness.tsx'
import { COCODY, MARCORY, tourWorld, YOPOUGON, type TourVisitSample } from '../testing/tour-world.ts'

type ServiceRequest = components['schemas']['ServiceRequest']

/** Between his zone and Cocody: where the API last had him on his way. */
const ON_THE_WAY: Coordinates = { latitude: 5.357, longitude: -4.005 }

beforeEach(async () => {
  // A toast of the test before would stay on top of this one's page.
  toastQueue.clear()
  await page.viewport(1280, 900)
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

/**
 * His device's geolocation, played by the test: what the page asked to watch, what it stopped
 * watching, and positions sent to every watch it was ever given — one it stopped must do nothing.
 */
function stubGeolocation({ refused = false } = {}) {
  const callbacks = new Map<number, PositionCallback>()
  const watched: (PositionOptions | undefined)[] = []
  const cleared: number[] = []
  let nextId = 1
  vi.spyOn(navigator.geolocation, 'watchPosition').mockImplementation((success, error, options) => {
    const id = nextId++
    callbacks.set(id, success)
    watched.push(options)
    if (refused) {
      const denied = { code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: '' }
      setTimeout(() => error?.(denied as GeolocationPositionError), 0)
    }
    return id
  })
  vi.spyOn(navigator.geolocation, 'clearWatch').mockImplementation((id) => void cleared.push(id))
  return {
    watched,
    cleared,
    moveTo({ latitude, longitude }: Coordinates) {
      const coords = { latitude, longitude, accuracy: 8, altitude: null, altitudeAccuracy: null }
      const position = { coords: { ...coords, heading: null, speed: null }, timestamp: Date.now() }
      for (const success of callbacks.values()) success(position as unknown as GeolocationPosition)
    },
  }
}

async function renderTour(
  visits: readonly TourVisitSample[],
  { others = [], ...options }: Omit<TourStoreOptions, 'requests'> & { others?: ServiceRequest[] } = {},
) {
  const world = await tourWorld(visits)
  const store = tourStore({ requests: [...world.requests, ...others], ...options })
  const shown = await render(<TourHarness handlers={store.handlers} vault={world.nurse} withUiProvider />)
  return { store, shown }
}

const visitList = () => page.getByRole('list', { name: /^Vos visites/ })
const visitItems = () => visitList().getByRole('listitem')
const titles = () =>
  visitItems()
    .elements()
    .map((item) => item.querySelector('h3')?.textContent)

async function press(target: Locator) {
  await expect.element(target).toBeVisible()
  ;(target.element() as HTMLElement).focus()
  await userEvent.keyboard('{Enter}')
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe("the nurse's tour", () => {
  it('lists his open visits, the one under way first, then the shortest order, each reason decrypted', async () => {
    const geolocation = stubGeolocation()
    const anotherNurse = { id: '9f0a1b2c-3d4e-4f5a-8b6c-7d8e9f0a1b2c', name: 'Adjoua Kouassi' }
    const { shown } = await renderTour(
      [YOPOUGON, { ...COCODY, routeStatus: 'TRAVELLING' }, { ...MARCORY, shared: false }],
      {
        position: ON_THE_WAY,
        others: [
          // Another nurse's visit, one he ended, and a structure's request he performs: not his tour.
          homeVisitRequest({ id: crypto.randomUUID(), performer: anotherNurse, routeStatus: 'QUEUED' }),
          homeVisitRequest({
            id: crypto.randomUUID(),
            performer: HOME_VISIT_NURSE,
            routeStatus: 'COMPLETED',
          }),
          homeVisitRequest({
            id: crypto.randomUUID(),
            performer: HOME_VISIT_NURSE,
            requester: {
              organizationId: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
              organizationName: 'Maternité des Lilas',
              user: { id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', name: 'Maternité des Lilas' },
            },
            routeStatus: 'QUEUED',
          }),
        ],
      },
    )
    await expect
      .element(page.getByRole('heading', { name: 'Tournée de consultations', level: 1 }))
      .toBeVisible()
    await expect.element(page.getByRole('heading', { name: 'Vos visites (3)' })).toBeVisible()
    // Cocody on the way; from there Marcory is nearer than Yopougon, asked first.
    expect(titles()).toEqual([
      `Visite 1 : ${COCODY.address}`,
      `Visite 2 : ${MARCORY.address}`,
      `Visite 3 : ${YOPOUGON.address}`,
    ])
    await expect
      .element(
        page.getByText("Ordre optimisé : ≈ 24,23 km (6,89 km de moins que dans l'ordre d'attribution)"),
      )
      .toBeVisible()
    await expect
      .element(
        page.getByText('Les visites suivantes sont classées depuis la visite en cours.', { exact: false }),
      )
      .toBeVisible()

    const [onTheWay, marcory, yopougon] = [visitItems().nth(0), visitItems().nth(1), visitItems().nth(2)]
    await expect.element(onTheWay).toHaveAttribute('aria-current', 'step')
    await expect.element(onTheWay).toHaveTextContent('Infirmier en route')
    await expect.element(onTheWay).toHaveTextContent('Awa Koné')
    await expect.element(onTheWay.getByText(`Motif : ${COCODY.reason}`)).toBeVisible()
    await expect.element(onTheWay).toHaveTextContent('depuis votre position')
    await expect.element(onTheWay.getByRole('button', { name: 'Je suis arrivé (visite 1)' })).toBeVisible()
    await expect
      .element(onTheWay.getByRole('link', { name: "Obtenir l'itinéraire (visite 1)" }))
      .toHaveAttribute('href', directionsUrl(COCODY.coordinates))
    // Her browser has not shared Marcory's reason yet.
    await expect.element(marcory.getByText('Motif non lisible sur cet appareil')).toBeVisible()
    await expect.element(marcory).toHaveTextContent('Demande prise en charge')
    await expect.element(marcory).toHaveTextContent('depuis la visite précédente')
    await expect.element(marcory.getByRole('button', { name: 'Je pars (visite 2)' })).toBeVisible()
    await expect.element(yopougon.getByText(`Motif : ${YOPOUGON.reason}`)).toBeVisible()
    expect(marcory.element().hasAttribute('aria-current')).toBe(false)
    // A visit on the way when the page opens: his device is watched at once.
    expect(geolocation.watched).toEqual([expect.objectContaining({ enableHighAccuracy: true })])
    await shown.unmount()
    expect(geolocation.cleared).toEqual([1])
  })

  it('moves a visit on by keyboard, sharing his position only on the way, at most every 10 s', async () => {
    const geolocation = stubGeolocation()
    const { store, shown } = await renderTour([YOPOUGON, COCODY])
    await expect.element(page.getByRole('heading', { name: 'Vos visites (2)' })).toBeVisible()
    // From his zone (Adjamé), Cocody is nearer than Yopougon.
    expect(titles()).toEqual([`Visite 1 : ${COCODY.address}`, `Visite 2 : ${YOPOUGON.address}`])
    await expect
      .element(page.getByText("Les visites sont classées depuis votre zone d'exercice.", { exact: false }))
      .toBeVisible()
    // Nothing on the way: his device is not asked.
    expect(geolocation.watched).toEqual([])

    await press(page.getByRole('button', { name: 'Je pars (visite 1)' }))
    await expect.element(page.getByText('En route', { exact: true })).toBeVisible()
    expect(store.moves).toEqual([{ serviceRequestId: COCODY.id, status: 'TRAVELLING' }])
    await expect.element(visitItems().nth(0)).toHaveTextContent('Infirmier en route')
    await expect.element(page.getByRole('button', { name: 'Je suis arrivé (visite 1)' })).toHaveFocus()
    expect(geolocation.watched).toEqual([expect.objectContaining({ enableHighAccuracy: true })])

    // The first position at once, the next not before 10 s.
    const setOff = new Date('2026-03-02T09:30:00.000Z')
    vi.setSystemTime(setOff)
    geolocation.moveTo({ latitude: 5.356, longitude: -4.02 })
    await expect.poll(() => store.positions).toEqual([{ latitude: 5.356, longitude: -4.02 }])
    geolocation.moveTo({ latitude: 5.357, longitude: -4.01 })
    await pause(100)
    expect(store.positions).toHaveLength(1)
    vi.setSystemTime(setOff.getTime() + 10_000)
    geolocation.moveTo({ latitude: 5.358, longitude: -4.0 })
    await expect.poll(() => store.positions).toHaveLength(2)
    expect(store.positions[1]).toEqual({ latitude: 5.358, longitude: -4.0 })
    vi.useRealTimers()
    // The map places him.
    await expect.element(page.getByText('Vous', { exact: true })).toBeInTheDocument()

    await userEvent.keyboard('{Enter}')
    await expect.element(page.getByText('Arrivée enregistrée')).toBeVisible()
    await expect.element(visitItems().nth(0)).toHaveTextContent('Consultation en cours')
    // At the door: no longer watched, and a position the device still gives is not sent.
    await expect.poll(() => geolocation.cleared).toEqual([1])
    geolocation.moveTo({ latitude: 5.3599, longitude: -3.9869 })
    await pause(100)
    expect(store.positions).toHaveLength(2)

    await expect.element(page.getByRole('button', { name: 'Terminer la visite (visite 1)' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect.element(page.getByText('Visite terminée')).toBeVisible()
    expect(store.moves.map((move) => move.status)).toEqual(['TRAVELLING', 'ARRIVED', 'COMPLETED'])
    // The visit left with its button: the list has the focus.
    await expect.element(page.getByRole('heading', { name: 'Vos visites (1)' })).toHaveFocus()
    expect(titles()).toEqual([`Visite 1 : ${YOPOUGON.address}`])
    expect(geolocation.watched).toHaveLength(1)
    await shown.unmount()
  })

  it('says where the visit stands when the API refuses the move, and reads the list again', async () => {
    stubGeolocation()
    const { store, shown } = await renderTour([COCODY], { movedMeanwhile: { [COCODY.id]: 'TRAVELLING' } })
    await press(page.getByRole('button', { name: 'Je pars (visite 1)' }))
    await expect.element(page.getByRole('alert')).toHaveTextContent('Vous êtes déjà en route')
    await expect.element(visitItems().nth(0)).toHaveTextContent('Infirmier en route')
    await expect.element(page.getByRole('button', { name: 'Je suis arrivé (visite 1)' })).toBeVisible()
    expect(store.moves).toEqual([])
    await shown.unmount()
  })

  it('tells him once when his device will not share its position, and the visit still moves on', async () => {
    const geolocation = stubGeolocation({ refused: true })
    const { store, shown } = await renderTour([COCODY])
    await press(page.getByRole('button', { name: 'Je pars (visite 1)' }))
    await expect.element(page.getByText('En route', { exact: true })).toBeVisible()
    await expect
      .element(
        page.getByText('Votre position ne peut pas être partagée : votre patient ne vous verra pas arriver.'),
      )
      .toBeVisible()
    expect(store.moves).toEqual([{ serviceRequestId: COCODY.id, status: 'TRAVELLING' }])
    expect(geolocation.watched).toHaveLength(1)
    expect(store.positions).toEqual([])
    await shown.unmount()
  })

  it('tells him when his device has no geolocation at all', async () => {
    Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true })
    try {
      const { store, shown } = await renderTour([{ ...COCODY, routeStatus: 'TRAVELLING' }])
      await expect
        .element(page.getByText('Votre position ne peut pas être partagée', { exact: false }))
        .toBeVisible()
      expect(store.positions).toEqual([])
      await shown.unmount()
    } finally {
      // The navigator's own getter comes back from its prototype.
      delete (navigator as { geolocation?: Geolocation }).geolocation
    }
  })

  it('says when no visit is planned', async () => {
    const geolocation = stubGeolocation()
    const { shown } = await renderTour([])
    await expect.element(page.getByRole('heading', { name: 'Aucune visite prévue' })).toBeVisible()
    expect(geolocation.watched).toEqual([])
    await shown.unmount()
  })

  it('offers to try again when the list cannot be read', async () => {
    stubGeolocation()
    const { shown } = await renderTour([COCODY], { failing: true })
    await expect.element(page.getByText("Votre tournée n'a pas pu être chargée.")).toBeVisible()
    await expect.element(page.getByRole('button', { name: 'Réessayer' })).toBeVisible()
    await shown.unmount()
  })
})
