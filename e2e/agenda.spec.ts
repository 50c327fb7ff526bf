// The agenda end to end. The demo doctor publishes his week (Monday to Friday, 08:00–12:00, added in one
// go) and an unavailability from his agenda's settings, which the API keeps: a reload shows them. His
// structure's account then opens his agenda, meets 'Vous n'avez pas les droits nécessaires' and asks for
// access; the doctor accepts in 'Mes données', and the structure sees his agenda, books one of its
// patients in it and cancels that appointment. A new patient names the
// demo midwife her referent (sharing her file with her); the midwife books her with the demo doctor into
// a free slot of the next weekday with a description, which then is no longer free; the doctor, whom the
// booking made one of her care team, reads the description; the patient sees it on her agenda and her
// dashboard, read only; the midwife cancels it and it shows 'Annulé'. In mobility, the demo patient in
// Abidjan books a home visit with the demo nurse some 8 km away, found by distance.
import { randomBytes } from 'node:crypto'
import type { Locator, Page } from '@playwright/test'
import { SCHEDULE_ACCESS_MESSAGES } from '@relais/domain'
import { API, expectNoAxeViolations, type AppName, apiHeaders } from './support/fixtures.ts'
import { nirFrom } from '../apps/api/src/testing/accounts.ts'
import { eightDigits, newPage, registerPatientWithRecord } from './support/patients.ts'
import { address, text } from './support/registration.ts'
import { expect, test } from './support/signed-in.ts'

const DOCTOR = 'medecin.perinatal@demo.relais-sante.fr'
const STRUCTURE = 'maternite.perinatal@demo.relais-sante.fr'
const MIDWIFE = 'sage-femme.perinatal@demo.relais-sante.fr'
const MIDWIFE_RPPS = '10107654328'
const NURSE = 'infirmier.mobility@demo.relais-sante.fr'
const MOBILITY_PATIENT = 'patient.mobility@demo.relais-sante.fr'

const letters = () => Array.from(randomBytes(6), (byte) => String.fromCharCode(97 + (byte % 26))).join('')

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

/** The first Monday-to-Friday date from tomorrow on, in Paris. */
function nextWeekday(): string {
  for (let days = 1; ; days++) {
    const date = inDays(days)
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay()
    if (weekday >= 1 && weekday <= 5) return date
  }
}

/** Monday to Friday, 08:00–12:00: the doctor's week as the first journey publishes it. */
const DOCTOR_WEEK = [1, 2, 3, 4, 5].map((day) => ({
  start: `2018-01-0${day}T08:00:00`,
  end: `2018-01-0${day}T12:00:00`,
}))

