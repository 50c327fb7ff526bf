// The patient's share in the room, against the API's payments kept in the page and a socket that lives
// in the page, the other side's moves played by the world. The doctor asks for 25,50 € and the API gets
// 2550 cents in euros; he waits for the card — closing the dialog or a cut changes nothing — and hears
// it collected; an amount that is not one is said at the field and nothing is sent; 'Retour' cancels the
// request and brings the amount back, or, when the card answered first, says so and waits for what it
// did; a refused card is said, and 'Recommencer' brings the amount back; a request already awaiting and
// a service down are said; a doctor who collects in CFA francs has no button, nor has the patient. The
// patient hears the request, pays with her debit card or refuses, and is told; a request her doctor
// withdraws goes, with why; one that no longer awaits her card when she answers, or a service down, is
// said.
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { page } from 'vitest/browser'
import { accountUser } from '@relais/api-client/msw'
import { PAYMENT_MESSAGES } from '@relais/domain'
import { paymentWorld, type PaymentWorld } from '../testing/payment-world.ts'
import { TeleconsultationHarness } from '../testing/TeleconsultationHarness.tsx'
import { DOCTOR } from '../testing/teleconsultation-world.ts'
import { PatientShareButton } from './PatientShareDialog.tsx'
import { PatientTerminal } from './PatientTerminal.tsx'

const mounted: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const unmount of mounted.splice(0)) await unmount()
})

/** The demo doctor, living in `country`: what decides the currency he collects in. */
function doctorIn(country: string) {
  const doctor = accountUser('doctor', 'mobility', { id: DOCTOR.id })
  const [address] = doctor.profile.address
  return { ...doctor, profile: { ...doctor.profile, address: [{ ...address!, country }] } }
}

const patient = (world: PaymentWorld) =>
  accountUser('patient', 'mobility', { id: world.appointment.patient.id })

async function show(world: PaymentWorld, user: ReturnType<typeof accountUser>, screen: ReactNode) {
  const rendered = await render(
    <TeleconsultationHarness
      withUiProvider
      handlers={world.handlers}
      user={user}
      realtime={world.live.realtime}
      path={`/app/join-appointment/${world.appointment.id}`}
      screen={screen}
    />,
  )
  mounted.push(() => rendered.unmount())
  await expect.element(page.getByRole('main', { name: 'Page' })).toBeInTheDocument()
}

const dialog = () => page.getByRole('dialog', { name: 'Reste à charge' })
const amount = () => dialog().getByRole('textbox', { name: 'Montant', exact: true })

/** The doctor opens the dialog and asks for `typed` euros. */
async function ask(typed: string) {
  if (!dialog().query()) await page.getByRole('button', { name: 'Reste à charge' }).click()
  await amount().fill(typed)
  await dialog().getByRole('button', { name: 'Demander le paiement' }).click()
}

