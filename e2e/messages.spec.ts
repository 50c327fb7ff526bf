// Encrypted messaging end to end: a midwife (in mobility, a nurse) finds a doctor by his exact email —
// professionals may look each other up, by name or identifier; a patient is found only once a
// relationship exists — and each in their own browser they exchange messages that appear live on the
// other side; one is sent while the doctor is away; the doctor then signs in on a new device, unlocks
// with the 8-character code and reads the whole history. Afterwards nothing the e2e API stored — no file
// byte, no table column — holds any of the texts, while a control stored in clear (a last name
// registered after the messages) is found by the same scan. Another journey: a colleague finds a doctor
// by his first name and starts a conversation, which appears on his dashboard and in his list without
// a reload, its last message too.
import type { Browser, Page } from '@playwright/test'
import { registration } from '../apps/api/src/testing/accounts.ts'
import { signInByCode } from './support/accounts.ts'
import {
  API,
  expect,
  expectNoAxeViolations,
  SAME_IN_EVERY_APP,
  test,
  type AppName,
  apiHeaders,
  nameMarker,
  fictionPhone,
} from './support/fixtures.ts'
import { scanStoredData } from './support/plaintext-scan.ts'
import { unlockVault } from './support/vault.ts'

interface Person {
  email: string
  name: string
  lastName: string
}

