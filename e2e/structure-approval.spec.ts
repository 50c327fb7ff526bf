// One journey per review list from end to end in the UI: a structure (perinatal; mobility's registers
// in onboarding and is reviewed in the same list) or a dispatch operator registers through /register
// and /new-user and lands on /pending-activation; an administrator, through Administration and its tile, accepts it in the review list ('Établissement en
// attente' / 'Comptes en attente') and declines another; the waiting page moves on to /app by itself,
// where the new account opens its vault. Axe at 375 and 1440 px on each page.
import type { Browser, Page } from '@playwright/test'
import { registerPendingAccount, signInAsDemo } from './support/accounts.ts'
import { accountsOf, expect, test, type AppName } from './support/fixtures.ts'
import { address, axeAtBothWidths, check, signUp, text } from './support/registration.ts'
import { unlockVault } from './support/vault.ts'

/**
 * Letters only, capitalised as names are stored ("Abcdef"), unique per run: the review list is searched
 * for this name.
 */
function uniqueLetters() {
  const n = Date.now() * 100 + Math.floor(Math.random() * 100)
  const letters = n
    .toString(26)
    .split('')
    .map((c) => String.fromCharCode(97 + parseInt(c, 26)))
    .join('')
  return letters.charAt(0).toUpperCase() + letters.slice(1)
}

/** A metropolitan mobile in the 06 12 range, as the onboarding journeys use. */
const phone = () => `0612${String(Date.now()).slice(-6)}`

async function newPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, locale: 'fr-FR', timezoneId: 'Europe/Paris' })
  return context.newPage()
}

/**
 * Registers the account that waits for review through the UI and returns the name the review list
 * shows: the structure's (perinatal, mobility) or the person's (dispatch).
 */
async function registerThroughTheUi(page: Page, app: AppName, email: string): Promise<string> {
  const suffix = uniqueLetters()
  if (app === 'dispatch') {
    await signUp(page, app, '/register', email)
    await page
      .getByRole('radiogroup', { name: 'Vous êtes' })
      .getByText('Opérateur de régulation', { exact: true })
      .click()
    await page.getByRole('button', { name: 'Continuer' }).click()
    await expect(page.getByRole('heading', { level: 2, name: /Vos informations/ })).toBeVisible()
    const [first, last] = ['Lucas', `Fontaine ${suffix}`]
    await text(page, 'Prénom').fill(first)
    await text(page, 'Nom').fill(last)
    await text(page, 'Numéro de téléphone').fill(phone())
    await page.getByRole('button', { name: 'Créer mon compte' }).click()
    return `${first} ${last}`
  }
  await signUp(page, app, '/register/organization', email)
  await expect(page.getByRole('heading', { level: 2, name: /Votre structure/ })).toBeVisible()
  if (app === 'perinatal') {
    // The FINESS directory names the structure at the ninth digit.
    await text(page, 'Numéro FINESS').fill('010000156')
    await expect(text(page, 'Nom de la structure')).toHaveValue('CLINIQUE CONVERT')
  } else {
    await check(page, "Ma structure n'a pas de numéro FINESS")
    await text(page, 'Numéro SIRET').fill('75920025600015')
    await expect(text(page, 'Nom de la structure')).toHaveValue('CLINIQUE BEL AIR BOURG EN BRESSE')
  }
  // A name of its own, so that this run's row is the one the administrator accepts.
  const name = `Maternité du Parc ${suffix}`
  await text(page, 'Nom de la structure').fill(name)
  await address(page, 'Adresse de la structure')
  await check(page, 'Gynécologue')
  await page.getByRole('button', { name: 'Suivant' }).click()
  await expect(page.getByRole('heading', { level: 2, name: /Personne responsable/ })).toBeVisible()
  await text(page, 'Prénom').fill('Anne')
  await text(page, 'Nom').fill('Roux')
  await text(page, 'Numéro de téléphone').fill(phone())
  await page.getByRole('button', { name: 'Créer mon compte' }).click()
  return name
}

