// Patients and access to their data end to end. A new patient registers and unlocks on her device, so
// that her answers become her encrypted record; a doctor finds her by NIR and asks for access; she sees
// the request arrive in the bell without a reload, grants it in 'Mes données'; the doctor reads her
// record (decrypted in his browser) and finds her by a part of her name typed without accents; she sees
// his reads in 'Historique des accès' and revokes him, after which the server gives him nothing and what
// she writes is sealed under a key he never receives. In the other journey a midwife adds a patient
// through the wizard, meets the 409 of an email already taken and keeps what she typed; the new patient
// signs in, unlocks and finds the midwife's answers in her own record, which the midwife then reads.
// Afterwards nothing the e2e API stored holds the medical answers in clear.
import type { Page } from '@playwright/test'
import { nirFrom } from '../apps/api/src/testing/accounts.ts'
import { signInByCode } from './support/accounts.ts'
import { eightDigits, newPage, registerPatientWithRecord } from './support/patients.ts'
import { tabTo } from './support/keyboard.ts'
import { address } from './support/registration.ts'
import {
  API,
  expectNoAxeViolations,
  SAME_IN_EVERY_APP,
  type AppName,
  apiHeaders,
  nameMarker,
} from './support/fixtures.ts'
import { scanStoredData } from './support/plaintext-scan.ts'
import { expect, test } from './support/signed-in.ts'
import { unlockVault } from './support/vault.ts'

const DOCTOR = 'medecin.perinatal@demo.relais-sante.fr'
const MIDWIFE = 'sage-femme.perinatal@demo.relais-sante.fr'
const DEMO_PATIENT = 'patiente.perinatal@demo.relais-sante.fr'

/**
 * Scans everything the API stored: `control` (a name, kept in clear) must be found, `secret` (a medical
 * answer, encrypted in the browser) nowhere.
 */
async function expectStoredOnlyEncrypted(control: string, secret: string) {
  const scan = await scanStoredData([control, secret])
  expect(scan.scannedColumns).toBeGreaterThan(20)
  expect(scan.columns.get(control), 'the control is found by the SQL scan').not.toEqual([])
  expect(scan.columns.get(secret), `“${secret}” in a column`).toEqual([])
  expect(scan.files.get(secret), `“${secret}” in a stored file`).toEqual([])
}

interface StoredRecord {
  version: number
  envelope: { encryptionSessionId: string; epoch: number }
}

/** The signed-in patient's stored record, as the API keeps it (an envelope and its version). */
async function ownRecord(page: Page, app: AppName): Promise<StoredRecord> {
  const res = await page.request.get(`${API}/user/current/medical-record`, { headers: apiHeaders(app) })
  return res.status() === 200
    ? ((await res.json()) as StoredRecord)
    : { version: 0, envelope: { encryptionSessionId: '', epoch: -1 } }
}

