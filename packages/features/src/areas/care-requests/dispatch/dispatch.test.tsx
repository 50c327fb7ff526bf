// A structure's request on its way to a midwife, with the real vault (WebCrypto, IndexedDB) on an
// in-memory key directory and the API played by msw: from the structure's list, the picker ranks the
// candidates and says why, 'Suivant' waits for a choice, the request's encrypted answers are shared
// with the chosen midwife before the request is sent; when nobody can take it, the structure is sent
// to its external practitioners. Then the midwife's side: 'Mes prises en charge', the request's
// detail decrypted in her browser, 'Accepter', and the request's page.
import { afterEach, describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { page, userEvent, type Locator } from 'vitest/browser'
import {
  accountUser,
  candidatesSample,
  careRequestDispatchStore,
  careRequestsStore,
  EXTERNAL_MIDWIFE,
  NO_PRACTITIONERS_FOUND_MESSAGE,
  serviceRequestsSample,
} from '@relais/api-client/msw'
import type { components } from '@relais/api-client'
import { toastQueue } from '@relais/ui'
import type { Vault } from '@relais/vault'
import { testWorld } from '@relais/vault/testing'
import { CareRequestsHarness } from '../testing/CareRequestsHarness.tsx'
import { structureAccount } from '../testing/care-requests-world.ts'

type ServiceRequest = components['schemas']['ServiceRequest']

const LIST = '/app/organization/requests'
const ANSWERS = {
  patient: 'e5f6a7b8-c9d0-4e1f-8a2b-3c4d5e6f7081',
  typeDemande: ['EARLY_DISCHARGE'],
  treatmentRequestingService: 'Suites de couches',
  hasAllergies: true,
  allergiesDetails: 'Pénicilline',
}

afterEach(() => toastQueue.clear())

/** The structure and the external midwife, each with their vault; a draft whose answers are sealed. */
async function world(): Promise<{ structure: Vault; midwife: Vault; request: ServiceRequest }> {
  const keys = testWorld()
  const structure = await keys.register(structureAccount.id)
  const midwife = await keys.register(EXTERNAL_MIDWIFE.id)
  const session = await structure.createSession()
  const form = await session.encryptString(JSON.stringify({ v: 1, answers: ANSWERS }))
  const request: ServiceRequest = {
    ...serviceRequestsSample[0]!,
    id: 'f1e2d3c4-b5a6-4978-8a9b-0c1d2e3f4a5b',
    subject: { id: ANSWERS.patient, name: 'Léa Girard' },
    status: 'DRAFT',
    form,
    dispatches: [],
  }
  return { structure, midwife, request }
}

async function press(target: Locator) {
  await expect.element(target).toBeVisible()
  ;(target.element() as HTMLElement).focus()
  await userEvent.keyboard('{Enter}')
}

function renderAt(
  path: string,
  vault: Vault,
  handlers: Parameters<typeof CareRequestsHarness>[0]['handlers'],
  user = structureAccount,
) {
  let location = ''
  return render(
    <CareRequestsHarness
      handlers={handlers}
      vault={vault}
      path={path}
      user={user}
      withUiProvider
      onRouter={(router) => {
        location = router.state.location.pathname
        router.subscribe((state) => (location = state.location.pathname))
      }}
    />,
  ).then(() => ({ location: () => location }))
}

describe("sending a structure's request", () => {
  it('ranks the candidates, waits for a choice, shares the answers with her, then sends it', async () => {
    const { structure, midwife, request } = await world()
    const list = careRequestsStore({ requests: [request] })
    const dispatch = careRequestDispatchStore({ requests: list.requests })
    await renderAt(LIST, structure, [...list.handlers, ...dispatch.handlers])

    await press(page.getByRole('row', { name: /Léa Girard/ }))
    const picker = page.getByRole('dialog', { name: 'Envoyer la demande' })
    const first = picker.getByRole('row', { name: /Inès Faure/ })
    await expect.element(first).toHaveTextContent('Recommandée')
    await expect.element(first).toHaveTextContent(candidatesSample[0]!.explanation)
    // Out of her zone: shown with why, never chosen.
    const away = picker.getByRole('row', { name: /Manon Roux/ })
    await expect.element(away.getByRole('checkbox')).toBeDisabled()
    await expect.element(away).toHaveTextContent('hors de sa zone')
    const next = picker.getByRole('button', { name: 'Suivant' })
    await expect.element(next).toBeDisabled()

    ;(first.element() as HTMLElement).focus()
    await userEvent.keyboard(' ')
    await expect.element(next).toBeEnabled()
    await press(next)

    await expect.element(page.getByText('La demande de soins a été envoyée')).toBeVisible()
    expect(dispatch.calls).toEqual([
      { kind: 'dispatch', serviceRequestId: request.id, practitionersIds: [EXTERNAL_MIDWIFE.id] },
    ])
    await expect
      .element(page.getByRole('row', { name: /Léa Girard/ }))
      .toHaveTextContent('En attente de prise en charge')
    // Shared before it was sent: she reads the answers, which never reached the API in clear.
    const session = await midwife.retrieveSession(request.form.encryptionSessionId)
    expect(JSON.parse(await session.decryptString(request.form))).toMatchObject({ answers: ANSWERS })
    expect(JSON.stringify(request)).not.toContain('Pénicilline')
  })

  it('offers the external practitioners when nobody can take it', async () => {
    const { structure, request } = await world()
    const list = careRequestsStore({ requests: [request] })
    const dispatch = careRequestDispatchStore({
      requests: list.requests,
      candidates: candidatesSample.map((c) => ({ ...c, eligible: false })),
    })
    const { location } = await renderAt(LIST, structure, [...list.handlers, ...dispatch.handlers])

    await press(page.getByRole('row', { name: /Léa Girard/ }))
    const nobody = page.getByRole('alertdialog', { name: 'Aucun prestataire disponible' })
    await expect.element(nobody).toHaveTextContent(NO_PRACTITIONERS_FOUND_MESSAGE)
    await press(nobody.getByRole('button', { name: 'Oui' }))
    await expect.poll(location).toBe('/app/organization/external-practitioners')
    expect(dispatch.calls).toEqual([])
  })

  it('says so when the API finds nobody left at the last moment', async () => {
    const { structure, request } = await world()
    const list = careRequestsStore({ requests: [request] })
    const dispatch = careRequestDispatchStore({ requests: list.requests, nobodyLeft: true })
    await renderAt(LIST, structure, [...list.handlers, ...dispatch.handlers])

    await press(page.getByRole('row', { name: /Léa Girard/ }))
    const picker = page.getByRole('dialog', { name: 'Envoyer la demande' })
    const first = picker.getByRole('row', { name: /Inès Faure/ })
    await expect.element(first).toBeVisible()
    ;(first.element() as HTMLElement).focus()
    await userEvent.keyboard(' ')
    await press(picker.getByRole('button', { name: 'Suivant' }))
    await expect
      .element(page.getByRole('alertdialog', { name: 'Aucun prestataire disponible' }))
      .toHaveTextContent(NO_PRACTITIONERS_FOUND_MESSAGE)
  })
})

describe("the midwife's side", () => {
  it('lists the request waiting for her, shows its answers decrypted, and takes it', async () => {
    const { structure, midwife, request } = await world()
    const session = await structure.retrieveSession(request.form.encryptionSessionId)
    await session.addRecipients({ users: [EXTERNAL_MIDWIFE.id] })
    request.status = 'ONHOLD'
    request.dispatches = [
      {
        id: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
        practitioner: EXTERNAL_MIDWIFE,
        status: 'PENDING',
        sentAt: '2026-12-07T09:00:00.000Z',
        answeredAt: null,
      },
    ]
    const dispatch = careRequestDispatchStore({ requests: [request] })
    const { location } = await renderAt('/app/requests', midwife, dispatch.handlers, {
      ...accountUser('midwife'),
      id: EXTERNAL_MIDWIFE.id,
    })

    const row = page.getByRole('row', { name: /Léa Girard/ })
    await expect.element(row).toHaveTextContent('En attente de votre réponse')
    await press(row)
    const detail = page.getByRole('dialog', { name: 'Demande de prise en charge' })
    const answers = detail.getByRole('region', { name: 'La demande' })
    await expect.element(detail.getByText('Pénicilline')).toBeVisible()
    await expect.element(answers).toHaveTextContent('Sortie précoce')
    await press(detail.getByRole('button', { name: 'Accepter' }))

    await expect.poll(location).toBe(`/app/requests/${request.id}`)
    expect(dispatch.calls).toEqual([
      { kind: 'accept', serviceRequestId: request.id, dispatchId: request.dispatches[0]!.id },
    ])
    await expect.element(page.getByRole('heading', { level: 1, name: 'Léa Girard' })).toBeVisible()
    await expect.element(page.getByText('Prise en charge par Inès Faure')).toBeVisible()
    await expect
      .element(page.getByRole('link', { name: "Obtenir l'itinéraire" }))
      .toHaveAttribute('href', expect.stringContaining('openstreetmap.org/directions'))
  })

  it("says 'Aucune demande trouvée' when nothing was sent to her", async () => {
    const { midwife } = await world()
    const dispatch = careRequestDispatchStore({ requests: [] })
    await renderAt('/app/requests', midwife, dispatch.handlers, accountUser('midwife'))
    await expect.element(page.getByText('Aucune demande trouvée')).toBeVisible()
  })
})
