// The shell: for every demo account of the app, the sidebar lists exactly the domain's entries
// for its type, mode and admin right; the shell's pages have no axe violation at 375 and 1440 px.
import { sidebarEntries, sidebarFooterEntries, USER_TYPE_LABELS } from '../packages/domain/src/index.ts'
import { accountsOf, expectNoAxeViolations } from './support/fixtures.ts'
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

  test('the header, the search, a feature not built yet and the slide-in menu', async ({
    signedInAs,
    app,
  }) => {
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

    // Entries whose screens are not built yet (Messagerie now is).
    const entry = app === 'dispatch' ? 'Carte' : 'Agenda'
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: entry }).click()
    await expect(page.getByRole('heading', { name: entry, level: 1 })).toBeVisible()
    await expect(page.getByText('Cette fonctionnalité est en cours de développement.')).toBeVisible()
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

  test('the legal pages are public and pass axe at 375 and 1440 px', async ({ page }) => {
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

  test('signed out, /app goes to /login', async ({ page }) => {
    await page.goto('/app/user/settings')
    await expect(page).toHaveURL(/\/login$/)
  })
})
