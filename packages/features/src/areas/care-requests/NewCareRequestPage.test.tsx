// 'Nouvelle demande' of a maternity, from the keyboard: the three steps with an early discharge (so the
// post-partum questions show), a step's errors at their fields with what was typed kept, 'Retour' on
// the first step, the recurrence dialog's messages, then the documents sent encrypted before the
// request that names them, whose answers travel encrypted; an API refusal back at its field; /wizardPEC.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { page, userEvent, type Locator } from 'vitest/browser'
import { careRequestsStore, onboardingHandlers, type CareRequestsStoreOptions } from '@relais/api-client/msw'
import { toastQueue } from '@relais/ui'
import type { Vault } from '@relais/vault'
import { xhrAnswering } from '../../core/testing/xhr.ts'
import { LEA, structureWorld } from './testing/care-requests-world.ts'
import { CareRequestsHarness } from './testing/CareRequestsHarness.tsx'

const LIST = '/app/organization/requests'
const REQUIRED = 'Ce champ est obligatoire'

async function open(
  options: { store?: CareRequestsStoreOptions; path?: string; vault?: Vault } = {},
): Promise<{ store: ReturnType<typeof careRequestsStore>; vault: Vault; location: () => string }> {
  const store = careRequestsStore(options.store)
  const handlers = [...store.handlers, onboardingHandlers.places, onboardingHandlers.placeDetails]
  // The documents go through XMLHttpRequest: answered by the same handlers (see core/testing/xhr.ts).
  vi.stubGlobal('XMLHttpRequest', xhrAnswering(handlers))
  const vault = options.vault ?? (await structureWorld()).vault
  let router: { state: { location: { pathname: string } } } | undefined
  await render(
    <CareRequestsHarness
      handlers={handlers}
      vault={vault}
      path={options.path}
      withUiProvider
      onRouter={(r) => (router = r)}
    />,
  )
  return { store, vault, location: () => router!.state.location.pathname }
}

const stepHeading = (title: string) => page.getByRole('heading', { level: 2, name: new RegExp(title) })

/** Puts the keyboard's focus on an element of the page, as Tab would. */
function focus(target: Locator) {
  ;(target.element() as HTMLElement).focus()
}

/** Presses a button from the keyboard. */
async function press(target: Locator) {
  await expect.element(target).toBeVisible()
  focus(target)
  await userEvent.keyboard('{Enter}')
}

/** Ticks a box or picks a radio from the keyboard. */
async function tick(target: Locator) {
  await expect.element(target).toBeInTheDocument()
  focus(target)
  await userEvent.keyboard(' ')
}

async function type(target: Locator, text: string) {
  await expect.element(target).toBeVisible()
  focus(target)
  await userEvent.keyboard(text)
}

/** Searches a combobox and takes the option from the keyboard. */
async function pickFrom(field: Locator, query: string, option: RegExp) {
  await type(field, query)
  await expect.element(page.getByRole('option', { name: option })).toBeVisible()
  await userEvent.keyboard('{ArrowDown}{Enter}')
}

const next = () => press(page.getByRole('button', { name: 'Suivant' }))
const yesNo = (question: string, answer: 'Oui' | 'Non') =>
  tick(page.getByRole('radiogroup', { name: question, exact: true }).getByRole('radio', { name: answer }))

/** The first step's answers; `service` false when the requesting service was typed already. */
async function fillPatientStep({ service = true }: { service?: boolean } = {}) {
  await pickFrom(page.getByRole('combobox', { name: 'Patiente', exact: true }), 'Gir', /Léa Girard/)
  await expect.element(page.getByText('Patiente retenue : Léa Girard')).toBeVisible()
  await type(page.getByRole('textbox', { name: "Nombre d'enfants" }), '1')
  await type(page.getByRole('textbox', { name: 'Nombre de grossesses' }), '2')
  if (service) await type(page.getByRole('textbox', { name: 'Service demandeur' }), 'Suites de couches')
  await pickFrom(
    page.getByRole('combobox', { name: 'Adresse de la patiente' }),
    'Rivoli',
    /1 Rue de Rivoli, 75001 Paris/,
  )
  await expect.element(page.getByText('Adresse retenue : 1 Rue de Rivoli, 75001 Paris')).toBeVisible()
}