/** Registers through the API (the same POST /user as the wizard); `page`'s browser is signed in as it. */
async function register(
  page: Page,
  app: AppName,
  userType: 'patient' | 'doctor' | 'midwife' | 'assistant',
  lastName: string,
  firstName = 'Test',
) {
  const email = `e2e.messages.${userType}.${nameMarker()}@exemple.fr`
  await signInByCode(page.request, app, email)
  const body = { ...registration(userType, { email, phone: fictionPhone() }), firstName, lastName }
  const created = await page.request.post(`${API}/user`, { headers: apiHeaders(app), data: body })
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
  test.skip(({ app }) => app === 'dispatch', 'dispatch roles have no Messagerie in the spec')
  test.setTimeout(180_000)
  test.use({ actionTimeout: 15_000 })

  test('live both ways, history on a new device, and no plaintext stored', async ({
    page,
    app,
    browser,
  }, testInfo) => {
    const baseURL = testInfo.project.use.baseURL
    test.skip(app !== 'perinatal', SAME_IN_EVERY_APP)
    const run = nameMarker()
    const texts = [
      `Bonjour docteur, patiente avec nausees matinales ${run}`,
      `Elle est a 9 SA, depuis quand exactement ${run} ?`,
      `Depuis trois jours, surtout le matin ${run}`,
      `Message pendant votre absence ${run}`,
    ]

    // The doctor, on his first device: registration creates his encryption identity.
    const doctor = await register(page, app, 'doctor', `Medecin${run}`)
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/app')
    await unlockVault(page, app, doctor.email)

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

    // A new conversation: an address nobody has finds nobody; the doctor's exact email finds him.
    await midwifePage.getByRole('button', { name: 'Nouvelle conversation' }).click()
    const dialog = midwifePage.getByRole('dialog', { name: 'Nouvelle conversation' })
    const search = dialog.getByRole('searchbox', { name: 'Rechercher un contact' })
    const unknown = `personne.${run}@exemple.fr`
    const byUnknown = midwifePage.waitForResponse(
      (r) => r.url().includes('/user/contacts?') && r.url().includes(encodeURIComponent(unknown)),
    )
    await search.fill(unknown)
    expect(await (await byUnknown).json()).toEqual([])
    await expect(dialog.getByText('Aucun résultat')).toBeVisible()
    await search.fill(doctor.email)
    await dialog.getByRole('row', { name: doctor.name }).click()
    await expect(dialog).toBeHidden()
    await expect(midwifePage.getByRole('heading', { name: doctor.name, level: 2 })).toBeVisible()
    await send(midwifePage, texts[0]!)
    await expect(log(midwifePage, doctor.name).getByText(texts[0]!)).toBeVisible()
    await expectNoAxeViolations(midwifePage)

    // The doctor opens it: the first message comes from the history, the next ones live.
    await openMessages(page)
    await page.getByRole('grid', { name: 'Conversations' }).getByRole('row', { name: midwife.name }).click()
    await expect(log(page, midwife.name).getByText(texts[0]!)).toBeVisible()
    await send(midwifePage, texts[1]!)
    await expect(log(page, midwife.name).getByText(texts[1]!)).toBeVisible()
    await send(page, texts[2]!)
    await expect(log(midwifePage, doctor.name).getByText(texts[2]!)).toBeVisible()
    await expectNoAxeViolations(page)

    // The doctor leaves; a message arrives while he is away.
    await page.context().close()
    await send(midwifePage, texts[3]!)
    await expect(log(midwifePage, doctor.name).getByText(texts[3]!)).toBeVisible()

    // A new device: sign in, unlock with the 8-character code, read the whole history.
    const device = await newPage(browser, baseURL)
    await signInByCode(device.request, app, doctor.email)
    await device.goto('/app')
    await unlockVault(device, app, doctor.email)
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

  test('a conversation with a doctor found by his first name appears live on his side', async ({
    page,
    app,
    browser,
  }, testInfo) => {
    const baseURL = testInfo.project.use.baseURL
    // The same screens as the journey above, with mobility's assistant instead of perinatal's midwife.
    test.skip(app !== 'mobility', SAME_IN_EVERY_APP)
    const run = nameMarker()
    const text = `Bonjour, un avis sur une patiente ${run} ?`

    // The doctor, on his dashboard, then nothing but what the socket brings: no reload from here on. His
    // first name is unique to this run, accent included.
    const doctor = await register(page, app, 'doctor', `Medecin${run}`, `Étienne${run}`)
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/app')
    await unlockVault(page, app, doctor.email)
    const latest = page.getByRole('grid', { name: 'Dernières conversations' })
    await expect(page.getByRole('heading', { name: 'Dernières conversations' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Aucune conversation', exact: true })).toBeVisible()

    // A colleague (in mobility, a nurse) finds him by his first name, typed in lower case without its
    // accent, and starts the conversation.
    const colleaguePage = await newPage(browser, baseURL)
    const colleague = await register(
      colleaguePage,
      app,
      app === 'mobility' ? 'assistant' : 'midwife',
      `Collegue${run}`,
    )
    await colleaguePage.goto('/app')
    await unlockVault(colleaguePage, app, colleague.email)
    await openMessages(colleaguePage)
    await colleaguePage.getByRole('button', { name: 'Nouvelle conversation' }).click()
    const dialog = colleaguePage.getByRole('dialog', { name: 'Nouvelle conversation' })
    const byFirstName = colleaguePage.waitForResponse(
      (r) => r.url().includes('/user/contacts?') && r.url().includes(`etienne${run}`),
    )
    await dialog.getByRole('searchbox', { name: 'Rechercher un contact' }).fill(`etienne${run}`)
    const found = (await (await byFirstName).json()) as { name: string }[]
    expect(found.map((c) => c.name)).toEqual([doctor.name])
    await dialog.getByRole('row', { name: doctor.name }).click()
    await expect(dialog).toBeHidden()
    await expect(colleaguePage.getByRole('heading', { name: doctor.name, level: 2 })).toBeVisible()

    // On the doctor's dashboard, without a reload.
    await expect(latest.getByRole('row', { name: colleague.name })).toBeVisible()
    // His conversation list (reached by the menu, not by loading a page) follows her message live.
    await openMessages(page)
    const list = page.getByRole('grid', { name: 'Conversations' })
    await expect(list.getByRole('row', { name: colleague.name })).toBeVisible()
    await send(colleaguePage, text)
    await expect(list.getByText(text)).toBeVisible()
    await expectNoAxeViolations(page)
    await colleaguePage.context().close()
  })
})
