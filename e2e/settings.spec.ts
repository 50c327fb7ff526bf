// Settings against the real API: the profile is saved and survives a reload; an email or a phone number
// another account holds is refused with the spec's message at the field, nothing typed lost; a new email
// is the account's once the code sent to it is typed; sections by hash, side menu on wide screens and
// dropdown on narrow ones; axe at 375 and 1440 px.
import type { Page } from '@playwright/test'
import {
  accountsOf,
  codeFromOutbox,
  expectNoAxeViolations,
  SAME_IN_EVERY_APP,
  type AppName,
} from './support/fixtures.ts'
import { address } from './support/registration.ts'
import { expect, test } from './support/signed-in.ts'

/** Types a new email, saves, and confirms it with the code the outbox received. */
async function changeEmail(page: Page, app: AppName, value: string) {
  const email = page.getByRole('textbox', { name: 'Adresse email' })
  await email.fill(value)
  const since = new Date(Date.now() - 1000)
  await page.getByRole('button', { name: 'Enregistrer' }).click()
  const dialog = page.getByRole('dialog', { name: 'Confirmer votre nouvelle adresse email' })
  await expect(dialog).toContainText(value)
  await expectNoAxeViolations(page)
  const code = await codeFromOutbox(app, value, since)
  await dialog.getByRole('textbox', { name: 'Code de confirmation' }).fill(code)
  await expect(page.getByText('Votre adresse email est confirmée')).toBeVisible()
  await expect(dialog).toHaveCount(0)
  await expect(email).toHaveValue(value)
}