test.describe('patients and access to their data', () => {
  test('a doctor asks by NIR, the patient grants in Mes données, he reads her record, she revokes', async ({
    app,
    browser,
    baseURL,
    signedInAs,
  }) => {
    test.skip(app !== 'perinatal', SAME_IN_EVERY_APP)
    test.setTimeout(120_000)
    const family = `Lefèvre${nameMarker()}`
    const treatments = `Fer ${nameMarker()}`
    const patientPage = await newPage(browser, baseURL)
    const patient = await registerPatientWithRecord(patientPage, app, family, treatments)

    // The doctor finds her by NIR and sends a request.
    const doctor = await signedInAs(DOCTOR)
    await doctor.goto('/app/patients')
    await expect(doctor.getByRole('heading', { name: 'Liste des patients', level: 1 })).toBeVisible()
    await doctor.getByRole('button', { name: 'Ajouter un patient' }).click()
    const dialog = doctor.getByRole('dialog', { name: 'Ajouter un patient' })
    await dialog.getByRole('textbox', { name: 'Numéro de sécurité sociale' }).fill(patient.nir)
    await expect(dialog.getByText(`Hélène ${family}`)).toBeVisible()
    await expectNoAxeViolations(doctor)
    await dialog.getByRole('button', { name: 'Envoyer une demande' }).click()
    await expect(doctor.getByText("Demande d'accès envoyée")).toBeVisible()

    // The bell of her open tab counts it without a reload; she grants it in 'Mes données'.
    await expect(patientPage.getByRole('button', { name: /Notifications.*1/ })).toBeVisible({
      timeout: 15_000,
    })
    // On a phone the bell opens a drawer, and the request its dialog: both pass axe there too.
    await patientPage.setViewportSize({ width: 375, height: 812 })
    await patientPage.getByRole('button', { name: /Notifications.*1/ }).click()
    const drawer = patientPage.getByRole('dialog', { name: /Notifications/ })
    await expectNoAxeViolations(patientPage)
    await drawer.getByRole('grid', { name: 'Notifications' }).getByRole('row').first().click()
    await expect(patientPage.getByRole('dialog', { name: "Demande d'accès" })).toBeVisible()
    await expectNoAxeViolations(patientPage)
    await patientPage.keyboard.press('Escape')
    await patientPage.setViewportSize({ width: 1440, height: 900 })
    await patientPage.goto('/app/user/settings#access-policy')
    await expect(patientPage.getByRole('button', { name: 'Accepter' }).first()).toBeVisible()
    await expectNoAxeViolations(patientPage)
    await patientPage.setViewportSize({ width: 375, height: 812 })
    await expectNoAxeViolations(patientPage)
    await patientPage.setViewportSize({ width: 1440, height: 900 })
    await patientPage.getByRole('button', { name: 'Accepter' }).first().click()
    await expect(patientPage.getByRole('button', { name: /^Révoquer l'accès de/ }).first()).toBeVisible()

    // The doctor now lists her and reads her record, decrypted in his browser.
    await doctor.goto('/app/patients')
    await doctor.getByRole('searchbox', { name: 'Rechercher un patient' }).fill(family.slice(0, 10))
    await doctor.getByText(`Hélène ${family}`).click()
    await expect(doctor.getByRole('heading', { name: `Hélène ${family}` })).toBeVisible()
    await expect(doctor.getByText(treatments)).toBeVisible({ timeout: 15_000 })
    await expect(doctor.getByText('B+')).toBeVisible()

    // The header's search finds her by a part of her name, typed without accents.
    const search = doctor.getByRole('searchbox', { name: 'Recherche globale' })
    await search.fill(
      `helene ${family
        .slice(0, 9)
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')}`,
    )
    await expect(
      doctor.getByRole('grid', { name: 'Patients trouvés' }).getByText(`Hélène ${family}`),
    ).toBeVisible()

    // She sees who read her file, then revokes him.
    await patientPage.reload()
    const history = patientPage.getByRole('grid', { name: 'Historique des accès' })
    await expect(history.getByRole('row').filter({ hasText: 'Dossier médical' }).first()).toBeVisible()
    await patientPage
      .getByRole('button', { name: /^Révoquer l'accès de/ })
      .first()
      .click()
    await patientPage
      .getByRole('alertdialog', { name: "Révoquer l'accès" })
      .getByRole('button', { name: 'Révoquer' })
      .click()
    await expect(patientPage.getByText('Aucun accès accordé')).toBeVisible()

    // From now on the server gives him nothing of her.
    await doctor.reload()
    await expect(doctor.getByRole('heading', { name: 'Page non trouvée' })).toBeVisible()

    // What she writes afterwards is sealed under a key he never receives: her browser renewed her
    // group's key when she revoked him, and her next write starts a new epoch of the record's session.
    const before = await ownRecord(patientPage, app)
    const allergies = `Latex ${nameMarker()}`
    await patientPage.evaluate(
      ([key, value]) =>
        (
          globalThis as unknown as { sessionStorage: { setItem(key: string, value: string): void } }
        ).sessionStorage.setItem(key!, value!),
      [`relais.${app}.pending-medical-record`, JSON.stringify({ bloodGroup: 'B+', allergies })],
    )
    await patientPage.goto('/app')
    await expect
      .poll(async () => (await ownRecord(patientPage, app)).version, { timeout: 20_000 })
      .toBe(before.version + 1)
    const after = await ownRecord(patientPage, app)
    expect(after.envelope.encryptionSessionId).toBe(before.envelope.encryptionSessionId)
    expect(after.envelope.epoch).toBeGreaterThan(before.envelope.epoch)
    const keysForHim = await doctor.request.get(
      `${API}/keys/sessions/${after.envelope.encryptionSessionId}/epochs/${after.envelope.epoch}/wrapped-keys`,
      { headers: apiHeaders(app) },
    )
    expect(keysForHim.status()).toBe(404)
    await patientPage.context().close()

    await expectStoredOnlyEncrypted(family, treatments)
    await expectStoredOnlyEncrypted(family, allergies)
  })

  test('a midwife adds a new patient through the wizard, past an email already taken', async ({
    app,
    browser,
    baseURL,
    signedInAs,
  }) => {
    test.skip(app !== 'perinatal', 'midwives practise in perinatal only')
    test.setTimeout(90_000)
    const family = `Bénard${nameMarker()}`
    const allergies = `Pollen ${nameMarker()}`
    const nir = nirFrom(eightDigits())
    const midwife = await signedInAs(MIDWIFE)
    await midwife.goto('/app/patients')
    await midwife.getByRole('button', { name: 'Ajouter un patient' }).click()
    const dialog = midwife.getByRole('dialog', { name: 'Ajouter un patient' })
    await dialog.getByRole('textbox', { name: 'Numéro de sécurité sociale' }).fill(nir)
    await expect(dialog.getByText('Aucun patient trouvé')).toBeVisible()
    await dialog.getByRole('button', { name: 'Créer' }).click()

    // Step 1, with the demo patient's email: the API answers 409 and the wizard says so at the field.
    await dialog.getByRole('textbox', { name: 'Prénom' }).fill('Zoé')
    await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill(family)
    await dialog.getByRole('radiogroup', { name: 'Genre' }).getByText('Femme', { exact: true }).click()
    await dialog.getByRole('group', { name: 'Date de naissance' }).getByRole('spinbutton').first().click()
    await midwife.keyboard.type('12051992')
    await dialog.getByRole('textbox', { name: 'Adresse email' }).fill(DEMO_PATIENT)
    await address(midwife, 'Adresse')
    await dialog.getByRole('button', { name: 'Suivant' }).click()
    await dialog.getByRole('button', { name: /Groupe sanguin/ }).click()
    await midwife.getByRole('listbox').getByRole('option', { name: 'O+', exact: true }).click()
    await dialog.getByRole('textbox', { name: 'Allergies' }).fill(allergies)
    await dialog.getByRole('button', { name: 'Créer le patient' }).click()
    await expect(dialog.getByText('Cet email est déjà associé à un compte existant')).toBeVisible()
    await expect(dialog.getByRole('textbox', { name: 'Nom', exact: true })).toHaveValue(family)

    await dialog
      .getByRole('textbox', { name: 'Adresse email' })
      .fill(`e2e.${family.toLowerCase()}@exemple.fr`)
    await dialog.getByRole('button', { name: 'Suivant' }).click()
    await expect(dialog.getByRole('textbox', { name: 'Allergies' })).toHaveValue(allergies)
    await dialog.getByRole('button', { name: 'Créer le patient' }).click()
    await expect(midwife.getByText('Patient ajouté')).toBeVisible()
    await expect(midwife.getByRole('row', { name: new RegExp(family) })).toBeVisible()

    // Her page shows the answers, decrypted in the midwife's browser.
    await midwife
      .getByRole('row', { name: new RegExp(family) })
      .getByText(`Zoé ${family}`)
      .click()
    await expect(midwife.getByRole('heading', { name: `Zoé ${family}` })).toBeVisible()
    await expect(midwife.getByText(allergies)).toBeVisible({ timeout: 15_000 })
    await expect(midwife.getByText(/Renseigné à la création du dossier le/)).toBeVisible()
    await expectNoAxeViolations(midwife)

    // The patient signs in for the first time with that email, unlocks with the code she receives and
    // finds the answers in her own record, asked nothing again.
    const email = `e2e.${family.toLowerCase()}@exemple.fr`
    const patient = await newPage(browser, baseURL)
    await signInByCode(patient.request, app, email)
    await patient.goto('/app/patients')
    await unlockVault(patient, app, email)
    await expect(patient.getByRole('heading', { name: `Zoé ${family}` })).toBeVisible()
    await expect(patient.getByText(allergies)).toBeVisible({ timeout: 15_000 })
    await expect(patient.getByText(/Mis à jour le/)).toBeVisible({ timeout: 15_000 })
    await expect.poll(async () => (await ownRecord(patient, app)).version, { timeout: 20_000 }).toBe(1)
    await patient.context().close()

    // Her record is now hers, and the midwife granted at the creation reads it.
    await midwife.reload()
    await expect(midwife.getByText(/Mis à jour le/)).toBeVisible({ timeout: 15_000 })
    await expect(midwife.getByText(allergies)).toBeVisible()

    await expectStoredOnlyEncrypted(family, allergies)
  })

  test('by keyboard alone on a phone: a midwife adds a patient through the wizard, every page and dialog passing axe', async ({
    app,
    signedInAs,
  }) => {
    test.skip(app !== 'perinatal', 'midwives practise in perinatal only')
    test.setTimeout(120_000)
    const family = `Girard${nameMarker()}`
    const allergies = `Arachide ${nameMarker()}`
    const midwife = await signedInAs(MIDWIFE)
    const keys = midwife.keyboard
    await midwife.setViewportSize({ width: 375, height: 812 })
    await midwife.goto('/app/patients')
    await expect(midwife.getByRole('heading', { name: 'Liste des patients', level: 1 })).toBeVisible()
    await expectNoAxeViolations(midwife)

    await tabTo(midwife, midwife.getByRole('button', { name: 'Ajouter un patient' }))
    await keys.press('Enter')
    const dialog = midwife.getByRole('dialog', { name: 'Ajouter un patient' })
    await tabTo(midwife, dialog.getByRole('textbox', { name: 'Numéro de sécurité sociale' }))
    await keys.type(nirFrom(eightDigits()))
    await expect(dialog.getByText('Aucun patient trouvé')).toBeVisible()
    await expectNoAxeViolations(midwife)
    await tabTo(midwife, dialog.getByRole('button', { name: 'Créer' }))
    await keys.press('Enter')

    // Step 1: each field reached with Tab, the gender with the arrows, the address from its suggestions.
    await tabTo(midwife, dialog.getByRole('textbox', { name: 'Prénom' }))
    await keys.type('Léa')
    await tabTo(midwife, dialog.getByRole('textbox', { name: 'Nom', exact: true }))
    await keys.type(family)
    const genders = dialog.getByRole('radiogroup', { name: 'Genre' })
    await tabTo(midwife, genders.getByRole('radio').first())
    await keys.press('ArrowDown')
    await expect(genders.getByRole('radio', { name: 'Femme' })).toBeChecked()
    await tabTo(
      midwife,
      dialog.getByRole('group', { name: 'Date de naissance' }).getByRole('spinbutton').first(),
    )
    await keys.type('03071991')
    await tabTo(midwife, dialog.getByRole('textbox', { name: 'Adresse email' }))
    await keys.type(`e2e.${family.toLowerCase()}@exemple.fr`)
    await tabTo(midwife, dialog.getByRole('combobox', { name: 'Adresse', exact: true }))
    await keys.type('Lyon', { delay: 40 })
    await expect(midwife.getByRole('listbox').getByRole('option', { name: /^Lyon/ }).first()).toBeVisible({
      timeout: 15_000,
    })
    await keys.press('ArrowDown')
    await keys.press('Enter')
    await expect(dialog.getByText(/Adresse retenue/)).toBeVisible()
    await expectNoAxeViolations(midwife)
    await tabTo(midwife, dialog.getByRole('button', { name: 'Suivant' }))
    await keys.press('Enter')

    // Step 2: the blood group from its list, the allergies typed.
    await tabTo(midwife, dialog.getByRole('button', { name: /Groupe sanguin/ }))
    await keys.press('Enter')
    const options = midwife.getByRole('listbox')
    await expect(options).toBeVisible()
    while (
      !(await options
        .getByRole('option', { name: 'A+', exact: true })
        .evaluate(
          (element) =>
            (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement ===
            element,
        ))
    ) {
      await keys.press('ArrowDown')
    }
    await keys.press('Enter')
    await expect(dialog.getByRole('button', { name: /Groupe sanguin/ })).toContainText('A+')
    await tabTo(midwife, dialog.getByRole('textbox', { name: 'Allergies' }))
    await keys.type(allergies)
    await expectNoAxeViolations(midwife)
    await tabTo(midwife, dialog.getByRole('button', { name: 'Créer le patient' }))
    await keys.press('Enter')
    await expect(midwife.getByText('Patient ajouté')).toBeVisible()

    // Her page, reached from the list's search and its first row, then the bell's drawer.
    await tabTo(midwife, midwife.getByRole('searchbox', { name: 'Rechercher un patient' }))
    await keys.type(family)
    await expect(midwife.getByRole('row', { name: new RegExp(family) })).toBeVisible()
    await tabTo(midwife, midwife.getByRole('row', { name: new RegExp(family) }))
    await keys.press('Enter')
    await expect(midwife.getByRole('heading', { name: `Léa ${family}` })).toBeVisible()
    await expect(midwife.getByText(allergies)).toBeVisible({ timeout: 15_000 })
    await expectNoAxeViolations(midwife)
    await tabTo(midwife, midwife.getByRole('button', { name: /^Notifications/ }), 'Shift+Tab')
    await keys.press('Enter')
    await expect(midwife.getByRole('dialog', { name: /Notifications/ })).toBeVisible()
    await expectNoAxeViolations(midwife)
    await keys.press('Escape')
    await expect(midwife.getByRole('dialog', { name: /Notifications/ })).toBeHidden()
  })
})
