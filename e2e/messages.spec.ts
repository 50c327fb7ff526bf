// Encrypted messaging end to end (issue 6): a midwife and a patient, each in their own browser, exchange
// messages that appear live on the other side; one is sent while the patient is away; the patient then
// signs in on a new device, unlocks with the 8-character code and reads the whole history. Afterwards
// nothing the e2e API stored — no file byte, no table column — holds any of the texts, while a control
// stored in clear (a last name registered after the messages) is found by the same scan.
import type { Browser, Page } from '@playwright/test'
import { registration } from '../apps/api/src/testing/accounts.ts'
import { signInByCode } from './support/accounts.ts'
import { API, expect, expectNoAxeViolations, test, type AppName } from './support/fixtures.ts'
import { scanStoredData } from './support/plaintext-scan.ts'
import { unlockVault } from './support/vault.ts'

const headers = (app: AppName) => ({ 'X-Application-Name': app, 'X-Env-Mode': 'LOCAL' })

/** Letters only (names refuse digits), different on every run. */
const marker = () =>
  (Date.now().toString(36) + Math.random().toString(36).slice(2, 6)).replace(/\d/g, (d) => 'abcdefghij'[+d]!)

function fictionPhone() {
  return `+331990${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}`
}

interface Person {
  email: string
  name: string
  lastName: string
}

/** Registers through the API (the same POST /user as the wizard); `page`'s browser is signed in as it. */
async function register(
  page: Page,
  app: AppName,
  userType: 'patient' | 'midwife' | 'assistant',
  lastName: string,
) {
  const email = `e2e.messages.${userType}.${marker()}@exemple.fr`
  await signInByCode(page.request, app, email)
  const body = { ...registration(userType, { email, phone: fictionPhone() }), firstName: 'Test', lastName }
  const created = await page.request.post(`${API}/user`, { headers: headers(app), data: body })
  expect(created.status(), await created.text()).toBe(201)
  const { user } = (await created.json()) as { user: { profile: { name: { text: string; family: string } } } }
  return { email, name: user.profile.name.text, lastName: user.profile.name.family } satisfies Person
}

async function newPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } })
  return context.newPage()
}

async function openMessages(page: Page) {
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Messagerie' })
    .click()
  await expect(page.getByRole('heading', { name: 'Messagerie', level: 1 })).toBeVisible()
}

const log = (page: Page, other: string) => page.getByRole('log', { name: `Messages avec ${other}` })

async function send(page: Page, text: string) {
  const field = page.getByRole('textbox', { name: 'Votre message' })
  await expect(field).toBeEnabled()
  await field.fill(`  ${text}  `)
  await field.press('Enter')
  await expect(field).toHaveValue('')
}

