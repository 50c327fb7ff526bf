// The medical record end to end. A woman of 30 fills it on /app/medical-record: the tobacco questions
// of an active smoker appear and are required, the screening step is hers, the prenatal step gives her
// dashboard its pregnancy week and due date, and the dashboard shows her history. A man of 40 gets
// neither the screening nor the prenatal step, and fills his with the keyboard alone. A doctor she
// granted reads her record and edits it; she reads his change; a midwife without a grant gets nothing.
// Nothing of the answers is stored in clear.
import { randomBytes } from 'node:crypto'
import type { Locator, Page } from '@playwright/test'
import { dateInZone, formatDate, pregnancyStatus, type IsoDate } from '../packages/domain/src/index.ts'
import { API, expectNoAxeViolations, type AppName, apiHeaders } from './support/fixtures.ts'
import { scanStoredData } from './support/plaintext-scan.ts'
import { newPage, registerPatientWithRecord, grantMedicalFile } from './support/patients.ts'
import { expect, test } from './support/signed-in.ts'

const DOCTOR = 'medecin.perinatal@demo.relais-sante.fr'
const MIDWIFE = 'sage-femme.perinatal@demo.relais-sante.fr'

const letters = () => Array.from(randomBytes(6), (byte) => String.fromCharCode(97 + (byte % 26))).join('')

async function idOf(page: Page, app: AppName): Promise<string> {
  const res = await page.request.get(`${API}/user/current`, { headers: apiHeaders(app) })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { id: string }).id
}

const choose = (scope: Page | Locator, question: RegExp | string, answer: string) =>
  scope.getByRole('radiogroup', { name: question }).getByText(answer, { exact: true }).click()

const next = (page: Page) => page.getByRole('button', { name: 'Suivant' }).click()

async function stepIs(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`${title}$`) })).toBeVisible()
}

/** The steps the wizard lists, in order. */
async function stepTitles(scope: Page | Locator): Promise<string[]> {
  return (await scope.locator('ol > li[data-state]').allInnerTexts()).map((t) =>
    t.replace(/^\d+\s*/, '').trim(),
  )
}

/** Moves the focus with Tab alone until `target` has it (the page's order: skip link, menu, then the form). */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 150; presses++) {
    const focused = await target.evaluate(
      (element) =>
        (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement ===
        element,
    )
    if (focused) return
    await page.keyboard.press('Tab')
  }
  throw new Error('Tab never reached the element')
}

async function typeDate(page: Page, label: string, iso: IsoDate) {
  const [y, m, d] = iso.split('-')
  await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click()
  await page.keyboard.type(`${d}${m}${y}`)
}

