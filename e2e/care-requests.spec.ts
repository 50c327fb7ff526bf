// Care requests end to end, in perinatal: the maternity service makes a request for one of its
// patients through the wizard (early discharge, so the post-partum step asks its questions, two
// documents, a recurrence), sends it to the external midwife the picker ranks first, who finds it in
// 'Mes prises en charge', reads its answers decrypted in her browser, takes it and opens its page,
// from which she creates a consultation; the maternity's list then says 'Prise en charge par …'. A
// request nobody can take (a PMI midwife is asked for) leads to the external practitioners' page.
// Nothing of the answers or the documents reaches the API in clear. In mobility a new patient asks
// for a nurse at home from her dashboard; the dispatch centre sees the visit on its map, without her
// name or reason, ranks the nurses and gives it to one; the nurse reads her reason on his tour and sets
// off (his position, emulated, shown to her), arrives and ends the visit, each step on her dashboard.
import type { Page } from '@playwright/test'
import { E2E_PORTS } from './support/ports.ts'
import { signInAsDemo } from './support/accounts.ts'
import { unlockVault } from './support/vault.ts'
import { registration } from '../apps/api/src/testing/accounts.ts'
import { API, apiHeaders, expectNoAxeViolations, nameMarker, type AppName } from './support/fixtures.ts'
import { newPage, registerPatientWithRecord } from './support/patients.ts'
import { pdfWith } from './support/pdf.ts'
import { scanStoredData } from './support/plaintext-scan.ts'
import { registerPractitioner } from './support/practitioners.ts'
import { axeAtBothWidths, check } from './support/registration.ts'
import { expect, test } from './support/signed-in.ts'

const MATERNITY = 'maternite.perinatal@demo.relais-sante.fr'
const OPERATOR = 'operateur.dispatch@demo.relais-sante.fr'
/** The demo mobility nurse. */
const NURSE = 'infirmier.mobility@demo.relais-sante.fr'
const NURSE_NAME = 'Karim Benali'
/** A few streets from the visit's address: where the nurse's device says he is. */
const NEAR_THE_VISIT = { latitude: 48.8266, longitude: 2.3631 }

/** A PMI's address in the offline directory, with a point: where the patient is visited. */
const VISIT_ADDRESS = '134 BOULEVARD MASSÉNA, 75013 PARIS'
/** The midwife practises around the 13th arrondissement, 20 km round. */
const PARIS_13 = {
  text: 'Paris 13e',
  city: 'Paris',
  postalCode: '75013',
  country: 'FR',
  coordinates: { latitude: 48.8322, longitude: 2.3561 },
}

async function organizationIdOf(page: Page, app: AppName): Promise<string> {
  const current = await page.request.get(`${API}/user/current`, { headers: apiHeaders(app) })
  return ((await current.json()) as { organizations: { id: string }[] }).organizations[0]!.id
}

/** Ticks a yes/no question's answer. */
async function answer(page: Page, question: string, choice: 'Oui' | 'Non') {
  await page
    .getByRole('radiogroup', { name: question, exact: true })
    .getByText(choice, { exact: true })
    .click()
}

