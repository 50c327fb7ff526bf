// The agenda end to end. The demo doctor publishes his week (Monday to Friday, 08:00–12:00, added in one
// go) and an unavailability from his agenda's settings, which the API keeps: a reload shows them. His
// structure's account then opens his agenda, meets 'Vous n'avez pas les droits nécessaires' and asks for
// access; the doctor accepts in 'Mes données', and the structure sees his agenda.
import type { Locator, Page } from '@playwright/test'
import { SCHEDULE_ACCESS_MESSAGES } from '@relais/domain'
import { expectNoAxeViolations } from './support/fixtures.ts'
import { expect, test } from './support/signed-in.ts'

const DOCTOR = 'medecin.perinatal@demo.relais-sante.fr'
const STRUCTURE = 'maternite.perinatal@demo.relais-sante.fr'

/** Types `HH:mm` into a time field, from its first segment. */
async function typeTime(page: Page, scope: Locator, label: string, time: string) {
  await scope.getByRole('group', { name: label, exact: true }).getByRole('spinbutton').first().click()
  await page.keyboard.type(time.replace(':', ''))
}

async function typeDate(page: Page, scope: Locator, label: string, date: string) {
  await scope
    .getByRole('group', { name: label, exact: true })
    .getByRole('spinbutton', { name: /jour/ })
    .click()
  await page.keyboard.type(`${date.slice(8, 10)}${date.slice(5, 7)}${date.slice(0, 4)}`)
}

/** The date `days` from today in Paris (the e2e browsers' zone), as YYYY-MM-DD. */
const inDays = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(Date.now() + days * 86_400_000)

test.describe('agenda', () => {
  test.describe.configure({ mode: 'serial' })

  test('a doctor publishes his week and an unavailability', async ({ app, signedInAs }) => {
    test.skip(app !== 'perinatal', 'the agenda is the same in every mode: it runs in perinatal')
    const doctor = await signedInAs(DOCTOR)
    await doctor.goto('/app/agenda')
    await expect(doctor.getByRole('heading', { name: 'Agenda', exact: true })).toBeVisible()
    await doctor.getByRole('link', { name: "Paramètres de l'agenda" }).click()
    await expect(doctor).toHaveURL(/\/app\/agenda\/settings$/)

    await doctor.getByRole('button', { name: 'Ajouter un créneau le lundi' }).click()
    const slot = doctor.getByRole('dialog', { name: 'Ajouter un créneau' })
    await typeTime(doctor, slot, 'Heure de début', '08:00')
    await typeTime(doctor, slot, 'Heure de fin', '12:00')
    for (const day of ['Mardi', 'Mercredi', 'Jeudi', 'Vendredi']) {
      await slot.getByText(day, { exact: true }).click()
    }
    await expectNoAxeViolations(doctor)
    await slot.getByRole('button', { name: 'Ajouter' }).click()
    await expect(slot).toBeHidden()
    // Unsaved: the way back asks before losing them.
    await expect(doctor.getByRole('button', { name: 'Annuler' })).toBeVisible()

    const busyDay = inDays(8)
    await doctor.getByRole('button', { name: 'Ajouter une indisponibilité ou une disponibilité' }).click()
    const exception = doctor.getByRole('dialog', { name: 'Ajouter une indisponibilité ou une disponibilité' })
    await exception.getByText('Indisponible', { exact: true }).click()
    await typeDate(doctor, exception, 'Date de début', busyDay)
    await typeTime(doctor, exception, 'Heure de début', '09:00')
    await typeTime(doctor, exception, 'Heure de fin', '10:00')
    await exception.getByRole('button', { name: 'Ajouter' }).click()
    await expect(exception).toBeHidden()
    await doctor.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(doctor.getByRole('button', { name: 'Retour' })).toBeVisible()

    await doctor.reload()
    for (const day of ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi']) {
      await expect(doctor.getByRole('list', { name: day, exact: true })).toHaveText(/08:00 – 12:00/)
    }
    await expect(doctor.getByText(/Indisponible.*09:00 – 10:00/)).toBeVisible()
    await expectNoAxeViolations(doctor)
    await doctor.setViewportSize({ width: 375, height: 812 })
    await expectNoAxeViolations(doctor)
  })

  test("a structure asks for a member's agenda, which he grants", async ({ app, signedInAs }) => {
    test.skip(app !== 'perinatal', 'the agenda is the same in every mode: it runs in perinatal')
    const structure = await signedInAs(STRUCTURE)
    await structure.goto('/app/organization/agenda')
    await structure.getByRole('button', { name: /Membre de l'équipe/ }).click()
    await structure
      .getByRole('option', { name: /Médecin$/ })
      .first()
      .click()
    const dialog = structure.getByRole('dialog', { name: SCHEDULE_ACCESS_MESSAGES.forbidden })
    await expect(dialog).toBeVisible()
    await expectNoAxeViolations(structure)
    await dialog.getByRole('button', { name: SCHEDULE_ACCESS_MESSAGES.request }).click()
    await expect(dialog.getByText(SCHEDULE_ACCESS_MESSAGES.sent)).toBeVisible()
    await expect(dialog).toBeHidden({ timeout: 10_000 })

    // The doctor accepts in 'Mes données'.
    const doctor = await signedInAs(DOCTOR)
    await doctor.goto('/app/user/settings#access-policy')
    await doctor.getByRole('button', { name: 'Accepter' }).first().click()
    await expect(doctor.getByRole('button', { name: /^Révoquer l'accès de/ }).first()).toBeVisible()

    // The structure now sees his agenda.
    await structure.goto('/app/organization/agenda')
    await structure.getByRole('button', { name: /Membre de l'équipe/ }).click()
    await structure
      .getByRole('option', { name: /Médecin$/ })
      .first()
      .click()
    await expect(structure.getByRole('heading', { name: /^Agenda de / })).toBeVisible()
    await expect(structure.getByRole('dialog')).toBeHidden()
    await expectNoAxeViolations(structure)
  })
})
