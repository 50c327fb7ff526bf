// Issue 5, the admin area against the real API: accounts waiting for review (a structure in perinatal
// and mobility, a dispatch operator in dispatch) are registered through the API — the same POST /user
// the /new-user wizard sends — then an administrator accepts one, which reaches /app by itself, and
// declines the other. Impersonation from the debug drawer and back.
import type { Browser, Page } from '@playwright/test'
import { DEMO_SWITCH_TARGETS } from '../packages/features/src/admin/demo-accounts.ts'
import { registerPendingAccount, signInAsDemo } from './support/accounts.ts'
import { accountsOf, expect, expectNoAxeViolations, test, type AppName } from './support/fixtures.ts'

async function newPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, locale: 'fr-FR', timezoneId: 'Europe/Paris' })
  return context.newPage()
}

async function axeAtBothWidths(page: Page) {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoAxeViolations(page)
  }
  await page.setViewportSize({ width: 1440, height: 900 })
}

const admin = (app: AppName) => accountsOf(app).find((a) => a.admin)!

test.describe('administration', () => {
  test('an administrator accepts a pending account, which then reaches /app, and declines another', async ({
    page,
    app,
    browser,
  }, testInfo) => {
    test.setTimeout(90_000)
    const waiting = await newPage(browser, testInfo.project.use.baseURL)
    const accepted = await registerPendingAccount(waiting, app)
    const other = await newPage(browser, testInfo.project.use.baseURL)
    const declined = await registerPendingAccount(other, app)

    await waiting.goto('/app')
    await expect(waiting).toHaveURL(/\/pending-activation$/)
    await expect(
      waiting.getByRole('heading', { name: "Votre compte est en attente d'activation" }),
    ).toBeVisible()
    await expect(waiting.getByRole('link', { name: 'Contactez-nous' })).toHaveAttribute(
      'href',
      /^mailto:.+\?subject=.+/,
    )
    await axeAtBothWidths(waiting)

    await signInAsDemo(page, app, admin(app).email)
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/app')
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Administration' })
      .click()
    await expect(page.getByRole('heading', { name: 'Administration', level: 1 })).toBeVisible()
    await axeAtBothWidths(page)
    const tile = app === 'dispatch' ? 'Comptes en attente' : 'Etablissements'
    await page.getByRole('link', { name: tile }).click()
    const title = app === 'dispatch' ? 'Comptes en attente' : 'Établissement en attente'
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
    const acceptedRow = page.getByRole('row', { name: new RegExp(accepted.listedName) })
    const declinedRow = page.getByRole('row', { name: new RegExp(declined.listedName) })
    await expect(acceptedRow).toBeVisible()
    await expect(acceptedRow).toContainText(accepted.email)
    await axeAtBothWidths(page)

    await acceptedRow.getByRole('button', { name: 'Accepter' }).click()
    await expect(acceptedRow).toHaveCount(0)
    await declinedRow.getByRole('button', { name: 'Refuser' }).click()
    await expect(declinedRow).toHaveCount(0)

    // The waiting page asks again by itself and moves on once the account is active.
    await expect(waiting).toHaveURL(/\/app$/, { timeout: 15_000 })
    await expect(waiting.getByTestId('user-name')).toBeVisible()
    await page.reload()
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
    await expect(page.getByRole('row', { name: new RegExp(accepted.listedName) })).toHaveCount(0)
    await waiting.context().close()
    await other.context().close()
  })

  test('impersonation from the debug drawer, the red banner, and restore', async ({ page, app }) => {
    // Two axe passes and two sessions: on a loaded 2-core CI machine it once needed more than 30 s.
    test.slow()
    const administrator = admin(app)
    const target = accountsOf(app).find((a) => !a.admin && a.userType !== 'patient')!
    await signInAsDemo(page, app, administrator.email)
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/app/admin')
    await page.getByRole('button', { name: 'Débogage' }).click()
    const drawer = page.getByRole('dialog', { name: 'Débogage' })
    const email = drawer.getByRole('textbox', { name: "Email de l'utilisateur" })
    await email.fill(administrator.email)
    await expect(drawer.getByRole('button', { name: 'Impersonate' })).toBeDisabled()
    await expectNoAxeViolations(page)

    // A failure is alerted as 'Error: ' + the server's message.
    await email.fill('personne@exemple.fr')
    const alert = page.waitForEvent('dialog')
    await drawer.getByRole('button', { name: 'Impersonate' }).click()
    const dialog = await alert
    expect(dialog.message()).toMatch(/^Error: /)
    await dialog.accept()

    await email.fill(target.email)
    await drawer.getByRole('button', { name: 'Impersonate' }).click()
    await expect(page).toHaveURL(/\/app$/)
    await expect(page.getByTestId('user-name')).toHaveText(target.displayName)
    const banner = page.getByRole('region', { name: 'Avertissement' })
    await expect(banner).toContainText("session d'un autre utilisateur")
    await expect(banner).toContainText('vous déconnecter pour revenir')
    await axeAtBothWidths(page)

    await banner.getByRole('button', { name: 'Restaurer' }).click()
    await expect(page.getByTestId('user-name')).toHaveText(administrator.displayName)
    await expect(banner).toHaveCount(0)
  })

  test('the demo drawer (LOCAL) switches to a demo account', async ({ page, app }) => {
    const [target] = DEMO_SWITCH_TARGETS[app]
    const account = accountsOf(app).find((a) => a.email === target!.username)!
    await signInAsDemo(page, app, admin(app).email)
    await page.goto('/app/admin')
    await page.getByRole('button', { name: 'Comptes de démonstration' }).click()
    const drawer = page.getByRole('dialog', { name: 'Comptes de démonstration' })
    await expectNoAxeViolations(page)
    await drawer.getByRole('button', { name: target!.label }).click()
    await expect(page).toHaveURL(/\/app$/)
    await expect(page.getByTestId('user-name')).toHaveText(account.displayName)
  })

  test('a non-administrator is sent from /app/admin to /app', async ({ page, app }) => {
    const account = accountsOf(app).find((a) => !a.admin)!
    await signInAsDemo(page, app, account.email)
    await page.goto('/app/admin/pending-organizations')
    await expect(page).toHaveURL(/\/app$/)
    await expect(
      page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Administration' }),
    ).toHaveCount(0)
  })
})
