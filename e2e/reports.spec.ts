// Consultation reports end to end, in perinatal. A new patient grants the demo midwife her medical file;
// the midwife records a consultation she gave from the patient's page ('Nouveau bilan de consultation':
// the default times, a description, a small PDF), which the list then shows as 'Consultation du …' with
// its attachment; the viewer ('Bilan de consultation') shows the description and opens the PDF. The
// patient reads it on her own page; a practitioner without a grant gets 404 from the API. The card and
// both dialogs pass axe at 1440 and 375 px, and afterwards neither the database nor the storage folder
// holds the description, the file's title or its text in clear.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { API, type AppName, apiHeaders } from './support/fixtures.ts'
import { tabTo } from './support/keyboard.ts'
import { scanStoredData } from './support/plaintext-scan.ts'
import { newPage, registerPatientWithRecord, grantMedicalFile } from './support/patients.ts'
import { pdfWith } from './support/pdf.ts'
import { axeAtBothWidths } from './support/registration.ts'
import { expect, test } from './support/signed-in.ts'

const MIDWIFE = 'sage-femme.perinatal@demo.relais-sante.fr'
const DOCTOR = 'medecin.perinatal@demo.relais-sante.fr'

const marker = () => `${Date.now().toString(36)}${randomBytes(4).toString('hex')}`

async function idOf(page: Page, app: AppName): Promise<string> {
  const res = await page.request.get(`${API}/user/current`, { headers: apiHeaders(app) })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { id: string }).id
}

test.describe('consultation reports', () => {
  test('a midwife records a report with a PDF; the patient reads it; nobody else does', async ({
    app,
    browser,
    baseURL,
    signedInAs,
  }) => {
    test.skip(app !== 'perinatal', 'midwives record consultation reports in the perinatal mode only')
    test.setTimeout(180_000)
    const folder = mkdtempSync(join(tmpdir(), 'relais-e2e-reports-'))
    const description = `Suivi post-natal ${marker()} : cicatrice propre, allaitement en place.`
    const fileTitle = `Bilan-${marker()}`
    const pdfText = `Compte rendu ${marker()}`
    writeFileSync(join(folder, `${fileTitle}.pdf`), pdfWith(pdfText))

    try {
      // A new patient (the demo patient's notifications belong to other journeys); the midwife asks for
      // access, she grants it in 'Mes données', and her browser adds the midwife to her file's group.
      const patient = await newPage(browser, baseURL)
      await registerPatientWithRecord(patient, app, `Bilans${marker().replace(/\d/g, '')}`, 'Fer')
      const midwife = await signedInAs(MIDWIFE)
      const patientId = await idOf(patient, app)
      const midwifeId = await idOf(midwife, app)
      await grantMedicalFile(app, patient, midwife, {
        patientId: patientId,
        practitionerId: midwifeId,
        practitionerType: 'midwife',
      })

      // Her card on the patient's page: empty yet, and 'Nouveau bilan de consultation' for the midwife.
      await midwife.goto(`/app/patients/${patientId}`)
      await expect(midwife.getByRole('heading', { name: 'Bilans de consultation', level: 2 })).toBeVisible()
      await expect(midwife.getByRole('heading', { name: 'Aucun bilan de consultation' })).toBeVisible()
      await axeAtBothWidths(midwife)
      const create = midwife.getByRole('button', { name: 'Nouveau bilan de consultation' })
      await tabTo(midwife, create)
      await midwife.keyboard.press('Enter')
      const dialog = midwife.getByRole('dialog', { name: 'Nouveau bilan de consultation' })
      await expect(dialog.getByRole('group', { name: 'Début' })).toBeVisible()
      await expect(dialog.getByRole('group', { name: 'Fin' })).toBeVisible()
      await axeAtBothWidths(midwife)
      await dialog.getByRole('textbox', { name: 'Description' }).fill(description)
      await dialog.locator('input[type=file]').setInputFiles(join(folder, `${fileTitle}.pdf`))
      await expect(dialog.getByText(`${fileTitle}.pdf`)).toBeVisible()
      await dialog.getByRole('button', { name: 'Enregistrer' }).click()
      await expect(dialog).toBeHidden({ timeout: 30_000 })

      // The list shows it, with its attachment; the viewer, its description and the PDF.
      const list = midwife.getByRole('list', { name: 'Bilans de consultation du patient' })
      const row = list
        .getByRole('listitem')
        .filter({ hasText: /^Consultation du \d\d\/\d\d\/\d{4} - \d\d:\d\d/ })
      await expect(row).toHaveCount(1)
      await expect(row).toContainText('1 pièce jointe')
      await expect(row).toContainText('0 note')
      await axeAtBothWidths(midwife)
      await row.getByRole('button', { name: /^Ouvrir Consultation du / }).click()
      const viewer = midwife.getByRole('dialog', { name: 'Bilan de consultation' })
      await expect(viewer.getByText(description)).toBeVisible({ timeout: 15_000 })
      // The dialog's default starts an hour ago: shortly after midnight it began the day before.
      await expect(
        viewer.getByText(
          /^(Le \d\d\/\d\d\/\d{4}, de \d\d:\d\d à \d\d:\d\d|Du \d\d\/\d\d\/\d{4} \d\d:\d\d au \d\d\/\d\d\/\d{4} \d\d:\d\d)$/,
        ),
      ).toBeVisible()
      await axeAtBothWidths(midwife)
      await viewer.getByRole('button', { name: `Ouvrir ${fileTitle}` }).click()
      const preview = midwife.getByRole('dialog', { name: fileTitle })
      await expect(preview.locator(`iframe[title="${fileTitle}"]`)).toBeVisible({ timeout: 20_000 })
      await midwife.keyboard.press('Escape')
      await expect(preview).toBeHidden()
      await midwife.keyboard.press('Escape')
      await expect(viewer).toBeHidden()

      // The patient reads it on her own page.
      await patient.goto('/app/patients')
      const own = patient.getByRole('list', { name: 'Bilans de consultation du patient' })
      await expect(own.getByText('1 pièce jointe')).toBeVisible({ timeout: 15_000 })
      await expect(patient.getByRole('button', { name: 'Nouveau bilan de consultation' })).toHaveCount(0)
      await own.getByRole('button', { name: /^Ouvrir Consultation du / }).click()
      await expect(
        patient.getByRole('dialog', { name: 'Bilan de consultation' }).getByText(description),
      ).toBeVisible({
        timeout: 15_000,
      })
      await patient.keyboard.press('Escape')

      // A practitioner she never granted gets nothing, as for no patient.
      const doctor = await signedInAs(DOCTOR)
      const listed = await doctor.request.get(`${API}/patient/${patientId}/consultation-reports`, {
        headers: apiHeaders(app),
      })
      expect(listed.status()).toBe(404)
      const recorded = await doctor.request.post(`${API}/patient/${patientId}/consultation-reports`, {
        headers: apiHeaders(app),
        data: {},
      })
      expect(recorded.status()).toBe(403)

      await patient.context().close()
      const needles = [description, fileTitle, pdfText]
      const scan = await scanStoredData(needles)
      expect(scan.scannedColumns).toBeGreaterThan(20)
      for (const needle of needles) {
        expect(scan.columns.get(needle), `“${needle}” in a column`).toEqual([])
        expect(scan.files.get(needle), `“${needle}” in a stored file`).toEqual([])
      }
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })
})
