// In each app, a page composing the shell and one of every field type has no axe violation
// at 375 px and 1440 px, in the app's own brand.
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts'

// Both widths in one journey: the page is loaded once, then resized.
test('the kit preview has no axe violation at 375 and 1440 px', async ({ page }) => {
  await page.goto('/kit')
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await expect(page.getByRole('heading', { name: 'Aperçu du kit', level: 1 })).toBeVisible()
    for (const label of ['Nom', 'Téléphone', 'Numéro de sécurité sociale', 'Code de connexion', 'Ville']) {
      await expect(
        page
          .getByRole('textbox', { name: label })
          .or(page.getByRole('combobox', { name: label }))
          .first(),
      ).toBeVisible()
    }
    await expect(page.getByRole('switch', { name: 'Recevoir les notifications' })).toBeChecked()
    await expectNoAxeViolations(page)
    if (width === 375) {
      // The slide-in menu: opened from the header, axe-clean too, closed with Escape.
      await page.getByRole('button', { name: /le menu/ }).click()
      await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible()
      await expectNoAxeViolations(page)
      await page.keyboard.press('Escape')
    }
  }
})