const pdf = (name: string, text: string) =>
  new File([`%PDF-1.4\n% ${text}\n%%EOF\n`], name, { type: 'application/pdf' })

async function attach(document: string, file: File) {
  const input = page
    .getByRole('group', { name: document, exact: true })
    .element()
    .querySelector('input[type="file"]')
  await userEvent.upload(input!, file)
  await expect.element(page.getByText(`Fichier choisi : ${file.name}`)).toBeVisible()
}

async function fillRequestStep(type: string) {
  await tick(page.getByRole('checkbox', { name: type }))
  await yesNo('Pathologie déclarée', 'Non')
  await tick(page.getByRole('checkbox', { name: 'Constantes vitales' }))
  await attach('Lettre de liaison', pdf('lettre-liaison.pdf', 'Lettre de liaison de Léa Girard'))
  await attach('Ordonnance', pdf('ordonnance.pdf', 'Ordonnance de Léa Girard'))
}

async function fillPostpartumStep() {
  await tick(page.getByRole('checkbox', { name: 'Test de Guthrie' }))
  await tick(page.getByRole('radio', { name: 'Simple' }))
  await tick(page.getByRole('checkbox', { name: 'Allaitement maternel' }))
  await yesNo('Allergies', 'Oui')
  await type(page.getByRole('textbox', { name: 'Précisez les allergies' }), 'Pénicilline')
  await yesNo('Événement indésirable pendant le séjour', 'Non')
  await tick(page.getByRole('radio', { name: 'Primipare' }))
  for (const question of [
    "Implication de l'équipe d'hygiène",
    "Porteuse ou contact d'une bactérie multirésistante",
    'Prise en charge sociale',
    'Questionnaire de dépistage de la dépression du post-partum réalisé',
    'Rendez-vous médicaux programmés',
    'Rééducation périnéale prescrite',
    'Informations sur la vaccination contre la coqueluche données',
    'Informations sur la vaccination contre la rubéole données',
    'Informations sur le sommeil du nourrisson données',
  ]) {
    await yesNo(question, 'Non')
  }
}

const recurrenceDialog = () => page.getByRole('dialog', { name: 'Fréquence des visites' })

/** Empties every segment of a date field, from its last one backwards. */
async function clearDate(label: string) {
  const segments = recurrenceDialog().getByRole('group', { name: label, exact: true }).getByRole('spinbutton')
  focus(segments.last())
  await userEvent.keyboard('{Backspace}'.repeat(12))
}

async function typeDate(label: string, date: string) {
  const [year, month, day] = date.split('-') as [string, string, string]
  focus(recurrenceDialog().getByRole('group', { name: label, exact: true }).getByRole('spinbutton').first())
  await userEvent.keyboard(`${day}${month}${year}`)
}

