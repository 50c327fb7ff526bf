// The dispatch centre's 'Carte' with the API played by msw: the waiting requests the oldest first, the
// empty and failed boards, a chosen request ranking the nurses with why, 'Attribuer' giving it (the
// request leaves the list, a toast says to whom), and a request another operator gave meanwhile.
import { afterEach, describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { page, userEvent, type Locator } from 'vitest/browser'
import {
  accountHandlers,
  accountUser,
  dispatchBoardNursesSample,
  dispatchBoardRequestsSample,
  dispatchBoardStore,
  type DispatchBoardStoreOptions,
} from '@relais/api-client/msw'
import { dateInZone, formatDate, formatTime } from '@relais/domain'
import { toastQueue } from '@relais/ui'
import { AppHarness } from '../../../shell/testing/AppHarness.tsx'

const ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone
const [YOPOUGON, COCODY, MARCORY, ABOBO] = dispatchBoardRequestsSample.map((r) => r.id) as [
  string,
  string,
  string,
  string,
]
const ADJOUA = dispatchBoardNursesSample[0]!

afterEach(() => toastQueue.clear())

function renderBoard(options: DispatchBoardStoreOptions = {}) {
  const store = dispatchBoardStore(options)
  render(
    <AppHarness
      application="dispatch"
      path="/app/map"
      withUiProvider
      handlers={[accountHandlers.currentUser(accountUser('dispatchOperator', 'dispatch')), ...store.handlers]}
    />,
  )
  return store
}

const requestedAt = (iso: string) => {
  const instant = Date.parse(iso)
  return `Demandée le ${formatDate(dateInZone(instant, ZONE))} à ${formatTime(instant, ZONE)}`
}

async function press(target: Locator, key = '{Enter}') {
  await expect.element(target).toBeVisible()
  ;(target.element() as HTMLElement).focus()
  await userEvent.keyboard(key)
}

const waitingList = (count: number) => page.getByRole('grid', { name: `Demandes en attente (${count})` })

describe("the dispatch centre's map", () => {
  it('lists the waiting requests, the oldest first, with their town and when they were asked', async () => {
    renderBoard({
      requests: [
        ...dispatchBoardRequestsSample,
        { ...dispatchBoardRequestsSample[3]!, id: crypto.randomUUID(), city: null },
      ],
    })
    await expect.element(page.getByRole('heading', { name: 'Carte', level: 1 })).toBeVisible()
    const rows = waitingList(5).getByRole('row')
    await expect.element(rows.first()).toBeVisible()
    expect(rows.elements().map((row) => row.textContent?.split('Demandée')[0])).toEqual([
      'Yopougon',
      'Cocody',
      'Marcory',
      'Abobo',
      'Ville inconnue',
    ])
    await expect
      .element(rows.first())
      .toHaveTextContent(requestedAt(dispatchBoardRequestsSample[0]!.authoredOn))
    await expect
      .element(page.getByRole('row', { name: /^Abobo/ }).first())
      .toHaveTextContent('Visite souhaitée le 08/12/2026')
    // Every nurse is said in words, whether or not the map can place them.
    const nurses = page.getByRole('list', { name: 'Intervenants' })
    await expect
      .element(nurses.getByRole('listitem').filter({ hasText: 'Adjoua Kouassi' }))
      .toHaveTextContent(
        (() => {
          const shared = Date.parse(ADJOUA.positionUpdatedAt!)
          return `Position partagée le ${formatDate(dateInZone(shared, ZONE)).slice(0, 5)} à ${formatTime(shared, ZONE)}`
        })(),
      )
    await expect
      .element(nurses.getByRole('listitem').filter({ hasText: 'Awa Traoré' }))
      .toHaveTextContent("Zone d'exercice")
    await expect
      .element(nurses.getByRole('listitem').filter({ hasText: "Koffi N'Guessan" }))
      .toHaveTextContent('Position inconnue')
  })

  it('says when no request waits', async () => {
    renderBoard({ requests: [] })
    await expect.element(page.getByText('Aucune demande de prise en charge pour le moment')).toBeVisible()
  })

  it('offers to try again when the board cannot be read', async () => {
    renderBoard({ failing: true })
    await expect.element(page.getByText("La carte n'a pas pu être chargée.")).toBeVisible()
    await expect.element(page.getByRole('button', { name: 'Réessayer' })).toBeVisible()
  })

  it('ranks the nurses for the chosen request, best first, each with why', async () => {
    renderBoard()
    await press(page.getByRole('row', { name: /^Cocody/ }), ' ')
    await expect.element(page.getByRole('row', { name: /^Cocody/ })).toHaveAttribute('aria-selected', 'true')
    const ranked = page.getByRole('list', { name: 'Intervenants proposés' }).getByRole('listitem')
    await expect.element(ranked.first()).toBeVisible()
    expect(ranked.elements().map((item) => item.querySelector('[aria-hidden="true"]')?.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
    ])
    // Near and inside her zone; then the nurse who cannot be placed (no zone to be outside of); then
    // those out of their zone, the nearer first.
    const names = ['Adjoua Kouassi', "Koffi N'Guessan", 'Fatou Diabaté', 'Awa Traoré']
    names.forEach((name, index) => expect(ranked.nth(index).element().textContent).toContain(name))
    await expect.element(ranked.nth(0)).toHaveTextContent('Recommandé(e)')
    await expect.element(ranked.nth(0)).toHaveTextContent('qualifié(e) · aucune prise en charge en cours')
    await expect.element(ranked.nth(1)).toHaveTextContent('Distance inconnue')
    await expect.element(ranked.nth(3)).toHaveTextContent('hors de sa zone (8 km)')
    await expect.element(ranked.nth(3)).toHaveTextContent('2 prises en charge en cours')
    await expect.element(ranked.nth(3).getByRole('button', { name: 'Attribuer à Awa Traoré' })).toBeVisible()
  })

  it('gives the request to the nurse: the API records it, the request leaves the list, a toast says so', async () => {
    const store = renderBoard()
    await press(page.getByRole('row', { name: /^Cocody/ }), ' ')
    // From the list, Tab reaches the best nurse's 'Attribuer' first.
    const best = page.getByRole('button', { name: 'Attribuer à Adjoua Kouassi' })
    await expect.element(best).toBeVisible()
    await userEvent.keyboard('{Tab}')
    await expect.element(best).toHaveFocus()
    await userEvent.keyboard('{Enter}')

    await expect.element(page.getByText('Demande attribuée')).toBeVisible()
    await expect.element(page.getByText('Cocody → Adjoua Kouassi')).toBeVisible()
    expect(store.assignments).toEqual([{ serviceRequestId: COCODY, performerId: ADJOUA.id }])
    await expect.element(waitingList(3)).toBeVisible()
    await expect.element(page.getByRole('row', { name: /^Cocody/ })).not.toBeInTheDocument()
    // The button pressed went with the request: the list it left has the focus.
    await expect.element(page.getByRole('heading', { name: 'Demandes en attente (3)' })).toHaveFocus()
    expect(store.requests.filter((r) => r.performer === null).map((r) => r.id)).toEqual([
      YOPOUGON,
      MARCORY,
      ABOBO,
    ])
  })

  it('says when another operator gave the request meanwhile, and reads the board again', async () => {
    const store = renderBoard({ takenMeanwhile: [COCODY] })
    await press(page.getByRole('row', { name: /^Cocody/ }), ' ')
    await press(page.getByRole('button', { name: 'Attribuer à Adjoua Kouassi' }))

    await expect.element(page.getByRole('alert')).toHaveTextContent('Cette demande a déjà été attribuée.')
    await expect.element(waitingList(3)).toBeVisible()
    await expect.element(page.getByRole('row', { name: /^Cocody/ })).not.toBeInTheDocument()
    expect(store.assignments).toEqual([])
  })

  it('says when there is no nurse at all', async () => {
    renderBoard({ nurses: [] })
    await press(page.getByRole('row', { name: /^Cocody/ }), ' ')
    await expect.element(page.getByText('Aucun intervenant disponible')).toBeVisible()
  })
})