test.describe('medical record', () => {
  test('she fills it under its rules, he gets his steps, a granted doctor edits it, nothing in clear', async ({
    app,
    browser,
    baseURL,
    signedInAs,
  }) => {
    test.skip(app !== 'perinatal', 'the prenatal step and the pregnancy are perinatal')
    test.setTimeout(240_000)
    const treatment = `Levothyrox ${letters()}`
    const habit = `Vin rouge ${letters()}`

    // A woman of 30 (born 1996), whose registration left her blood group and treatment in her record.
    const her = await newPage(browser, baseURL)
    await registerPatientWithRecord(her, app, `Dossier${letters()}`, treatment, {
      firstName: 'Claire',
      birthDate: '1996-03-10',
      gender: 'FEMALE',
    })
    await her.goto('/app/medical-record')
    await expect(her.getByRole('heading', { name: 'Compléter mon dossier médical', level: 2 })).toBeVisible()
    const wizard = her.locator('form')
    expect(await stepTitles(wizard)).toEqual([
      'Identité',
      'Groupe sanguin et antécédents',
      'Activité physique et pathologies courantes',
      'Habitudes de vie',
      'Facteurs de risque',
      'Santé de la femme',
      'Dépistage',
      'Vaccinations',
      'Informations prénatales',
    ])
    // The identity is the account's: only the address may change here.
    await expect(her.getByRole('textbox', { name: /^Prénom/ })).toBeDisabled()
    await expect(her.getByRole('textbox', { name: /^Prénom/ })).toHaveValue('Claire')
    await expectNoAxeViolations(her)
    await next(her)
    await stepIs(her, 'Groupe sanguin et antécédents')
    await expect(her.getByRole('textbox', { name: /^Traitement habituel/ })).toHaveValue(treatment)
    await next(her)
    await stepIs(her, 'Activité physique et pathologies courantes')
    await next(her)
    await expect(her.getByRole('radiogroup', { name: /^Activité physique/ })).toContainText(
      'Ce champ est obligatoire',
    )
    await choose(her, /^Activité physique/, 'Modéré')
    await next(her)

    // An active smoker is asked how much and for how long, and must answer.
    await stepIs(her, 'Habitudes de vie')
    await expect(her.getByRole('textbox', { name: /^Nombre de cigarettes par jour/ })).toHaveCount(0)
    await choose(her, /^Tabac/, 'Fumeur actif')
    const quantity = her.getByRole('textbox', { name: /^Nombre de cigarettes par jour/ })
    await expect(quantity).toBeVisible()
    await choose(her, /^Consommation d'alcool/, 'Occasionnellement')
    await next(her)
    await expect(quantity).toHaveAttribute('aria-invalid', 'true')
    await expect(her.getByRole('textbox', { name: /^Depuis combien d'années/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    await quantity.fill('5')
    await her.getByRole('textbox', { name: /^Depuis combien d'années/ }).fill('10 ans')
    await her.getByRole('textbox', { name: /^Quel type d'alcool/ }).fill(habit)
    await her.setViewportSize({ width: 375, height: 812 })
    await expectNoAxeViolations(her)
    await her.setViewportSize({ width: 1440, height: 900 })
    await next(her)
    await stepIs(her, 'Facteurs de risque')
    await next(her)
    await stepIs(her, 'Santé de la femme')
    await choose(her, /^Utilisez-vous une contraception/, 'Non')
    await choose(her, /^Vos cycles menstruels/, 'Réguliers')
    await next(her)
    await stepIs(her, 'Dépistage')
    await choose(her, /^À quand remonte votre dernier frottis/, "Il y a moins d'un an")
    await next(her)
    await stepIs(her, 'Vaccinations')
    await next(her)
    await stepIs(her, 'Informations prénatales')
    const today = dateInZone(Date.now(), 'Europe/Paris')
    const lastPeriod = dateInZone(Date.now() - 70 * 86_400_000, 'Europe/Paris')
    await typeDate(her, 'Date des dernières règles', lastPeriod)
    await choose(her, /^Type de grossesse/, 'Simple')
    await her.getByRole('textbox', { name: /^Nombre d'accouchements à terme/ }).fill('1')
    await her.getByRole('button', { name: 'Enregistrer mon dossier' }).click()
    await expect(her.getByText('Dossier médical enregistré')).toBeVisible()

    // Read back by section; the address says which one.
    const sections = her.getByRole('tablist', { name: 'Sections du dossier médical' })
    await sections.getByRole('tab', { name: 'Habitudes de vie' }).click()
    await expect(her).toHaveURL(/tab=habits/)
    await expect(her.getByText(habit)).toBeVisible()
    await expectNoAxeViolations(her)
    await her.reload()
    await expect(her.getByText(habit)).toBeVisible()

    // Her dashboard computes the pregnancy from the record.
    const status = pregnancyStatus(lastPeriod, today)
    await her.goto('/app')
    await expect(her.getByText(`${status.amenorrhea.weeks} SA + ${status.amenorrhea.days} j`)).toBeVisible()
    await expect(her.getByText(formatDate(status.dueDate))).toBeVisible()
    // And her history from it.
    await expect(her.getByText(treatment)).toBeVisible()

    // A man of 40: no screening, no women's health, no prenatal step.
    const him = await newPage(browser, baseURL)
    await registerPatientWithRecord(him, app, `Dossier${letters()}`, 'Aucun', {
      firstName: 'Marc',
      birthDate: '1986-06-15',
      gender: 'MALE',
    })
    await him.goto('/app/medical-record')
    await expect(him.getByRole('heading', { name: 'Compléter mon dossier médical', level: 2 })).toBeVisible()
    expect(await stepTitles(him.locator('form'))).toEqual([
      'Identité',
      'Groupe sanguin et antécédents',
      'Activité physique et pathologies courantes',
      'Habitudes de vie',
      'Facteurs de risque',
      'Vaccinations',
    ])
    // He fills it with the keyboard alone: Tab to a question or a button, arrows and Space to answer.
    const press = async (target: Locator, key: string) => {
      await tabTo(him, target)
      await him.keyboard.press(key)
    }
    const suivant = him.getByRole('button', { name: 'Suivant' })
    await press(suivant, 'Enter')
    await stepIs(him, 'Groupe sanguin et antécédents')
    await press(suivant, 'Enter')
    await stepIs(him, 'Activité physique et pathologies courantes')
    await press(him.getByRole('radio', { name: 'Sédentaire' }), 'ArrowRight')
    await expect(him.getByRole('radio', { name: 'Peu actif' })).toBeChecked()
    await press(suivant, 'Enter')
    await stepIs(him, 'Habitudes de vie')
    await press(him.getByRole('radiogroup', { name: /^Tabac/ }).getByRole('radio', { name: 'Jamais' }), ' ')
    await press(
      him.getByRole('radiogroup', { name: /^Consommation d'alcool/ }).getByRole('radio', { name: 'Jamais' }),
      ' ',
    )
    await press(suivant, 'Enter')
    await stepIs(him, 'Facteurs de risque')
    await press(suivant, 'Enter')
    await stepIs(him, 'Vaccinations')
    await press(him.getByRole('button', { name: 'Enregistrer mon dossier' }), 'Enter')
    await expect(him.getByText('Dossier médical enregistré')).toBeVisible()
    await him.getByRole('tab', { name: 'Activité physique et pathologies courantes' }).click()
    await expect(him.getByText('Peu actif')).toBeVisible()
    await him.context().close()

    // The doctor she grants reads and edits her record.
    const doctor = await signedInAs(DOCTOR)
    const patientId = await idOf(her, app)
    const doctorId = await idOf(doctor, app)
    await grantMedicalFile(app, her, doctor, {
      patientId: patientId,
      practitionerId: doctorId,
      practitionerType: 'doctor',
    })
    await doctor.goto(`/app/patients/${patientId}`)
    const record = doctor.getByRole('tablist', { name: 'Sections du dossier médical' })
    await expect(record).toBeVisible({ timeout: 15_000 })
    await record.getByRole('tab', { name: 'Habitudes de vie' }).click()
    await expect(doctor.getByText(habit)).toBeVisible()
    await doctor.getByRole('button', { name: 'Modifier le dossier médical' }).click()
    const dialog = doctor.getByRole('dialog', { name: /^Dossier médical de/ })
    await stepIs(doctor, 'Habitudes de vie')
    await expectNoAxeViolations(doctor)
    await choose(dialog, /^Tabac/, 'Ancien fumeur')
    await dialog.getByRole('textbox', { name: /^Depuis combien de temps avez-vous arrêté/ }).fill('2 mois')
    for (let i = 0; i < 5; i++) await next(doctor)
    await dialog.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(dialog).toBeHidden()
    await expect(doctor.getByText('Ancien fumeur')).toBeVisible()

    // She reads his change.
    await her.goto('/app/medical-record?tab=habits')
    await expect(her.getByText('Ancien fumeur')).toBeVisible()
    await expect(her.getByText('2 mois')).toBeVisible()

    // A midwife without a grant gets nothing.
    const midwife = await signedInAs(MIDWIFE)
    const file = await midwife.request.get(`${API}/patient/${patientId}`, { headers: apiHeaders(app) })
    expect(file.status()).toBe(404)
    const write = await midwife.request.put(`${API}/patient/${patientId}/medical-record`, {
      headers: apiHeaders(app),
      data: {
        envelope: {
          version: 1,
          encryptionSessionId: 'bWF0cml4LW1lZGljYWwtcmVjb3Jk',
          epoch: 0,
          nonce: 'bWF0cml4LW5vbmNl',
          ciphertext: 'bWF0cml4LWNpcGhlcnRleHQtdGFn',
        },
        version: 2,
      },
    })
    expect(write.status()).toBe(404)
    await midwife.goto(`/app/patients/${patientId}`)
    await expect(midwife.getByRole('heading', { name: 'Page non trouvée' })).toBeVisible()

    await her.context().close()
    const scan = await scanStoredData([treatment, habit])
    expect(scan.scannedColumns).toBeGreaterThan(20)
    for (const needle of [treatment, habit]) {
      expect(scan.columns.get(needle), `“${needle}” in a column`).toEqual([])
      expect(scan.files.get(needle), `“${needle}” in a stored file`).toEqual([])
    }
  })
})
