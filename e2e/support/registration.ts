// Steps shared by the journeys that register through the UI (onboarding, structure approval).
import type { Page } from '@playwright/test'
import { codeFromOutbox, expect, expectNoAxeViolations, type AppName } from './fixtures.ts'

export async function axeAtBothWidths(page: Page) {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoAxeViolations(page)
  }
}

/** /register (or a variant) → email and terms → the code from the outbox → /new-user. */
export async function signUp(page: Page, app: AppName, path: string, email: string, terms = true) {
  await page.goto(path)
  await page.getByRole('textbox', { name: 'Adresse email' }).fill(email)
  if (terms) {
    // The box by keyboard: its label holds the link to the terms, which a click could land on.
    const box = page.getByRole('checkbox', { name: "J'accepte les conditions générales d'utilisation" })
    await box.focus()
    await page.keyboard.press('Space')
    await expect(box).toBeChecked()
  }
  const since = new Date(Date.now() - 1000)
  await page.getByRole('button', { name: 'Recevoir un code' }).click()
  await expect(page.getByText('Saisissez le code à 6 chiffres')).toBeVisible()
  const code = await codeFromOutbox(app, email, since)
  await page.getByLabel('Code de connexion').first().click()
  await page.keyboard.type(code)
  await expect(page).toHaveURL(/\/new-user$/)
}

export const text = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true })

export async function check(page: Page, label: string) {
  await page.getByText(label, { exact: true }).click()
}

/**
 * The places directory: the first suggestion for a town, in France unless `country` names the other
 * country the mode's addresses may be in (home care: Côte d'Ivoire).
 */
export async function address(page: Page, label: string, query = 'Lyon', country?: string) {
  if (country) {
    await page
      .getByRole('radiogroup', { name: `Pays (${label.toLowerCase()})` })
      .getByText(country, { exact: true })
      .click()
  }
  const box = page.getByRole('combobox', { name: label, exact: true })
  // The popover's list, not the hidden native <select> react-aria keeps for autofill.
  const suggestion = page
    .getByRole('listbox')
    .getByRole('option', { name: new RegExp(`^${query}`) })
    .first()
  await box.scrollIntoViewIfNeeded()
  // Suggestions arrive 300 ms after the last keystroke; a popover closed by a scroll is typed again.
  await expect(async () => {
    await box.fill('')
    await box.pressSequentially(query, { delay: 40 })
    await expect(suggestion).toBeVisible({ timeout: 4_000 })
  }).toPass({ timeout: 30_000 })
  await suggestion.click()
  await expect(page.getByText(/Adresse retenue/).first()).toBeVisible()
}