beforeEach(async () => {
  toastQueue.clear()
  await page.viewport(1280, 900)
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe("the care-request wizard of a maternity ('Nouvelle demande')", () => {
  it('goes through the three steps by keyboard, asks the recurrence, sends the documents then the encrypted request', async () => {
    const { store, vault, location } = await open()
    await expect.element(page.getByRole('heading', { level: 1, name: 'Nouvelle demande' })).toBeVisible()
    await expect.element(stepHeading('Étape 1 sur 3 : La patiente')).toBeVisible()

    // A step stops on its own fields, each error at its field, and keeps what was typed.
    await type(page.getByRole('textbox', { name: 'Service demandeur' }), 'Suites de couches')
    await next()
    const children = page.getByRole('textbox', { name: "Nombre d'enfants" })
    await expect.element(children).toHaveAttribute('aria-invalid', 'true')
    await expect.element(children).toHaveAccessibleDescription(REQUIRED)
    await expect
      .element(page.getByRole('combobox', { name: 'Patiente', exact: true }))
      .toHaveAccessibleDescription(/Ce champ est obligatoire/)
    await expect
      .element(page.getByRole('textbox', { name: 'Service demandeur' }))
      .toHaveValue('Suites de couches')
    await expect.element(stepHeading('Étape 1 sur 3')).toBeVisible()

    await fillPatientStep({ service: false })
    await tick(page.getByRole('checkbox', { name: 'Visite sous 24 heures' }))
    await expect.element(children).not.toHaveAttribute('aria-invalid', 'true')
    await next()
    await expect.element(stepHeading('Étape 2 sur 3 : La demande')).toHaveFocus()
    // Only the first step goes back to the list; the others go to the step before.
    await expect.element(page.getByRole('button', { name: /Retour/ })).not.toBeInTheDocument()
    await expect.element(page.getByRole('button', { name: 'Précédent' })).toBeVisible()

    await next()
    await expect
      .element(page.getByRole('group', { name: 'Lettre de liaison' }))
      .toHaveAccessibleDescription(REQUIRED)
    await fillRequestStep('Sortie précoce')
    await next()

    await expect.element(stepHeading('Étape 3 sur 3 : Le post-partum')).toBeVisible()
    await expect
      .element(page.getByRole('textbox', { name: 'Précisez les allergies' }))
      .not.toBeInTheDocument()
    await fillPostpartumStep()
    await next()

    // The recurrence: today by default; each date is required and the end follows the start.
    await expect.element(recurrenceDialog()).toBeVisible()
    await clearDate('Date de début')
    await clearDate('Date de fin')
    await press(recurrenceDialog().getByRole('button', { name: 'Créer la demande' }))
    await expect.element(recurrenceDialog().getByText('La date de début est obligatoire')).toBeVisible()
    await expect.element(recurrenceDialog().getByText('La date de fin est obligatoire')).toBeVisible()
    await typeDate('Date de début', '2026-03-09')
    await typeDate('Date de fin', '2026-03-02')
    await press(recurrenceDialog().getByRole('button', { name: 'Créer la demande' }))
    await expect
      .element(recurrenceDialog().getByText('La date de fin doit être après la date de début'))
      .toBeVisible()
    await clearDate('Date de fin')
    await typeDate('Date de fin', '2026-04-03')
    await tick(recurrenceDialog().getByRole('radio', { name: '2 fois par semaine' }))
    expect(store.calls).toEqual([])
    await press(recurrenceDialog().getByRole('button', { name: 'Créer la demande' }))

    await expect.element(page.getByText('Demande créée')).toBeVisible()
    await expect
      .element(page.getByText('La demande de prise en charge de Léa Girard a été créée.'))
      .toBeVisible()
    await expect.poll(location).toBe(LIST)
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Demandes de prise en charge' }))
      .toBeVisible()

    // The two documents first, then the request naming them.
    expect(store.calls.map((call) => call.kind)).toEqual(['upload', 'upload', 'create'])
    const [lls, prescription, creation] = store.calls as [
      Extract<(typeof store.calls)[number], { kind: 'upload' }>,
      Extract<(typeof store.calls)[number], { kind: 'upload' }>,
      Extract<(typeof store.calls)[number], { kind: 'create' }>,
    ]
    expect([lls.attachment.kind, prescription.attachment.kind]).toEqual(['llsDoc', 'ordonnanceDoc'])
    const body = creation.body
    expect(body.attachmentIds).toEqual([lls.attachment.id, prescription.attachment.id])
    expect(body).toMatchObject({
      patientId: LEA.id,
      requestTypes: ['EARLY_DISCHARGE'],
      location: {
        text: '1 Rue de Rivoli, 75001 Paris',
        city: 'Paris',
        country: 'FR',
        coordinates: { latitude: 48.8557, longitude: 2.3589 },
      },
    })
    // No answer in clear: only what dispatching needs is.
    const sent = JSON.stringify(body)
    for (const answer of [
      'Suites de couches',
      'Pénicilline',
      'GUTHRIE',
      'primipare',
      'VITAL_SIGNS',
      'early',
    ]) {
      expect(sent).not.toContain(answer)
    }
    const session = await vault.retrieveSession(body.form.encryptionSessionId)
    const { v, answers } = JSON.parse(await session.decryptString(body.form)) as {
      v: number
      answers: Record<string, unknown>
    }
    expect(v).toBe(1)
    expect(answers).toMatchObject({
      patient: LEA.id,
      childrenNumber: 1,
      pregnancyNumber: 2,
      treatmentRequestingService: 'Suites de couches',
      urgent: 'early',
      typeDemande: ['EARLY_DISCHARGE'],
      hasPathologie: false,
      typeTest: ['VITAL_SIGNS'],
      llsDoc: [lls.attachment.id],
      ordonnanceDoc: [prescription.attachment.id],
      postPartum: ['GUTHRIE_TEST'],
      hasAllergies: true,
      allergiesDetails: 'Pénicilline',
      mere: 'primipare',
      recurrence: { fromDate: '2026-03-09', toDate: '2026-04-03', frequency: 2 },
    })
    const metadata = await session.decryptString(lls.attachment.metadata)
    expect(JSON.parse(metadata)).toEqual({
      v: 1,
      title: 'Lettre de liaison',
      fileName: 'lettre-liaison.pdf',
      contentType: 'application/pdf',
    })
  })

  it("goes back to the list with 'Retour' on the first step", async () => {
    const { location } = await open()
    await press(page.getByRole('button', { name: /Retour/ }))
    await expect.poll(location).toBe(LIST)
    // The list offers the wizard again.
    await press(page.getByRole('link', { name: 'Nouvelle demande' }))
    await expect.poll(location).toBe('/app/organization/requests/new')
    await expect.element(stepHeading('Étape 1 sur 3 : La patiente')).toBeVisible()
  })

  it("says the post-partum has no question for other types, and shows the API's refusal at its field", async () => {
    const { store, location } = await open({ store: { revoked: [LEA.id] } })
    await fillPatientStep()
    await next()
    await fillRequestStep('Demande de conseils')
    await next()
    await expect
      .element(page.getByText(/Aucune question de post-partum pour ces types de demande/))
      .toBeVisible()
    await next()
    await press(recurrenceDialog().getByRole('button', { name: 'Créer la demande' }))

    // Léa withdrew the structure's access meanwhile: back to her field, everything kept.
    const refusal = 'Ce patient ne fait pas partie des patients de la structure'
    await expect.element(stepHeading('Étape 1 sur 3 : La patiente')).toBeVisible()
    await expect.element(recurrenceDialog()).not.toBeInTheDocument()
    await expect
      .element(page.getByRole('combobox', { name: 'Patiente', exact: true }))
      .toHaveAccessibleDescription(new RegExp(refusal))
    await expect
      .element(page.getByRole('textbox', { name: 'Service demandeur' }))
      .toHaveValue('Suites de couches')
    expect(location()).toBe('/app/organization/requests/new')
    // The message stays until another patient is chosen.
    await next()
    await expect.element(stepHeading('Étape 1 sur 3')).toBeVisible()
    await pickFrom(page.getByRole('combobox', { name: 'Patiente', exact: true }), 'Lamb', /Chloé Lambert/)
    await expect
      .element(page.getByRole('combobox', { name: 'Patiente', exact: true }))
      .not.toHaveAccessibleDescription(new RegExp(refusal))
    await next()
    await expect.element(page.getByText('Fichier choisi : ordonnance.pdf')).toBeVisible()
    await next()
    await next()
    await press(recurrenceDialog().getByRole('button', { name: 'Créer la demande' }))
    await expect.poll(location).toBe(LIST)
    // The documents sent before the refusal were not sent again.
    expect(store.calls.map((call) => call.kind)).toEqual(['upload', 'upload', 'create', 'create'])
  })

  it('leads /wizardPEC to the wizard under /app', async () => {
    const { location } = await open({ path: '/wizardPEC' })
    await expect.poll(location).toBe('/app/organization/requests/new')
    await expect.element(stepHeading('Étape 1 sur 3 : La patiente')).toBeVisible()
  })
})
