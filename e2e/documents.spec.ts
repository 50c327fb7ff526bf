// A patient's documents end to end. The patient grants a doctor access, then adds a PDF, an image and
// a 50 MB file from her own page (each encrypted in her browser, with its progress); the doctor opens
// them in his browser — the PDF in a frame, the image inline — and saves one under its name; a file
// altered in storage shows 'Erreur de déchiffrement' and nothing of it; a midwife without a grant gets
// nothing. Afterwards neither the database nor the storage folder holds a title or a file's content in
// clear.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import {
  API,
  expectNoAxeViolations,
  SAME_IN_EVERY_APP,
  type AppName,
  apiHeaders,
} from './support/fixtures.ts'
import { scanStoredData } from './support/plaintext-scan.ts'
import { newPage, registerPatientWithRecord, grantMedicalFile } from './support/patients.ts'
import { pdfWith } from './support/pdf.ts'
import { E2E_STORAGE_DIR } from './support/ports.ts'
import { expect, test } from './support/signed-in.ts'

const DOCTOR = 'medecin.perinatal@demo.relais-sante.fr'
const MIDWIFE = 'sage-femme.perinatal@demo.relais-sante.fr'

const marker = () => `${Date.now().toString(36)}${randomBytes(4).toString('hex')}`

/** A 1×1 PNG; what follows its last chunk is ignored by decoders, so `text` rides along unseen. */
function pngWith(text: string): Buffer {
  const pixel =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='
  return Buffer.concat([Buffer.from(pixel, 'base64'), Buffer.from(text)])
}

async function idOf(page: Page, app: AppName): Promise<string> {
  const res = await page.request.get(`${API}/user/current`, { headers: apiHeaders(app) })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { id: string }).id
}

async function addDocument(
  page: Page,
  file: string,
  title: string,
  type: 'Document' | 'Rapport' | 'Autre',
  { axe = false } = {},
) {
  await page.getByRole('button', { name: 'Ajouter un document' }).click()
  const dialog = page.getByRole('dialog', { name: 'Ajouter un document' })
  await expect(dialog.getByRole('button', { name: 'Envoyer' })).toBeDisabled()
  await dialog.locator('input[type=file]').setInputFiles(file)
  await dialog.getByRole('textbox', { name: 'Titre' }).fill(title)
  if (axe) await expectNoAxeViolations(page)
  await dialog.getByRole('radiogroup', { name: 'Type' }).getByText(type, { exact: true }).click()
  await expect(dialog.getByRole('radio', { name: type })).toBeChecked()
  await dialog.getByRole('button', { name: 'Envoyer' }).click()
  return dialog
}

/** The stored blob whose size is that of a file of `plaintextBytes` once encrypted (one chunk). */
function blobOfSize(plaintextBytes: number): string {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name)
      return statSync(path).isDirectory() ? walk(path) : [path]
    })
  const found = walk(E2E_STORAGE_DIR).filter((path) => {
    const overhead = statSync(path).size - plaintextBytes
    return overhead > 28 && overhead < 200
  })
  expect(found).toHaveLength(1)
  return found[0]!
}

