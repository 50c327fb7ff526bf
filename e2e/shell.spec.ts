// The shell: for every demo account of the app, the sidebar lists exactly the domain's entries
// for its type, mode and admin right; the shell's pages have no axe violation at 375 and 1440 px.
import { sidebarEntries, sidebarFooterEntries, USER_TYPE_LABELS } from '../packages/domain/src/index.ts'
import {
  accountsOf,
  codeFromOutbox,
  expectNoAxeViolations,
  SAME_IN_EVERY_APP,
  vaultCodeFromOutbox,
} from './support/fixtures.ts'
import { tabTo } from './support/keyboard.ts'
import { expect, test } from './support/signed-in.ts'

test.describe('the shell', () => {
  test('each demo account sees the sidebar of its type, and its dashboard passes axe at 375 and 1440 px', async ({
    signedInAs,
    app,
  }) => {
    test.setTimeout(120_000)
    for (const account of accountsOf(app)) {
      await test.step(`${USER_TYPE_LABELS[account.userType]}${account.admin ? ' (admin)' : ''}`, async () => {
        const page = await signedInAs(account.email)
        await page.setViewportSize({ width: 1440, height: 900 })
        await expect(page.getByTestId('user-name')).toHaveText(account.displayName)
        const ctx = {
          userType: account.userType,
          application: app,
          isAdmin: account.admin,
          country: account.profile.address.country ?? null,
        }
        const expected = [...sidebarEntries(ctx), ...sidebarFooterEntries(ctx)].map((e) => e.label)
        const nav = page.getByRole('navigation', { name: 'Menu principal' })
        await expect(nav.getByRole('link')).toHaveText(expected)
        await expect(page.getByText(/^Version /)).toBeVisible()
        await expectNoAxeViolations(page)

        await page.setViewportSize({ width: 375, height: 800 })
        await expect(page.getByRole('navigation', { name: 'Navigation rapide' })).toBeVisible()
        await expectNoAxeViolations(page)
      })
    }
  })

  test('the header, the search, a menu entry and the slide-in menu', async ({ signedInAs, app }) => {
    const account = accountsOf(app).find((a) => !a.admin)!
    const page = await signedInAs(account.email)
    await page.setViewportSize({ width: 1440, height: 900 })
    if (app === 'dispatch') {
      await expect(page.getByTestId('user-name')).toBeVisible()
      await expect(page.getByRole('button', { name: 'Notifications' })).toHaveCount(0)
      await expect(page.getByRole('search')).toHaveCount(0)
    } else {
      await page.getByRole('button', { name: 'Notifications' }).click()
      await expect(page.getByText('Aucune notification')).toBeVisible()
      await expectNoAxeViolations(page)
      await page.keyboard.press('Escape')
      await page
        .getByRole('searchbox', { name: 'Recherche globale' })
        .fill('Rechercher quelqu’un qui n’existe pas')
      await expect(page.getByText('Pas de résultat')).toBeVisible()
      await expect(page.getByText('Essayez de modifier votre recherche')).toBeVisible()
    }

    // The dispatch centre's map; the patient's guides (the last entry).
    const entry = app === 'dispatch' ? 'Carte' : 'Guides'
    await page.getByRole('link', { name: entry, exact: true }).first().click()
    await expect(page.getByRole('heading', { name: entry, level: 1 })).toBeVisible()
    await expect(
      app === 'dispatch'
        ? page.getByRole('heading', { name: /^Demandes en attente/, level: 2 })
        : page.getByRole('link', { name: 'Donner accès à mon dossier' }),
    ).toBeVisible()
    await expectNoAxeViolations(page)

    // A phone: the menu slides in from the toggle over the content.
    await page.setViewportSize({ width: 375, height: 800 })
    await page.getByRole('button', { name: 'Afficher le menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Menu principal' })
    await expect(menu).toBeVisible()
    await expectNoAxeViolations(page)
    await menu.getByRole('link', { name: 'Tableau de bord' }).click()
    await expect(page).toHaveURL(/\/app$/)
    await expect(menu).toBeHidden()
    // A phone always starts with the page.
    await page.reload()
    await expect(page.getByRole('button', { name: 'Afficher le menu' })).toBeVisible()
  })

  test('the legal pages are public and pass axe at 375 and 1440 px', async ({ page, app }) => {
    test.skip(app !== 'dispatch', SAME_IN_EVERY_APP)
    for (const [path, title, figure] of [
      ['/legals/privacy-policy', 'Politique de confidentialité', 'au moins 15 ans'],
      ['/legals/cookie-policy', 'Politique de cookies', '13 mois au plus'],
    ] as const) {
      for (const width of [375, 1440]) {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(path)
        await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
        await expect(page.getByText(figure).first()).toBeVisible()
        await expect(page.getByText('Dernière mise à jour : 29/01/2025')).toBeVisible()
        await expectNoAxeViolations(page)
      }
    }
  })

  test("keyboard only, from sign-in to a sent message: the skip link, then focus on each page's heading", async ({
    page,
    app,
  }) => {
    // Dispatch roles have no Messagerie in the spec; perinatal and mobility share this journey's pages.
    test.skip(app !== 'mobility', SAME_IN_EVERY_APP)
    test.setTimeout(120_000)
    await page.setViewportSize({ width: 1440, height: 900 })
    const accounts = accountsOf(app).filter((a) => !a.admin)
    const doctor = accounts.find((a) => a.userType === 'doctor')!
    // A colleague found by exact email, which any professional may look up.
    const colleague = accounts.find((a) => a.userType === 'midwife' || a.userType === 'assistant')!

    await page.goto('/login')
    const email = page.getByRole('textbox', { name: 'Adresse email' })
    await tabTo(page, email)
    await page.keyboard.type(doctor.email)
    const since = new Date(Date.now() - 1000)
    await page.keyboard.press('Enter')
    const code = page
      .getByRole('group', { name: 'Code de connexion' })
      .or(page.getByLabel('Code de connexion'))
    await expect(code.first()).toBeVisible()
    await page.keyboard.type(await codeFromOutbox(app, doctor.email, since)) // submitted at the sixth digit

    // A new device: the vault's code, typed where the dialog put focus.
    const unlock = page.getByRole('alertdialog', { name: 'Déverrouiller vos données' })
    await expect(unlock.getByText(/envoyé à/)).toBeVisible({ timeout: 20_000 })
    await expect(unlock.getByRole('textbox')).toBeFocused()
    await page.keyboard.type(await vaultCodeFromOutbox(app, doctor.email))
    await expect(unlock).toBeHidden({ timeout: 20_000 })
    await expect(page.getByTestId('user-name')).toHaveText(doctor.displayName)
    // The dashboard's first render after sign-in.
    await expectNoAxeViolations(page)

    // The first stop is the skip link; it leads past the header and the menu.
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Aller au contenu principal' })
    await expect(skip).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('main')).toBeFocused()

    // Back into the menu, to Messagerie: focus lands on the new page's heading.
    await tabTo(
      page,
      page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Messagerie' }),
      'Shift+Tab',
    )
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: 'Messagerie', level: 1 })).toBeFocused()

    await tabTo(page, page.getByRole('button', { name: 'Nouvelle conversation' }))
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Nouvelle conversation' })
    await expect(dialog.getByRole('searchbox', { name: 'Rechercher un contact' })).toBeFocused()
    await page.keyboard.type(colleague.email)
    const row = dialog.getByRole('row', { name: new RegExp(colleague.displayName) })
    await expect(row).toBeVisible()
    await tabTo(page, row)
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()

    const message = page.getByRole('textbox', { name: 'Votre message' })
    await expect(message).toBeEnabled()
    await tabTo(page, message)
    const text = `Au clavier seulement ${Date.now()}`
    await page.keyboard.type(text)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('log', { name: `Messages avec ${colleague.displayName}` })).toContainText(
      text,
    )
    // With a conversation open: its history is reachable and scrollable by keyboard.
    await expectNoAxeViolations(page)
  })

  test('an anonymous visitor is no error: the public pages log nothing in the console', async ({ page }) => {
    // Stricter than the fixture's watch: no failed request either, whatever its status.
    const logged: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') logged.push(message.text())
    })
    for (const [path, heading] of [
      ['/', 'Connexion'],
      ['/login', 'Connexion'],
      ['/register/select', 'Créer un compte'],
      ['/legals/terms', "Conditions générales d'utilisation"],
      ['/legals/privacy-policy', 'Politique de confidentialité'],
    ] as const) {
      await test.step(path, async () => {
        await page.goto(path)
        await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
        // The session is asked for once the app has taken over the page.
        await page.waitForLoadState('networkidle')
        expect(logged).toEqual([])
      })
    }
  })

  test('signed out, /app goes to /login', async ({ page, app }) => {
    test.skip(app !== 'perinatal', SAME_IN_EVERY_APP)
    await page.goto('/app/user/settings')
    await expect(page).toHaveURL(/\/login$/)
  })
})