test.describe('care requests', () => {
  test('a maternity’s request reaches the midwife ranked first, who takes it; one nobody can take leads to the external practitioners', async ({
    app,
    browser,
    baseURL,
    signedInAs,
  }) => {
    test.skip(app !== 'perinatal', 'care requests are perinatal structures’')
    test.setTimeout(240_000)
    const marker = nameMarker()
    const family = `Prise${marker}`
    const pathology = `Prééclampsie ${marker}`
    const allergies = `Pénicilline ${marker}`
    const letterText = `Lettre de liaison ${marker}`

    // An external midwife practising near the patient, qualified for early discharges, open today.
    const { page: midwife, id: midwifeId } = await registerPractitioner(browser, baseURL, app, {
      userType: 'midwife',
      firstName: 'Inès',
      lastName: family,
      email: `e2e.care-requests.${family.toLowerCase()}@exemple.fr`,
      overrides: {
        midwife: {
          ...(registration('midwife', { email: 'x@exemple.fr', phone: '+33100000000' }).midwife as object),
          qualifications: ['POSTPARTUM_CONSULTATION', 'BREASTFEEDING_COUNSELLING'],
          exerciceZone: PARIS_13,
          exerciceRadius: 20,
        },
      },
    })
    const week = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
      start: `2018-01-0${day}T00:00:00`,
      end: `2018-01-0${day}T23:59:00`,
    }))
    const opened = await midwife.request.put(`${API}/practitioner/${midwifeId}/schedule/recurring-slots`, {
      headers: apiHeaders(app),
      data: { slots: week },
    })
    expect(opened.status(), await opened.text()).toBe(200)

    // The maternity counts her among its external practitioners; she accepts.
    const maternity = await signedInAs(MATERNITY)
    const organizationId = await organizationIdOf(maternity, app)
    const invited = await maternity.request.post(
      `${API}/organization/${organizationId}/external-practitioners`,
      {
        headers: apiHeaders(app),
        data: { userId: midwifeId },
      },
    )
    expect(invited.status(), await invited.text()).toBe(201)
    const policy = (await invited.json()) as { id: string }
    const accepted = await midwife.request.post(`${API}/access-policy/${policy.id}/approve`, {
      headers: apiHeaders(app),
    })
    expect(accepted.status(), await accepted.text()).toBe(200)

    // A patient of the maternity: it asks for her file, she accepts in 'Mes données'.
    const patient = await newPage(browser, baseURL)
    await registerPatientWithRecord(patient, app, family, 'Spasfon')
    const patientId = (
      (await (await patient.request.get(`${API}/user/current`, { headers: apiHeaders(app) })).json()) as {
        id: string
      }
    ).id
    const asked = await maternity.request.post(
      `${API}/organization/${organizationId}/affiliate-patient/${patientId}`,
      { headers: apiHeaders(app) },
    )
    expect(asked.status(), await asked.text()).toBe(201)
    await patient.goto('/app/user/settings#access-policy')
    await patient.getByRole('button', { name: 'Accepter' }).first().click()
    await expect(patient.getByRole('button', { name: /^Révoquer l'accès de/ }).first()).toBeVisible()

    // The wizard: 'Nouvelle demande' from the list.
    await maternity.goto('/app/organization/requests')
    await maternity.getByRole('link', { name: 'Nouvelle demande' }).click()
    await expect(maternity.getByRole('heading', { level: 1, name: 'Nouvelle demande' })).toBeVisible()
    await axeAtBothWidths(maternity)
    const patientBox = maternity.getByRole('combobox', { name: 'Patiente', exact: true })
    await patientBox.fill(family)
    await maternity.getByRole('option', { name: new RegExp(family) }).click()
    await maternity.getByRole('textbox', { name: "Nombre d'enfants" }).fill('1')
    await maternity.getByRole('textbox', { name: 'Nombre de grossesses' }).fill('2')
    await maternity.getByRole('textbox', { name: 'Service demandeur' }).fill('Suites de couches')
    const place = maternity.getByRole('combobox', { name: 'Adresse de la patiente' })
    const suggestion = maternity.getByRole('listbox').getByRole('option', { name: VISIT_ADDRESS }).first()
    await expect(async () => {
      await place.fill('')
      await place.pressSequentially('134 boulevard Masséna', { delay: 40 })
      await expect(suggestion).toBeVisible({ timeout: 4_000 })
    }).toPass({ timeout: 30_000 })
    await suggestion.click()
    await check(maternity, 'Visite sous 24 heures')
    await maternity.getByRole('button', { name: 'Suivant' }).click()

    await expect(maternity.getByRole('heading', { level: 2, name: /Étape 2 sur 3/ })).toBeVisible()
    await check(maternity, 'Sortie précoce')
    await answer(maternity, 'Pathologie déclarée', 'Oui')
    await maternity.getByRole('textbox', { name: 'Précisez la pathologie' }).fill(pathology)
    await check(maternity, 'Constantes vitales')
    const attach = async (group: string, name: string, text: string) =>
      maternity
        .getByRole('group', { name: group, exact: true })
        .locator('input[type="file"]')
        .setInputFiles({ name, mimeType: 'application/pdf', buffer: pdfWith(text) })
    await attach('Lettre de liaison', 'lettre-liaison.pdf', letterText)
    await attach('Ordonnance', 'ordonnance.pdf', `Ordonnance ${marker}`)
    await maternity.getByRole('button', { name: 'Suivant' }).click()

    await expect(maternity.getByRole('heading', { level: 2, name: /Étape 3 sur 3/ })).toBeVisible()
    await check(maternity, 'Test de Guthrie')
    await maternity
      .getByRole('radiogroup', { name: 'Suites de couches' })
      .getByText('Simple', { exact: true })
      .click()
    await check(maternity, 'Allaitement maternel')
    await answer(maternity, 'Allergies', 'Oui')
    await maternity.getByRole('textbox', { name: 'Précisez les allergies' }).fill(allergies)
    await answer(maternity, 'Événement indésirable pendant le séjour', 'Non')
    await maternity
      .getByRole('radiogroup', { name: 'Situation de la mère' })
      .getByText('Primipare', { exact: true })
      .click()
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
      await answer(maternity, question, 'Non')
    }
    await axeAtBothWidths(maternity)
    await maternity.getByRole('button', { name: 'Suivant' }).click()

    // Twice a week from today.
    const recurrence = maternity.getByRole('dialog', { name: 'Fréquence des visites' })
    await recurrence.getByText('2 fois par semaine').click()
    await expectNoAxeViolations(maternity)
    await recurrence.getByRole('button', { name: 'Créer la demande' }).click()
    await expect(
      maternity.getByText(`La demande de prise en charge de Hélène ${family} a été créée.`),
    ).toBeVisible({
      timeout: 20_000,
    })
    await expect(maternity).toHaveURL(/\/app\/organization\/requests$/)
    const row = maternity.getByRole('row', { name: new RegExp(family) })
    await expect(row).toContainText('Brouillon')

    // The picker: she is first, and says why.
    await row.click()
    const picker = maternity.getByRole('dialog', { name: 'Envoyer la demande' })
    const first = picker.getByRole('row').first()
    await expect(first).toContainText(`Inès ${family}`)
    await expect(first).toContainText('Recommandée')
    await expect(first).toContainText(/km · \d+ min · qualifié\(e\)/)
    await expect(picker.getByRole('button', { name: 'Suivant' })).toBeDisabled()
    await axeAtBothWidths(maternity)
    await first.click()
    await picker.getByRole('button', { name: 'Suivant' }).click()
    await expect(maternity.getByText('La demande de soins a été envoyée')).toBeVisible()
    await expect(row).toContainText('En attente de prise en charge')

    // The midwife: 'Mes prises en charge', the detail decrypted in her browser, 'Accepter'.
    await midwife.goto('/app/requests')
    const mine = midwife.getByRole('row', { name: new RegExp(family) })
    await expect(mine).toContainText('En attente de votre réponse')
    await axeAtBothWidths(midwife)
    await mine.click()
    const detail = midwife.getByRole('dialog', { name: 'Demande de prise en charge' })
    await expect(detail.getByText(pathology)).toBeVisible({ timeout: 15_000 })
    await expect(detail.getByText(allergies)).toBeVisible()
    await expect(detail.getByText('2 visites par semaine', { exact: false })).toBeVisible()
    await expectNoAxeViolations(midwife)
    await detail.getByRole('button', { name: 'Accepter' }).click()
    await expect(midwife).toHaveURL(/\/app\/requests\/[0-9a-f-]{36}$/)
    await expect(midwife.getByRole('heading', { level: 1, name: `Hélène ${family}` })).toBeVisible()
    await expect(midwife.getByText(`Prise en charge par Inès ${family}`)).toBeVisible()
    await expect(midwife.getByRole('link', { name: "Obtenir l'itinéraire" })).toHaveAttribute(
      'href',
      /openstreetmap\.org\/directions.*48\.819945/,
    )
    // The map: the patient and her zone, drawn on the base map shipped with the app (no network), and
    // the same said in words.
    const map = midwife.getByRole('region', {
      name: "Carte : l'adresse de la patiente et votre zone d'exercice",
    })
    await expect(map).toBeVisible({ timeout: 15_000 })
    // The pins sit beside the canvas, in the map's container.
    const where = map.locator('xpath=..')
    await expect(where.getByText('Patiente', { exact: true })).toBeVisible({ timeout: 15_000 })
    await expect(where.getByText('Votre zone', { exact: true })).toBeVisible()
    await expect(midwife.getByText(/^Depuis votre zone d'exercice : ≈ 1,9\d km · 4 min/)).toBeVisible()
    await axeAtBothWidths(midwife)
    // Her dashboard maps and lists it too.
    await midwife.goto('/app')
    await expect(
      midwife.getByRole('region', { name: 'Carte de vos demandes de prise en charge (1)' }),
    ).toBeVisible({ timeout: 15_000 })
    await expect(midwife.getByRole('row', { name: new RegExp(family) })).toContainText(
      `Prise en charge par Inès ${family}`,
    )
    await midwife.goBack()
    await midwife.getByRole('link', { name: 'Créer une consultation' }).click()
    await expect(midwife.getByRole('dialog', { name: 'Nouvelle consultation' })).toBeVisible()

    // The maternity sees who took it.
    await maternity.reload()
    await expect(maternity.getByRole('row', { name: new RegExp(family) })).toContainText(
      `Prise en charge par Inès ${family}`,
    )

    // A request nobody can take: a PMI midwife is asked for, and she is not one.
    const [made] = (
      (await (
        await maternity.request.get(`${API}/organization/${organizationId}/service-requests`, {
          headers: apiHeaders(app),
        })
      ).json()) as { serviceRequests: { subject: { id: string }; location: unknown; form: unknown }[] }
    ).serviceRequests.filter((request) => request.subject.id === patientId)
    const pmi = await maternity.request.post(`${API}/organization/${organizationId}/service-requests`, {
      headers: apiHeaders(app),
      data: {
        patientId,
        requestTypes: ['PMI_MIDWIFE'],
        requestDate: new Date().toISOString().slice(0, 10),
        location: made!.location,
        form: made!.form,
      },
    })
    expect(pmi.status(), await pmi.text()).toBe(201)
    await maternity.reload()
    await maternity
      .getByRole('row', { name: new RegExp(family) })
      .filter({ hasText: 'Brouillon' })
      .click()
    const nobody = maternity.getByRole('alertdialog', { name: 'Aucun prestataire disponible' })
    await expect(nobody).toContainText(
      'Aucun prestataire disponible, vous allez être redirigé vers la page de gestion des prestataires externes',
    )
    await expectNoAxeViolations(maternity)
    await nobody.getByRole('button', { name: 'Oui' }).click()
    await expect(maternity).toHaveURL(/\/app\/organization\/external-practitioners$/)

    // What the API stored holds none of the answers nor the documents' text.
    const needles = [pathology, allergies, letterText]
    const scan = await scanStoredData(needles)
    expect(scan.scannedColumns).toBeGreaterThan(20)
    for (const needle of needles) {
      expect(scan.columns.get(needle), `“${needle}” in a column`).toEqual([])
      expect(scan.files.get(needle), `“${needle}” in a file`).toEqual([])
    }
    await patient.close()
    await midwife.close()
  })
})

test.describe('home visits', () => {
  test('a mobility patient asks for a nurse at home; the dispatch centre gives the visit from its map; she watches her nurse set off, arrive and end the visit', async ({
    app,
    browser,
    baseURL,
    signedInAs,
  }) => {
    test.skip(app !== 'mobility', 'home visits are the mobility mode’s, given by the dispatch centre')
    test.setTimeout(180_000)
    const marker = nameMarker()
    const family = `Visite${marker}`
    const reason = `Fièvre depuis trois jours ${marker}`

    // A new patient, her vault unlocked on this device.
    const patient = await newPage(browser, baseURL)
    await registerPatientWithRecord(patient, app, family, 'Aucun')
    await expect(patient.getByRole('heading', { name: 'Visite à domicile' })).toBeVisible()
    await patient.getByRole('button', { name: 'Demander une visite à domicile' }).click()
    const dialog = patient.getByRole('dialog', { name: 'Demander une visite à domicile' })
    // Her address on file was typed, never found in the list: she picks the place of the visit.
    await dialog.getByRole('button', { name: 'Envoyer la demande' }).click()
    await expect(dialog.getByText('Ce champ est obligatoire')).toBeVisible()
    const place = dialog.getByRole('combobox', { name: 'Adresse de la visite' })
    const suggestion = patient.getByRole('listbox').getByRole('option', { name: VISIT_ADDRESS }).first()
    await expect(async () => {
      await place.fill('')
      await place.pressSequentially('134 boulevard Masséna', { delay: 40 })
      await expect(suggestion).toBeVisible({ timeout: 4_000 })
    }).toPass({ timeout: 30_000 })
    await suggestion.click()
    await dialog.getByRole('textbox', { name: 'Motif de la visite' }).fill(reason)
    await axeAtBothWidths(patient)
    await dialog.getByRole('button', { name: 'Envoyer la demande' }).click()
    await expect(dialog).toBeHidden()
    // Her visit's step (the page's other live regions say other things).
    const visitStatus = patient
      .getByRole('status')
      .filter({ hasText: /^(Demande|Votre infirmier|Consultation terminée)/ })
    await expect(visitStatus).toHaveText('Demande en attente de prise en charge')
    await expectNoAxeViolations(patient)

    // The dispatch centre: the visit waits on its map, by town and time only.
    const dispatchContext = await browser.newContext({
      baseURL: `http://localhost:${E2E_PORTS.dispatch}`,
      viewport: { width: 1440, height: 900 },
    })
    const operator = await dispatchContext.newPage()
    await signInAsDemo(operator, 'dispatch', OPERATOR)
    await operator.goto('/app')
    await unlockVault(operator, 'dispatch', OPERATOR)
    await expect(operator.getByRole('heading', { name: 'Demandes en attente' })).toBeVisible()
    await operator.getByRole('link', { name: 'Ouvrir la carte' }).click()
    await expect(
      operator.getByRole('region', { name: 'Carte des demandes et des intervenants' }),
    ).toBeVisible()
    const waiting = operator.getByRole('grid', { name: /Demandes en attente/ })
    const visit = waiting.getByRole('row').filter({ hasText: 'Paris' }).last()
    await expect(visit).toBeVisible()
    await expect(operator.getByText(family)).toHaveCount(0)
    await expect(operator.getByText(marker)).toHaveCount(0)
    await visit.click()
    await expect(operator.getByRole('heading', { name: 'Intervenants proposés' })).toBeVisible()
    await expectNoAxeViolations(operator)
    await operator.getByRole('button', { name: `Attribuer à ${NURSE_NAME}` }).click()
    await expect(operator.getByText('Demande attribuée')).toBeVisible()
    await dispatchContext.close()

    // Her dashboard reads the visit again within 5 s: a nurse is coming.
    await expect(visitStatus).toHaveText('Demande prise en charge', { timeout: 15_000 })
    await expect(patient.getByText(`Infirmier : ${NURSE_NAME}`, { exact: false })).toBeVisible()

    // The nurse finds the visit on his tour, her reason readable in his browser once hers shared it.
    const nurse = await signedInAs(NURSE)
    await nurse.context().grantPermissions(['geolocation'], { origin: baseURL })
    await nurse.context().setGeolocation(NEAR_THE_VISIT)
    await nurse.goto('/app/service-request-tour')
    await expect(nurse.getByRole('heading', { name: 'Tournée de consultations', level: 1 })).toBeVisible()
    const onTour = nurse.getByRole('listitem').filter({ hasText: reason })
    await expect(onTour).toBeVisible({ timeout: 20_000 })
    await expectNoAxeViolations(nurse)
    await onTour.getByRole('button', { name: /^Je pars/ }).click()
    await expect(visitStatus).toHaveText('Votre infirmier est en route', { timeout: 15_000 })
    // Her page shows where he is, from his device's position.
    await expect(patient.getByText(new RegExp(`^${NURSE_NAME} est à ≈ .* de chez vous`))).toBeVisible()
    await onTour.getByRole('button', { name: /^Je suis arrivé/ }).click()
    await expect(visitStatus).toHaveText('Votre infirmier est arrivé', { timeout: 15_000 })
    await onTour.getByRole('button', { name: /^Terminer la visite/ }).click()
    await expect(visitStatus).toHaveText('Consultation terminée', { timeout: 15_000 })
    await expect(patient.getByRole('button', { name: 'Demander une visite à domicile' })).toBeVisible()

    // Her reason never reached the API in clear.
    const scan = await scanStoredData([reason])
    expect(scan.scannedColumns).toBeGreaterThan(20)
    expect(scan.columns.get(reason), 'the reason in a column').toEqual([])
    expect(scan.files.get(reason), 'the reason in a file').toEqual([])
    await patient.context().close()
  })
})
