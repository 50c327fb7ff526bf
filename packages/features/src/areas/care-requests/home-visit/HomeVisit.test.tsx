// A mobility patient's home visit: asking for one (her address proposed, the reason required and
// encrypted before it leaves, a second open request refused with nothing lost), then following it —
// waiting for a nurse, assigned (her browser then shares the reason with the nurse, who reads it), the
// nurse at the door, the visit over and a new one possible.
import { beforeEach, describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { page, userEvent } from 'vitest/browser'
import { createApiClient } from '@relais/api-client'
import { HOME_VISIT_NURSE, homeVisitRequest, homeVisitStore } from '@relais/api-client/msw'
import { answerWith, STORY_API_URL } from '../../../core/testing/config.ts'
import { toastQueue, UiProvider } from '@relais/ui'
import { testWorld } from '@relais/vault/testing'
import { memoryRealtime } from '../../messaging/index.ts'
import { HomeVisitHarness, homeVisitPatient } from '../testing/HomeVisitHarness.tsx'
import { HomeVisitSummary } from './HomeVisitSummary.tsx'
import { readHomeVisitReason, requestHomeVisit } from './request-home-visit.ts'

const REASON = 'Fièvre et toux depuis trois jours'
const askButton = () => page.getByRole('button', { name: 'Demander une visite à domicile' })
const dialog = () => page.getByRole('dialog', { name: 'Demander une visite à domicile' })
const steps = () => page.getByRole('list', { name: 'Étapes de la visite' })
const currentStep = () => steps().element().querySelector('[aria-current="step"]')?.textContent

beforeEach(async () => {
  // A toast of the test before would stay on top of this one's page.
  toastQueue.clear()
  await page.viewport(1440, 900)
})

let socket = memoryRealtime()

async function world() {
  socket = memoryRealtime()
  const vaults = testWorld()
  return {
    patient: await vaults.register(homeVisitPatient.id),
    nurse: await vaults.register(HOME_VISIT_NURSE.id),
  }
}

describe("a patient's home visit", () => {
  it('asks for one: her address proposed, the reason required and sent encrypted', async () => {
    const { patient, nurse } = await world()
    const store = homeVisitStore()
    await render(
      <UiProvider>
        <HomeVisitHarness handlers={store.handlers} vault={patient} realtime={socket} />
      </UiProvider>,
    )
    await askButton().click()
    await expect.element(dialog()).toBeVisible()
    await expect
      .element(dialog().getByText('Adresse retenue : Boulevard Latrille, Cocody, Abidjan, Côte d’Ivoire'))
      .toBeVisible()
    await dialog().getByRole('button', { name: 'Envoyer la demande' }).click()
    await expect.element(dialog().getByText('Ce champ est obligatoire')).toBeVisible()
    expect(store.created).toHaveLength(0)

    await userEvent.fill(dialog().getByRole('textbox', { name: 'Motif de la visite' }).element(), REASON)
    await dialog().getByRole('button', { name: 'Envoyer la demande' }).click()
    await expect.element(page.getByText('Demande envoyée')).toBeVisible()
    // Gone, not only closing: a modal unmounted mid-exit would leave the rest of the page hidden.
    await expect.element(dialog()).not.toBeInTheDocument()
    expect(store.created).toHaveLength(1)
    const [sent] = store.created
    expect(JSON.stringify(sent)).not.toContain('Fièvre')
    expect(sent!.location).toMatchObject({ city: 'Abidjan', coordinates: { latitude: 5.3599 } })
    await expect.element(page.getByRole('status')).toHaveTextContent('Demande en attente de prise en charge')
    expect(currentStep()).toBe('Demande en attente de prise en charge')
    expect(askButton().query()).toBeNull()

    // The dispatch centre assigns a nurse: the notice on the socket has her page read the visit at once
    // (well before the next 5 s read), and share the reason with him, who reads it.
    expect(await readHomeVisitReason(nurse, store.requests[0]!)).toBeNull()
    store.assign()
    expect(socket.subscribed('/notifications')).toBe(true)
    socket.publish('/notifications', { templateIdentifier: 'service-request' })
    await expect
      .element(page.getByRole('status'), { timeout: 2000 })
      .toHaveTextContent('Demande prise en charge')
    await expect.element(page.getByText('Infirmier : Karim Benali', { exact: false })).toBeVisible()
    await expect.poll(() => readHomeVisitReason(nurse, store.requests[0]!)).toBe(REASON)
  })

  it('refuses a second open request and keeps what she typed', async () => {
    const { patient } = await world()
    // Her earlier visit is over as she asks, and another device of hers asked meanwhile.
    const store = homeVisitStore({
      requests: [homeVisitRequest({ performer: HOME_VISIT_NURSE, routeStatus: 'COMPLETED' })],
    })
    await render(
      <UiProvider>
        <HomeVisitHarness handlers={store.handlers} vault={patient} realtime={socket} />
      </UiProvider>,
    )
    await expect.element(page.getByRole('status')).toHaveTextContent('Consultation terminée')
    await askButton().click()
    store.requests.push(homeVisitRequest({ id: crypto.randomUUID(), authoredOn: '2026-03-01T08:00:00.000Z' }))
    const reason = dialog().getByRole('textbox', { name: 'Motif de la visite' })
    await userEvent.fill(reason.element(), REASON)
    await dialog().getByRole('button', { name: 'Envoyer la demande' }).click()
    await expect.element(dialog().getByText('Vous avez déjà une demande en cours')).toBeVisible()
    await expect.element(reason).toHaveValue(REASON)
  })

  it('follows the nurse to her door', async () => {
    const { patient } = await world()
    const store = homeVisitStore({
      requests: [homeVisitRequest({ performer: HOME_VISIT_NURSE, routeStatus: 'ARRIVED' })],
    })
    await render(
      <UiProvider>
        <HomeVisitHarness handlers={store.handlers} vault={patient} realtime={socket} />
      </UiProvider>,
    )
    await expect.element(page.getByRole('status')).toHaveTextContent('Votre infirmier est arrivé')
    expect(currentStep()).toBe('Votre infirmier est arrivé')
    expect(
      steps()
        .getByRole('listitem')
        .elements()
        .map((item) => item.textContent),
    ).toEqual([
      'Demande en attente de prise en charge (passée)',
      'Demande prise en charge (passée)',
      'Votre infirmier est en route (passée)',
      'Votre infirmier est arrivé',
      'Consultation terminée (à venir)',
    ])
    expect(askButton().query()).toBeNull()
  })

  it('opens from its notification: where, who, where it stands and why, decrypted in her browser', async () => {
    const { patient } = await world()
    const store = homeVisitStore()
    const client = createApiClient({
      baseUrl: STORY_API_URL,
      application: 'mobility',
      envMode: 'LOCAL',
      fetch: answerWith(store.handlers),
    })
    const made = await requestHomeVisit(patient, client, {
      address: {
        text: 'Boulevard Latrille, Cocody, Abidjan, Côte d’Ivoire',
        coordinates: { latitude: 5.3599, longitude: -3.9869 },
      },
      reason: REASON,
    })
    const request = { ...made, performer: HOME_VISIT_NURSE, routeStatus: 'QUEUED' as const }
    await render(
      <UiProvider>
        <HomeVisitHarness handlers={store.handlers} vault={patient} realtime={socket}>
          <HomeVisitSummary request={request} />
        </HomeVisitHarness>
      </UiProvider>,
    )
    await expect.element(page.getByText(REASON)).toBeVisible()
    await expect.element(page.getByText('Demande prise en charge')).toBeVisible()
    await expect.element(page.getByText('Karim Benali')).toBeVisible()
    // Hers, not a visit of her tour.
    expect(page.getByRole('link', { name: 'Voir ma tournée' }).query()).toBeNull()
  })
})