const idOf = async (page: Page, app: AppName) =>
  (
    (await (await page.request.get(`${API}/user/current`, { headers: apiHeaders(app) })).json()) as {
      id: string
    }
  ).id

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

    // With his consent it books in his agenda, for a patient of the structure, on his next weekday.
    const doctorHours = await doctor.request.put(
      `${API}/practitioner/${await idOf(doctor, app)}/schedule/recurring-slots`,
      { headers: apiHeaders(app), data: { slots: DOCTOR_WEEK } },
    )
    expect(doctorHours.status(), await doctorHours.text()).toBe(200)
    const current = (await (
      await structure.request.get(`${API}/user/current`, { headers: apiHeaders(app) })
    ).json()) as { organizations: { id: string }[] }
    const family = `Structure${letters()}`
    const added = await structure.request.post(
      `${API}/organization/${current.organizations[0]!.id}/affiliate-patient/new`,
      {
        headers: apiHeaders(app),
        data: {
          firstName: 'Inès',
          lastName: family,
          email: `e2e.agenda.${family.toLowerCase()}@exemple.fr`,
          nir: nirFrom(eightDigits()),
          gender: 'FEMALE',
          birthDate: '1994-03-08',
          address: { text: '3 rue des Lilas, 93260 Les Lilas', city: 'Les Lilas', country: 'FR' },
        },
      },
    )
    expect(added.status(), await added.text()).toBe(201)
    const day = nextWeekday()
    await structure.goto(`${structure.url()}&view=day&date=${day}`)
    await structure.getByRole('button', { name: 'Nouvelle consultation' }).click()
    const form = structure.getByRole('dialog', { name: 'Nouvelle consultation' })
    await form.getByRole('combobox', { name: 'Patient' }).fill(family.slice(0, 9))
    await structure.getByRole('option', { name: new RegExp(family) }).click()
    const firstSlot = form.getByRole('radio').first()
    await expect(firstSlot).toBeAttached({ timeout: 15_000 })
    await firstSlot.click({ force: true })
    await form.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(form).toBeHidden()
    const booked = structure.getByRole('button', { name: new RegExp(family) })
    await expect(booked).toBeVisible()
    // And cancels it, which frees his slot again.
    await booked.click()
    await structure.getByRole('button', { name: 'Annuler le rendez-vous' }).click()
    await structure.getByRole('alertdialog').getByRole('button', { name: 'Annuler le rendez-vous' }).click()
    await expect(structure.getByRole('button', { name: new RegExp(`${family}.*Annulé`) })).toBeVisible()
  })
  test('a midwife books her patient with a doctor, who reads its description; the patient sees it; the midwife cancels it', async ({
    app,
    browser,
    baseURL,
    signedInAs,
  }) => {
    test.skip(app !== 'perinatal', 'the agenda is the same in every mode: it runs in perinatal')
    test.setTimeout(150_000)
    const midwife = await signedInAs(MIDWIFE)
    const midwifeId = await idOf(midwife, app)
    // The doctor's week as the first journey leaves it, whether or not it ran before this one.
    const doctor = await signedInAs(DOCTOR)
    const doctorHours = await doctor.request.put(
      `${API}/practitioner/${await idOf(doctor, app)}/schedule/recurring-slots`,
      { headers: apiHeaders(app), data: { slots: DOCTOR_WEEK } },
    )
    expect(doctorHours.status(), await doctorHours.text()).toBe(200)
    // Her week open from 07:00 to 21:00 every day, so that any day has free slots whatever the hour.
    const week = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
      start: `2018-01-0${day}T07:00:00`,
      end: `2018-01-0${day}T21:00:00`,
    }))
    const opened = await midwife.request.put(`${API}/practitioner/${midwifeId}/schedule/recurring-slots`, {
      headers: apiHeaders(app),
      data: { slots: week },
    })
    expect(opened.status(), await opened.text()).toBe(200)

    // A new patient names the midwife her referent: her browser shares her file with her.
    const family = `Agenda${letters()}`
    const her = await newPage(browser, baseURL)
    await registerPatientWithRecord(her, app, family, `Spasfon ${letters()}`)
    await her.goto('/app')
    const card = her.locator('section', {
      has: her.getByRole('heading', { name: 'Mon professionnel référent' }),
    })
    await card.getByRole('button', { name: 'Choisir mon référent' }).click()
    const referent = her.getByRole('dialog', { name: 'Choisir mon référent santé' })
    await referent
      .getByRole('radiogroup', { name: /Votre référent est/ })
      .getByText('Sage-femme')
      .click()
    await text(her, 'Prénom du référent').fill('Sophie')
    await text(her, 'Nom du référent').fill('Garnier')
    await text(her, 'Email du référent').fill('sophie.garnier@exemple.fr')
    await text(her, 'Numéro RPPS du référent').fill(MIDWIFE_RPPS)
    await address(her, 'Adresse du référent')
    await referent.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(referent).toBeHidden()

    // The midwife books her with the doctor on the next weekday, with a description.
    const day = nextWeekday()
    await midwife.goto(`/app/agenda?view=day&date=${day}`)
    await midwife.getByRole('button', { name: 'Nouvelle consultation' }).click()
    const form = midwife.getByRole('dialog', { name: 'Nouvelle consultation' })
    await form.getByRole('combobox', { name: 'Patient' }).fill(family.slice(0, 8))
    await midwife.getByRole('option', { name: new RegExp(family) }).click()
    await expect(form.getByRole('checkbox', { name: 'La consultation nécessite un médecin' })).toBeChecked()
    await form.getByRole('combobox', { name: 'Médecin' }).fill('Mor')
    await midwife
      .getByRole('option', { name: /Moreau/ })
      .first()
      .click()
    const firstSlot = form.getByRole('radio').first()
    await expect(firstSlot).toBeAttached({ timeout: 15_000 })
    // The radio's value is the slot's start, in milliseconds.
    const start = Number(await firstSlot.getAttribute('value'))
    await firstSlot.click({ force: true })
    await form.getByRole('textbox', { name: 'Description' }).fill('Suivi post-natal')
    await expectNoAxeViolations(midwife)
    await form.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(form).toBeHidden()
    const booked = midwife.getByRole('button', { name: new RegExp(`${family}`) })
    await expect(booked).toBeVisible()

    // The slot is no longer offered.
    const search = await midwife.request.get(`${API}/available-slots?date=${day}&midwifeId=${midwifeId}`, {
      headers: apiHeaders(app),
    })
    const slots = ((await search.json()) as { slots: { start: string }[] }).slots.map((s) =>
      Date.parse(s.start),
    )
    expect(start).toBeGreaterThan(Date.now())
    expect(slots).not.toContain(start)

    // The doctor was not among those she shared her file with: the booking made him one, and the
    // midwife's browser added him to its encrypted group, so he reads the description.
    await doctor.goto(`/app/agenda?view=day&date=${day}`)
    await doctor.getByRole('button', { name: new RegExp(family) }).click()
    await expect(doctor.getByRole('dialog').getByText('Suivi post-natal')).toBeVisible()
    await doctor.keyboard.press('Escape')

    // The patient sees it on her agenda and her dashboard, and cannot change it.
    await her.goto(`/app/agenda?view=day&date=${day}`)
    const hers = her.getByRole('button', { name: /Sophie Garnier|Garnier/ })
    await expect(hers).toBeVisible()
    await hers.click()
    const details = her.getByRole('dialog')
    await expect(details.getByRole('button', { name: 'Fermer' }).first()).toBeVisible()
    await expect(details.getByRole('button', { name: 'Modifier' })).toHaveCount(0)
    await expect(details.getByRole('button', { name: 'Annuler le rendez-vous' })).toHaveCount(0)
    await her.keyboard.press('Escape')
    await her.goto('/app')
    await expect(her.getByRole('list', { name: 'Rendez-vous à venir' })).toBeVisible()
    await her.context().close()

    // The midwife cancels it.
    await booked.click()
    await midwife.getByRole('button', { name: 'Annuler le rendez-vous' }).click()
    await midwife.getByRole('alertdialog').getByRole('button', { name: 'Annuler le rendez-vous' }).click()
    await expect(midwife.getByRole('button', { name: new RegExp(`${family}.*Annulé`) })).toBeVisible()
  })
  test('a patient in Abidjan books a home visit with a nurse found by distance', async ({
    app,
    signedInAs,
  }) => {
    test.skip(app !== 'mobility', 'patients book their home visits in mobility')
    test.setTimeout(90_000)
    const nurse = await signedInAs(NURSE)
    const nurseId = (
      (await (await nurse.request.get(`${API}/user/current`, { headers: apiHeaders(app) })).json()) as {
        id: string
      }
    ).id
    // His week open round the clock, so that the day has free slots whatever the hour.
    const week = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
      start: `2018-01-0${day}T00:00:00`,
      end: `2018-01-0${day}T23:45:00`,
    }))
    const opened = await nurse.request.put(`${API}/practitioner/${nurseId}/schedule/recurring-slots`, {
      headers: apiHeaders(app),
      data: { slots: week },
    })
    expect(opened.status(), await opened.text()).toBe(200)

    const patient = await signedInAs(MOBILITY_PATIENT)
    await patient.goto('/app/agenda')
    await patient.getByRole('button', { name: 'Prendre rendez-vous' }).click()
    const booking = patient.getByRole('dialog', { name: 'Prendre rendez-vous' })
    const firstSlot = booking.getByRole('radiogroup', { name: 'Heure' }).getByRole('radio').first()
    await expect(firstSlot).toBeAttached({ timeout: 15_000 })
    const start = Number(await firstSlot.getAttribute('value'))
    await firstSlot.click({ force: true })
    // The only nurse around is chosen for her, with his distance.
    await expect(booking.getByText(/Karim Benali — \d+(,\d+)? km/)).toBeVisible()
    await expectNoAxeViolations(patient)
    await booking.getByRole('button', { name: 'Confirmer' }).click()
    await expect(booking).toBeHidden()

    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(start)
    await patient.goto(`/app/agenda?view=day&date=${day}`)
    await expect(patient.getByRole('button', { name: /Karim Benali/ }).first()).toBeVisible()
  })
})