describe("the doctor's 'Reste à charge'", () => {
  async function showDoctor(world: PaymentWorld) {
    await show(world, doctorIn('FR'), <PatientShareButton appointment={world.appointment} />)
    await expect.poll(() => world.live.subscribed(world.path)).toBe(true)
  }

  it('asks for the amount in cents, waits for the card, then says the share is collected', async () => {
    const world = paymentWorld()
    await showDoctor(world)
    await ask('25,50')

    await expect.element(dialog().getByText(PAYMENT_MESSAGES.waiting)).toBeVisible()
    await expect.element(dialog().getByRole('progressbar', { name: 'Paiement en attente' })).toBeVisible()
    await expect.element(dialog().getByText(/^Montant demandé : 25,50\s€$/)).toBeVisible()
    expect(world.created).toEqual([{ value: 2550, currency: 'EUR' }])

    // Closed and opened again, the request is still awaited; a cut has nothing to read again.
    await dialog().getByRole('button', { name: 'Fermer' }).click()
    await expect.element(dialog()).not.toBeInTheDocument()
    world.live.resyncTopic(world.path)
    await page.getByRole('button', { name: 'Reste à charge' }).click()
    await expect.element(dialog().getByText(PAYMENT_MESSAGES.waiting)).toBeVisible()

    world.patientAnswers('COMPLETE', 'DEBC')
    await expect.element(dialog().getByRole('status').first()).toHaveTextContent(PAYMENT_MESSAGES.success)
    await expect.element(dialog().getByText(PAYMENT_MESSAGES.waiting)).not.toBeInTheDocument()
    expect(world.created).toHaveLength(1)
    expect(world.updated).toEqual([])

    await dialog().getByRole('button', { name: 'Fermer' }).last().click()
    await expect.element(dialog()).not.toBeInTheDocument()
    // The next request starts from an empty amount.
    await page.getByRole('button', { name: 'Reste à charge' }).click()
    await expect.element(amount()).toHaveValue('')
  })

  it('says an amount that is not one at the field, and sends nothing', async () => {
    const world = paymentWorld()
    await showDoctor(world)
    await ask('12,345')
    await expect.element(dialog().getByText(PAYMENT_MESSAGES.tooManyDecimals)).toBeVisible()
    await expect.element(amount()).toHaveAttribute('aria-invalid', 'true')

    await ask('vingt')
    await expect.element(dialog().getByText(PAYMENT_MESSAGES.invalidAmount)).toBeVisible()
    await ask('100000000')
    await expect.element(dialog().getByText(PAYMENT_MESSAGES.outOfRange)).toBeVisible()
    expect(world.created).toEqual([])

    // Typing again clears the error.
    await amount().fill('12')
    await expect.element(amount()).not.toHaveAttribute('aria-invalid')
  })

  it("cancels the request with 'Retour' and brings the amount back", async () => {
    const world = paymentWorld()
    await showDoctor(world)
    await ask('25,50')
    await expect.element(dialog().getByText(PAYMENT_MESSAGES.waiting)).toBeVisible()

    await dialog().getByRole('button', { name: 'Retour' }).click()
    await expect.element(amount()).toHaveValue('25,50')
    expect(world.updated).toEqual([{ id: world.payments[0]!.id, status: 'CANCELED' }])
    expect(world.payments[0]!.intentStatus).toBe('canceled')

    // Nothing awaits any more: the amount may be asked again.
    await ask('30')
    await expect.element(dialog().getByText(/^Montant demandé : 30,00\s€$/)).toBeVisible()
    expect(world.created).toEqual([
      { value: 2550, currency: 'EUR' },
      { value: 3000, currency: 'EUR' },
    ])
  })

  it("says when the card answered before 'Retour', then what it did", async () => {
    const world = paymentWorld()
    await showDoctor(world)
    await ask('25,50')
    await expect.element(dialog().getByText(PAYMENT_MESSAGES.waiting)).toBeVisible()

    const paid = world.patientAnswers('COMPLETE', 'CCCA', { published: false })
    await dialog().getByRole('button', { name: 'Retour' }).click()
    await expect
      .element(
        dialog().getByText("Le patient a déjà répondu à cette demande : son résultat s'affichera ici."),
      )
      .toBeVisible()
    await expect.element(dialog().getByText(PAYMENT_MESSAGES.waiting)).toBeVisible()

    world.patientHeard(paid)
    await expect.element(dialog().getByText(PAYMENT_MESSAGES.success)).toBeVisible()
  })

  it("says a refused card, and 'Recommencer' brings the amount back", async () => {
    const world = paymentWorld()
    await showDoctor(world)
    await ask('25,50')
    await expect.element(dialog().getByText(PAYMENT_MESSAGES.waiting)).toBeVisible()

    world.patientAnswers('ERROR')
    await expect.element(dialog().getByRole('status').first()).toHaveTextContent(PAYMENT_MESSAGES.error)
    await dialog().getByRole('button', { name: 'Recommencer' }).click()
    await expect.element(amount()).toHaveValue('25,50')
    await expect.element(dialog().getByText(PAYMENT_MESSAGES.error)).not.toBeInTheDocument()
  })

  it('says a request already awaiting the card, and a service down', async () => {
    const world = paymentWorld()
    world.doctorAsks(1000)
    await showDoctor(world)
    await ask('25,50')
    await expect
      .element(dialog().getByRole('alert'))
      .toHaveTextContent('Un paiement attend déjà la carte du patient')
    await expect.element(amount()).toHaveValue('25,50')

    world.payments.splice(0)
    world.failing = true
    await ask('25,50')
    await expect.element(dialog().getByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.unavailable)
    await expect.element(dialog().getByText(PAYMENT_MESSAGES.waiting)).not.toBeInTheDocument()
  })

  it('is not offered to a doctor who collects in CFA francs, nor to the patient', async () => {
    const world = paymentWorld()
    await show(world, doctorIn('CI'), <PatientShareButton appointment={world.appointment} />)
    await expect.element(page.getByRole('button', { name: 'Reste à charge' })).not.toBeInTheDocument()
    expect(world.live.subscribed(world.path)).toBe(false)
    await mounted.pop()!()

    await show(world, patient(world), <PatientShareButton appointment={world.appointment} />)
    await expect.element(page.getByRole('button', { name: 'Reste à charge' })).not.toBeInTheDocument()
  })
})