test.describe('encrypted messaging', () => {
  test.skip(({ app }) => app === 'dispatch', 'dispatch roles have no Messagerie (spec section 2)')
  test.setTimeout(180_000)
  test.use({ actionTimeout: 15_000 })

  test('live both ways, history on a new device, and no plaintext stored', async ({
    page,
    app,
    browser,
  }, testInfo) => {
    const baseURL = testInfo.project.use.baseURL
    const run = marker()
    const texts = [
      `Bonjour sage-femme, nausees matinales ${run}`,
      `Bonjour, depuis quand exactement ${run} ?`,
      `Depuis trois jours, surtout le matin ${run}`,
      `Message pendant votre absence ${run}`,
    ]

    // The patient, on her first device: registration creates her encryption identity.
    const patient = await register(page, app, 'patient', `Patiente${run}`)
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/app')
    await unlockVault(page, app, patient.email)

    // The midwife (in mobility, which has no midwives, a nurse), in another browser.
    const midwifePage = await newPage(browser, baseURL)
    const midwife = await register(
      midwifePage,
      app,
      app === 'mobility' ? 'assistant' : 'midwife',
      `Soignante${run}`,
    )
    await midwifePage.goto('/app')
    await unlockVault(midwifePage, app, midwife.email)
    await openMessages(midwifePage)
    await expect(midwifePage.getByRole('heading', { name: 'Aucune conversation', exact: true })).toBeVisible()

    // A new conversation: the patient is found by her exact email.
    await midwifePage.getByRole('button', { name: 'Nouvelle conversation' }).click()
    const dialog = midwifePage.getByRole('dialog', { name: 'Nouvelle conversation' })
    await dialog.getByRole('searchbox', { name: 'Rechercher un contact' }).fill(patient.email)
    await dialog.getByRole('row', { name: patient.name }).click()
    await expect(dialog).toBeHidden()
    await expect(midwifePage.getByRole('heading', { name: patient.name, level: 2 })).toBeVisible()
    await send(midwifePage, texts[0]!)
    await expect(log(midwifePage, patient.name).getByText(texts[0]!)).toBeVisible()
    await expectNoAxeViolations(midwifePage)

    // The patient opens it: the first message comes from the history, the next ones live.
    await openMessages(page)
    await page.getByRole('grid', { name: 'Conversations' }).getByRole('row', { name: midwife.name }).click()
    await expect(log(page, midwife.name).getByText(texts[0]!)).toBeVisible()
    await send(midwifePage, texts[1]!)
    await expect(log(page, midwife.name).getByText(texts[1]!)).toBeVisible()
    await send(page, texts[2]!)
    await expect(log(midwifePage, patient.name).getByText(texts[2]!)).toBeVisible()
    await expectNoAxeViolations(page)

    // The patient leaves; a message arrives while she is away.
    await page.context().close()
    await send(midwifePage, texts[3]!)
    await expect(log(midwifePage, patient.name).getByText(texts[3]!)).toBeVisible()

    // A new device: sign in, unlock with the 8-character code, read the whole history.
    const device = await newPage(browser, baseURL)
    await signInByCode(device.request, app, patient.email)
    await device.goto('/app')
    await unlockVault(device, app, patient.email)
    await openMessages(device)
    await device.getByRole('grid', { name: 'Conversations' }).getByRole('row', { name: midwife.name }).click()
    for (const text of texts) await expect(log(device, midwife.name).getByText(text)).toBeVisible()
    await expect(log(device, midwife.name).getByText('Erreur de déchiffrement du message.')).toHaveCount(0)
    await device.context().close()
    await midwifePage.context().close()

    // A control the API keeps in clear, written after every message: the scan must find it.
    const controlPage = await newPage(browser, baseURL)
    const control = await register(controlPage, app, 'patient', `Controle${run}`)
    await controlPage.context().close()

    const scan = await scanStoredData([control.lastName, ...texts])
    const summary = {
      database: scan.database,
      scannedFiles: scan.scannedFiles,
      scannedBytes: scan.scannedBytes,
      scannedColumns: scan.scannedColumns,
      files: Object.fromEntries(scan.files),
      columns: Object.fromEntries(scan.columns),
    }
    await testInfo.attach('plaintext-scan.json', {
      body: JSON.stringify(summary, null, 2),
      contentType: 'application/json',
    })
    if (process.env.SHOW_SCAN) console.log(JSON.stringify(summary, null, 2))
    expect(scan.scannedColumns).toBeGreaterThan(20)
    expect(scan.columns.get(control.lastName), 'the control is found by the SQL scan').not.toEqual([])
    // The raw files are read for PGlite, and for a PostgreSQL whose folder this machine can read.
    if (scan.scannedFiles > 0 || scan.database === 'pglite copy') {
      expect(scan.scannedBytes).toBeGreaterThan(1_000_000)
      expect(scan.files.get(control.lastName), 'the control is found in the raw files').not.toEqual([])
    }
    for (const text of texts) {
      expect(scan.columns.get(text), `“${text}” in a column`).toEqual([])
      expect(scan.files.get(text), `“${text}” in a stored file`).toEqual([])
    }
  })
})