test.describe('structure approval', () => {
  test.describe.configure({ timeout: 180_000 })
  test.use({ actionTimeout: 15_000 })

  test('registered through the UI, it waits for review, is accepted, and moves on to /app by itself', async ({
    page,
    app,
    browser,
  }, testInfo) => {
    test.skip(
      app === 'mobility',
      "a mobility structure is reviewed in the perinatal one's list and screens; onboarding registers it",
    )
    const email = `e2e.approval.${app}.${Date.now()}@exemple.fr`
    const listedName = await registerThroughTheUi(page, app, email)
    await expect(page).toHaveURL(/\/pending-activation$/)
    await expect(
      page.getByRole('heading', { name: "Votre compte est en attente d'activation" }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Contactez-nous' })).toHaveAttribute(
      'href',
      /^mailto:.+\?subject=.+/,
    )
    await axeAtBothWidths(page)

    // Another account waiting for review, which the administrator declines (registered through the
    // API: the same POST /user the wizard sends).
    const other = await newPage(browser, testInfo.project.use.baseURL)
    const declined = await registerPendingAccount(other, app)
    await other.context().close()

    // An administrator, in another browser, through the menu and the admin tile.
    const admin = await newPage(browser, testInfo.project.use.baseURL)
    const administrator = accountsOf(app).find((a) => a.admin)!.email
    await signInAsDemo(admin, app, administrator)
    await admin.setViewportSize({ width: 1440, height: 900 })
    await admin.goto('/app')
    await unlockVault(admin, app, administrator)
    await admin
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Administration' })
      .click()
    await expect(admin.getByRole('heading', { name: 'Administration', level: 1 })).toBeVisible()
    await axeAtBothWidths(admin)
    await admin
      .getByRole('link', { name: app === 'dispatch' ? 'Comptes en attente' : 'Etablissements' })
      .click()
    const title = app === 'dispatch' ? 'Comptes en attente' : 'Établissement en attente'
    await expect(admin.getByRole('heading', { name: title, level: 1 })).toBeVisible()
    const row = admin.getByRole('row', { name: new RegExp(listedName) })
    const declinedRow = admin.getByRole('row', { name: new RegExp(declined.listedName) })
    await expect(row).toContainText(email)
    await expect(declinedRow).toContainText(declined.email)
    await axeAtBothWidths(admin)
    await row.getByRole('button', { name: 'Accepter' }).click()
    await expect(row).toHaveCount(0)
    await declinedRow.getByRole('button', { name: 'Refuser' }).click()
    // A refusal is final: it is confirmed, with the reason the person will read.
    const confirm = admin.getByRole('alertdialog', { name: /Refuser la demande de/ })
    await confirm.getByRole('textbox', { name: 'Motif du refus' }).fill('Informations incomplètes')
    await confirm.getByRole('button', { name: 'Refuser définitivement' }).click()
    await expect(declinedRow).toHaveCount(0)

    // The waiting page asks again by itself (every 5 s) and moves on once the account is active.
    await expect(page).toHaveURL(/\/app$/, { timeout: 20_000 })
    await unlockVault(page, app, email)
    await expect(page.getByTestId('user-name')).toHaveText(listedName)
    if (app !== 'dispatch') {
      // The structure's home: a team nobody has joined yet.
      await expect(page.getByRole('heading', { name: 'Ma structure', level: 2 })).toBeVisible()
      await expect(page.getByText("Aucun membre dans l'équipe")).toBeVisible()
    }
    await axeAtBothWidths(page)

    // Decided for good: neither comes back in the list.
    await admin.reload()
    await expect(admin.getByRole('heading', { name: title, level: 1 })).toBeVisible()
    await expect(admin.getByRole('row', { name: new RegExp(listedName) })).toHaveCount(0)
    await expect(admin.getByRole('row', { name: new RegExp(declined.listedName) })).toHaveCount(0)
    await admin.context().close()
  })
})