describe("the patient's terminal", () => {
  const region = () => page.getByRole('region', { name: 'Paiement demandé' })

  async function showPatient(world: PaymentWorld, noticeDuration?: number) {
    await show(
      world,
      patient(world),
      <PatientTerminal appointment={world.appointment} noticeDuration={noticeDuration} />,
    )
    await expect.poll(() => world.live.subscribed(world.path)).toBe(true)
  }

  it('shows her doctor’s request, and pays with the debit card she chose', async () => {
    const world = paymentWorld()
    await showPatient(world)
    await expect.element(region()).not.toBeInTheDocument()

    const asked = world.doctorAsks(2550)
    await expect.element(region().getByText(/^Votre médecin vous demande 25,50\s€$/)).toBeVisible()
    await expect
      .element(region().getByText("Terminal de démonstration : aucun montant n'est débité."))
      .toBeVisible()
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent(/Demande de paiement de votre médecin : 25,50\s€/)

    // The segments are the radios' labels: what a finger or a mouse presses.
    await region().getByText('Carte de crédit', { exact: true }).click()
    await expect.element(region().getByRole('radio', { name: 'Carte de crédit' })).toBeChecked()
    await region().getByText('Carte de débit', { exact: true }).click()
    await expect.element(region().getByRole('radio', { name: 'Carte de débit' })).toBeChecked()
    await region().getByRole('button', { name: 'Payer' }).click()

    await expect.element(page.getByRole('status')).toHaveTextContent('Paiement effectué')
    await expect.element(region()).not.toBeInTheDocument()
    expect(world.updated).toEqual([{ id: asked.id, outcome: 'COMPLETE', method: 'DEBC' }])
    // The focus, in the panel that went, moved to what replaced it.
    await expect.element(page.getByRole('status')).toHaveFocus()
  })

  it('refuses, and is told', async () => {
    const world = paymentWorld()
    await showPatient(world)
    const asked = world.doctorAsks(4000)
    await region().getByRole('button', { name: 'Refuser' }).click()
    await expect.element(page.getByRole('status')).toHaveTextContent('Paiement refusé')
    await expect.element(region()).not.toBeInTheDocument()
    expect(world.updated).toEqual([{ id: asked.id, outcome: 'ERROR' }])
  })

  it('takes away a request her doctor withdraws, says why, then says nothing more', async () => {
    const world = paymentWorld()
    await showPatient(world, 300)
    world.doctorAsks(2550)
    await expect.element(region()).toBeVisible()

    world.doctorCancels()
    await expect.element(region()).not.toBeInTheDocument()
    await expect.element(page.getByRole('status')).toHaveTextContent('Paiement annulé par le médecin')
    await expect.element(page.getByRole('status')).toBeEmptyDOMElement()
    expect(world.updated).toEqual([])
  })

  it('says a service down and lets her answer again, then a request that no longer awaits her card', async () => {
    const world = paymentWorld()
    await showPatient(world)
    world.doctorAsks(2550)
    world.failing = true
    await region().getByRole('button', { name: 'Payer' }).click()
    await expect.element(region().getByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.unavailable)

    // Canceled meanwhile, and the news of it lost in a cut.
    world.failing = false
    world.payments[0]!.intentStatus = 'canceled'
    await region().getByRole('button', { name: 'Payer' }).click()
    await expect.element(region()).not.toBeInTheDocument()
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent("Cette demande de paiement n'est plus en cours.")
  })

  it('is not shown to the doctor', async () => {
    const world = paymentWorld()
    await show(world, doctorIn('FR'), <PatientTerminal appointment={world.appointment} />)
    expect(world.live.subscribed(world.path)).toBe(false)
    world.doctorAsks(2550)
    await expect.element(region()).not.toBeInTheDocument()
  })
})
