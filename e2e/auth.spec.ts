// Sign-in by one-time code, in each app, against the real API and database.
import type { Page } from '@playwright/test'
import {
  accountsOf,
  codeFromOutbox,
  expect,
  SAME_IN_EVERY_APP,
  expectNoAxeViolations,
  test,
  type AppName,
} from './support/fixtures.ts'
import { unlockVault } from './support/vault.ts'

const RESTART_ERROR = 'Vous avez fait trop de tentatives. Merci de réessayer plus tard.'

async function askCode(page: Page, method: 'email' | 'phone', value: string) {
  await page.goto('/login')
  if (method === 'phone') {
    // As a person does: a click on the visible choice (the radio input itself is visually hidden).
    await page
      .getByRole('radiogroup', { name: 'Recevoir un code par' })
      .getByText('Téléphone', { exact: true })
      .click()
    await expect(page.getByRole('radio', { name: 'Téléphone' })).toBeChecked()
  }
  const field =
    method === 'email'
      ? page.getByRole('textbox', { name: 'Adresse email' })
      : page.getByRole('textbox', { name: 'Numéro de téléphone' })
  const submit = page.getByRole('button', { name: 'Recevoir un code' })
  await expect(submit).toBeDisabled()
  await field.fill(value)
  await expect(submit).toBeEnabled()
  const since = new Date(Date.now() - 1000)
  await submit.click()
  await expect(page.getByText('Saisissez le code à 6 chiffres')).toBeVisible()
  return since
}

async function typeCode(page: Page, code: string) {
  const field = page
    .getByRole('group', { name: 'Code de connexion' })
    .or(page.getByLabel('Code de connexion'))
  await field.first().click()
  await page.keyboard.type(code)
}

function wrong(code: string) {
  return code.replace(/\d$/, (d) => String((Number(d) + 1) % 10))
}

test.describe('sign-in by one-time code', () => {
  test('by email: the code from the outbox opens /app; reload keeps the session; logout returns to /login', async ({
    page,
    app,
  }) => {
    const account = accountsOf(app)[0]!
    const since = await askCode(page, 'email', account.email)
    const code = await codeFromOutbox(app, account.email, since)
    await typeCode(page, code) // submitted at the sixth digit, no button press
    await expect(page).toHaveURL(/\/app$/)
    // A fresh browser is a new device: the vault asks for its code once; a reload does not.
    await unlockVault(page, app, account.email)
    await expect(page.getByTestId('user-name')).toHaveText(account.displayName)

    await page.reload()
    await expect(page).toHaveURL(/\/app$/)
    await expect(page.getByTestId('user-name')).toHaveText(account.displayName)

    await page.getByRole('link', { name: 'Déconnexion' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await page.goto('/app')
    await expect(page).toHaveURL(/\/login$/)
  })

  test('by phone typed the French way, with spaces', async ({ page, app }) => {
    test.skip(app !== 'mobility', SAME_IN_EVERY_APP)
    const account = accountsOf(app).find((a) => a.phone.startsWith('+33'))!
    const national = '0' + account.phone.slice(3)
    const typed = national.replace(/(\d{2})(?=\d)/g, '$1 ')
    const since = await askCode(page, 'phone', typed)
    const code = await codeFromOutbox(app, account.phone, since)
    await typeCode(page, code)
    await expect(page).toHaveURL(/\/app$/)
    // The key store writes to the account's email whichever way it signed in.
    await unlockVault(page, app, account.email)
    await expect(page.getByTestId('user-name')).toHaveText(account.displayName)
  })

  test("a wrong code says 'Code incorrect'; cancel returns to the first step", async ({ page, app }) => {
    test.skip(app !== 'dispatch', SAME_IN_EVERY_APP)
    const account = accountsOf(app)[1]!
    const since = await askCode(page, 'email', account.email)
    const code = await codeFromOutbox(app, account.email, since)
    await typeCode(page, wrong(code))
    await expect(page.getByText('Code incorrect')).toBeVisible()
    await expect(page).toHaveURL(/\/login$/)
    await page.getByRole('button', { name: 'Annuler' }).click()
    await expect(page.getByRole('textbox', { name: 'Adresse email' })).toHaveValue(account.email)
  })

  test('too many wrong tries show the restart error and return to the first step', async ({ page, app }) => {
    test.skip(app !== 'perinatal', SAME_IN_EVERY_APP)
    const account = accountsOf(app)[2] ?? accountsOf(app)[1]!
    const since = await askCode(page, 'email', account.email)
    const code = await codeFromOutbox(app, account.email, since)
    for (let attempt = 1; attempt < 5; attempt++) {
      await typeCode(page, wrong(code))
      await expect(page.getByText('Code incorrect')).toBeVisible()
    }
    await typeCode(page, wrong(code))
    await expect(page.getByText(RESTART_ERROR)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Recevoir un code' })).toBeVisible()
  })

  test('a new identifier signs in and lands on profile creation', async ({ page, app }) => {
    test.skip(app !== 'mobility', SAME_IN_EVERY_APP)
    const email = `nouvelle.personne.${app}.${Date.now()}@exemple.fr`
    const since = await askCode(page, 'email', email)
    await typeCode(page, await codeFromOutbox(app, email, since))
    await expect(page).toHaveURL(/\/new-user$/)
    await expect(page.getByRole('heading', { name: 'Création de votre profil' })).toBeVisible()
  })

  test("an unknown route says 'Page non trouvée' and 'Retour' goes back", async ({ page, app }) => {
    test.skip(app !== 'dispatch', SAME_IN_EVERY_APP)
    await page.goto('/login')
    await page.goto('/nulle-part')
    await expect(page.getByRole('heading', { name: 'Page non trouvée' })).toBeVisible()
    await page.getByRole('button', { name: 'Retour' }).click()
    await expect(page).toHaveURL(/\/login$/)
  })

  test('axe finds no violation on both steps at 375 and 1440 px', async ({ page, app }) => {
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/login')
      await expect(page.getByRole('button', { name: 'Recevoir un code' })).toBeVisible()
      await expectNoAxeViolations(page)
      const account = accountsOf(app).at(-1)!
      await askCode(page, 'email', account.email)
      await expectNoAxeViolations(page)
      await page.getByRole('button', { name: 'Annuler' }).click()
      await page.goto('/register')
      await expect(page.getByRole('checkbox', { name: /conditions générales/ })).toBeVisible()
      await expectNoAxeViolations(page)
    }
  })
})

test('the professional-identity button shows outside dispatch mode only', async ({ page, app }) => {
  await page.goto('/login')
  const psc = page.getByRole('button', { name: 'Se connecter avec Pro Santé Connect' })
  if ((app as AppName) === 'dispatch') await expect(psc).toHaveCount(0)
  else await expect(psc).toBeVisible()
})