test.describe('documents', () => {
  test('a patient adds documents, a granted doctor opens them, an altered file does not open', async ({
    app,
    browser,
    baseURL,
    signedInAs,
  }) => {
    test.skip(app !== 'perinatal', SAME_IN_EVERY_APP)
    test.setTimeout(240_000)
    const folder = mkdtempSync(join(tmpdir(), 'relais-e2e-documents-'))
    const pdfText = `Compte rendu ${marker()}`
    const pngText = `Cliche ${marker()}`
    const bigText = `Volumineux ${marker()}`
    const titles = {
      pdf: `Échographie ${marker()}`,
      png: `Radiographie ${marker()}`,
      big: `Archive ${marker()}`,
    }
    const pdf = pdfWith(pdfText)
    const png = pngWith(pngText)
    writeFileSync(join(folder, 'echographie.pdf'), pdf)
    writeFileSync(join(folder, 'radio.png'), png)
    writeFileSync(
      join(folder, 'archive.bin'),
      Buffer.concat([Buffer.from(bigText), randomBytes(50 * 1024 * 1024)]),
    )

    try {
      // A new patient (the demo patient's notifications belong to other journeys); the doctor asks for
      // access, she grants it in 'Mes données'.
      const patient = await newPage(browser, baseURL)
      await registerPatientWithRecord(patient, app, `Documents${marker().replace(/\d/g, '')}`, 'Fer')
      const doctor = await signedInAs(DOCTOR)
      const patientId = await idOf(patient, app)
      const doctorId = await idOf(doctor, app)
      await grantMedicalFile(app, patient, doctor, {
        patientId: patientId,
        practitionerId: doctorId,
        practitionerType: 'doctor',
      })

      // She adds three documents from her own page.
      await patient.goto('/app/patients')
      await expect(patient.getByRole('heading', { name: 'Documents', level: 2 })).toBeVisible()
      await expectNoAxeViolations(patient)
      const pdfAdding = await addDocument(patient, join(folder, 'echographie.pdf'), titles.pdf, 'Rapport', {
        axe: true,
      })
      await pdfAdding.waitFor({ state: 'hidden' })
      // On a phone too: the page, its chips and the dialog pass axe there.
      await patient.setViewportSize({ width: 375, height: 812 })
      await expectNoAxeViolations(patient)
      const pngAdding = await addDocument(patient, join(folder, 'radio.png'), titles.png, 'Document', {
        axe: true,
      })
      await pngAdding.waitFor({ state: 'hidden' })
      await patient.setViewportSize({ width: 1440, height: 900 })
      const big = await addDocument(patient, join(folder, 'archive.bin'), titles.big, 'Autre')
      await expect(big.getByRole('progressbar', { name: 'Envoi du document' })).toBeVisible()
      await big.waitFor({ state: 'hidden', timeout: 120_000 })
      const list = patient.getByRole('list', { name: 'Documents du patient' })
      for (const title of Object.values(titles)) await expect(list.getByText(title)).toBeVisible()
      await patient
        .getByRole('grid', { name: 'Type de document' })
        .getByRole('row', { name: /Rapport/ })
        .click()
      await expect(list.getByText(titles.pdf)).toBeVisible()
      await expect(list.getByText(titles.png)).toBeHidden()
      await patient.getByRole('searchbox', { name: 'Rechercher un document' }).fill('introuvable')
      await expect(patient.getByText('Aucun document')).toBeVisible()

      // Her dashboard shows the latest ones.
      await patient.goto('/app')
      const latest = patient.getByRole('list', { name: 'Derniers documents' })
      for (const title of Object.values(titles)) await expect(latest.getByText(title)).toBeVisible()

      // The doctor opens them in his browser.
      await doctor.goto(`/app/patients/${patientId}`)
      const shared = doctor.getByRole('list', { name: 'Documents du patient' })
      await expect(shared.getByText(titles.pdf)).toBeVisible({ timeout: 15_000 })
      await doctor.getByRole('button', { name: `Ouvrir ${titles.pdf}` }).click()
      const pdfDialog = doctor.getByRole('dialog', { name: titles.pdf })
      await expect(pdfDialog.locator(`iframe[title="${titles.pdf}"]`)).toBeVisible({ timeout: 20_000 })
      await expectNoAxeViolations(doctor)
      const [download] = await Promise.all([
        doctor.waitForEvent('download'),
        pdfDialog.getByRole('button', { name: 'Télécharger' }).click(),
      ])
      expect(download.suggestedFilename()).toBe('echographie.pdf')
      expect(readFileSync(await download.path()).equals(pdf)).toBe(true)
      await doctor.keyboard.press('Escape')

      await doctor.setViewportSize({ width: 375, height: 812 })
      await doctor.getByRole('button', { name: `Ouvrir ${titles.png}` }).click()
      const pngDialog = doctor.getByRole('dialog', { name: titles.png })
      await expect(pngDialog.getByRole('img', { name: titles.png })).toBeVisible({ timeout: 20_000 })
      await expectNoAxeViolations(doctor)
      await doctor.keyboard.press('Escape')
      await doctor.setViewportSize({ width: 1440, height: 900 })

      // An altered blob does not open, and shows nothing of itself.
      const blob = blobOfSize(png.length)
      const bytes = readFileSync(blob)
      bytes[bytes.length - 20]! ^= 0xff
      writeFileSync(blob, bytes)
      await doctor.getByRole('button', { name: `Ouvrir ${titles.png}` }).click()
      const altered = doctor.getByRole('dialog', { name: titles.png })
      await expect(altered.getByText('Erreur de déchiffrement')).toBeVisible({ timeout: 20_000 })
      await expect(altered.getByRole('img', { name: titles.png })).toHaveCount(0)
      await doctor.keyboard.press('Escape')

      // A midwife without a grant gets nothing.
      const midwife = await signedInAs(MIDWIFE)
      const listed = await midwife.request.get(`${API}/patient/${patientId}/documents`, {
        headers: apiHeaders(app),
      })
      expect(listed.status()).toBe(404)
      const own = await doctor.request.get(`${API}/patient/${patientId}/documents`, {
        headers: apiHeaders(app),
      })
      const [first] = ((await own.json()) as { documents: { id: string }[] }).documents
      const stolen = await midwife.request.get(`${API}/upload?key=${first!.id}`, { headers: apiHeaders(app) })
      expect(stolen.status()).toBe(404)

      await patient.context().close()
      const scan = await scanStoredData([...Object.values(titles), pdfText, pngText, bigText])
      expect(scan.scannedColumns).toBeGreaterThan(20)
      for (const needle of [...Object.values(titles), pdfText, pngText, bigText]) {
        expect(scan.columns.get(needle), `“${needle}” in a column`).toEqual([])
        expect(scan.files.get(needle), `“${needle}” in a stored file`).toEqual([])
      }
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })
})