test.describe('settings', () => {
  test('a profile update, its 409s at the fields, and the sections', async ({ signedInAs, app }) => {
    test.skip(app !== 'dispatch', SAME_IN_EVERY_APP)
    // Six axe scans and two email changes: past the default 30 s on a loaded machine, and a journey cut
    // short would leave the demo account under its temporary email for the journeys after it.
    test.setTimeout(90_000)
    // A person (the demo structures have no first name), the last of the app: the sign-in journeys
    // read the first one's name.
    const people = accountsOf(app).filter((a) => !a.admin && a.userType !== 'organization')
    const account = people[people.length - 1]!
    const other = people[0]!
    const page = await signedInAs(account.email)
    await page.setViewportSize({ width: 1440, height: 900 })
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Paramètres' })
      .click()
    await expect(page).toHaveURL(/\/app\/user\/settings$/)
    await expect(page.getByRole('heading', { name: 'Informations personnelles', level: 2 })).toBeVisible()
    await expectNoAxeViolations(page)

    const firstName = page.getByRole('textbox', { name: 'Prénom' })
    const original = await firstName.inputValue()
    await firstName.fill('Alexandrine')
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(page.getByText('Vos informations ont été enregistrées')).toBeVisible()
    await page.reload()
    await expect(page.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Alexandrine')

    const email = page.getByRole('textbox', { name: 'Adresse email' })
    const ownEmail = await email.inputValue()
    await email.fill(other.email.toUpperCase())
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(page.getByText('Cet email est déjà associé à un compte existant')).toBeVisible()
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveValue(other.email.toUpperCase())
    await expectNoAxeViolations(page)

    await email.fill(ownEmail)
    const phone = page.getByRole('textbox', { name: 'Téléphone' })
    await phone.fill(other.phone)
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(page.getByText('Ce numéro de téléphone est déjà associé à un compte existant')).toBeVisible()

    // Put the demo account back as it was.
    await phone.fill(account.phone)
    await page.getByRole('textbox', { name: 'Prénom' }).fill(original)
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(page.getByText('Vos informations ont été enregistrées').first()).toBeVisible()
    await expect(page.getByTestId('user-name')).toHaveText(account.displayName)

    // A new email is the account's only once the code sent to it is typed; then back to the demo's.
    const moved = `e2e.moved.${Date.now()}@exemple.fr`
    await changeEmail(page, app, moved)
    await page.reload()
    await expect(page.getByRole('textbox', { name: 'Adresse email' })).toHaveValue(moved)
    await changeEmail(page, app, ownEmail)

    const sections = page.getByRole('navigation', { name: 'Sections des paramètres' })
    await sections.getByRole('link', { name: 'Mes données' }).click()
    await expect(page).toHaveURL(/#access-policy$/)
    await expect(page.getByText('Aucun accès accordé')).toBeVisible()

    await page.setViewportSize({ width: 375, height: 800 })
    await expect(sections).toBeHidden()
    await page.getByRole('button', { name: /Section/ }).click()
    await page.getByRole('option', { name: 'Mentions légales' }).click()
    await expect(page).toHaveURL(/#legals$/)
    await expect(page.getByRole('heading', { name: 'Mentions légales', level: 2 })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('address, birth date and gender are shown outside dispatch only', async ({ signedInAs, app }) => {
    const account = accountsOf(app).find((a) => !a.admin && a.userType !== 'organization')!
    const page = await signedInAs(account.email)
    await page.goto('/app/user/settings')
    await expect(page.getByRole('textbox', { name: 'Prénom' })).toBeVisible()
    const details = [
      page.getByRole('combobox', { name: 'Adresse' }),
      page.getByRole('radiogroup', { name: 'Genre' }),
      page.getByText('Date de naissance'),
    ]
    for (const detail of details) await expect(detail).toHaveCount(app === 'dispatch' ? 0 : 1)
  })

  test('an Ivorian phone keeps its country: settings reloaded and saved without touching it', async ({
    signedInAs,
    app,
  }) => {
    test.skip(app !== 'mobility', "the demo patient of Côte d'Ivoire is mobility's")
    const patient = accountsOf(app).find((a) => a.userType === 'patient')!
    const page = await signedInAs(patient.email)
    await page.goto('/app/user/settings')
    await page.reload()
    const phone = page.getByRole('textbox', { name: 'Téléphone', exact: true })
    await expect(page.getByRole('button', { name: /Indicatif pays/ })).toHaveText(/CI \+225/)
    await expect(phone).toHaveValue('07 01 02 0304')
    await expect(
      page.getByText('Adresse retenue : Boulevard Latrille, Cocody, Abidjan, Côte d’Ivoire'),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(page.getByText('Vos informations ont été enregistrées')).toBeVisible()
    await expect(page.getByText('Numéro invalide')).toHaveCount(0)
    await page.reload()
    await expect(phone).toHaveValue('07 01 02 0304')
  })
  test('a practitioner edits what registration asked, under its rules, and finds it after a reload', async ({
    signedInAs,
    app,
  }) => {
    test.skip(app === 'dispatch', 'dispatch staff register no practice')
    const doctor = accountsOf(app).find((a) => a.userType === 'doctor' && !a.admin)!
    const page = await signedInAs(doctor.email)
    await page.goto('/app/user/settings')
    await expect(page.getByRole('heading', { name: 'Exercice professionnel' })).toBeVisible()
    const specialities = page.getByRole('group', { name: /Spécialités/ })
    await expect(specialities.getByRole('checkbox', { name: 'Médecin généraliste' })).toBeChecked()
    await expectNoAxeViolations(page)

    // Registration's rules, in French at the field, and nothing typed lost.
    const rpps = page.getByRole('textbox', { name: /Numéro RPPS/ })
    const original = await rpps.inputValue()
    await rpps.fill('1000345')
    await specialities.getByText('Dermatologue', { exact: true }).click()
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(page.getByText('Le numéro RPPS doit contenir 11 chiffres')).toBeVisible()
    await expect(rpps).toHaveAttribute('aria-invalid', 'true')
    await expect(specialities.getByRole('checkbox', { name: 'Dermatologue' })).toBeChecked()

    await rpps.fill(original)
    await page.getByRole('textbox', { name: 'Présentation' }).fill('Médecine générale et dermatologie')
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(page.getByText('Vos informations ont été enregistrées')).toBeVisible()
    await page.reload()
    await expect(
      page.getByRole('group', { name: /Spécialités/ }).getByRole('checkbox', { name: 'Dermatologue' }),
    ).toBeChecked()
    await expect(page.getByRole('textbox', { name: 'Présentation' })).toHaveValue(
      'Médecine générale et dermatologie',
    )

    // Put the demo account back as it was.
    await page
      .getByRole('group', { name: /Spécialités/ })
      .getByText('Dermatologue', { exact: true })
      .click()
    await page.getByRole('textbox', { name: 'Présentation' }).fill('')
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(page.getByText('Vos informations ont été enregistrées').first()).toBeVisible()
  })

  test('a nurse edits the certification numbers and the exercise zone', async ({ signedInAs, app }) => {
    test.skip(app !== 'mobility', 'nurses are mobility’s')
    test.setTimeout(60_000)
    const nurse = accountsOf(app).find((a) => a.userType === 'assistant')!
    const page = await signedInAs(nurse.email)
    await page.goto('/app/user/settings')
    const certification = page.getByRole('textbox', { name: 'Numéro de certification', exact: true })
    const original = await certification.inputValue()
    const zone = page.getByRole('combobox', { name: "Zone d'exercice", exact: true })
    await expect(zone).toHaveAccessibleDescription(
      /Adresse retenue : Boulevard de la République, Plateau, Abidjan/,
    )
    await certification.fill('')
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(certification).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('Ce champ est obligatoire')).toBeVisible()

    await certification.fill('IDE-CI-2026-0042')
    await address(page, "Zone d'exercice", 'Yopougon', "Côte d'Ivoire")
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(page.getByText('Vos informations ont été enregistrées')).toBeVisible()
    await page.reload()
    await expect(certification).toHaveValue('IDE-CI-2026-0042')
    await expect(zone).toHaveAccessibleDescription(/Adresse retenue : Yopougon/)

    // Back to the demo account's number; the zone stays in Abidjan, where his patients are.
    await certification.fill(original)
    await page.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(page.getByText('Vos informations ont été enregistrées').first()).toBeVisible()
  })
})
