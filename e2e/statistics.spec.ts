// A structure's statistics end to end, in perinatal. A midwife who has just registered joins the demo
// maternity service (her request approved by it), a patient grants her her file, and she records three
// consultations she gave — 60, 40 and 20 minutes: one long, one medium, one short. The structure's
// 'Statistiques' then show, over the last 7 days, what a computation in this test expects from the
// figures before plus these three: the cards, the charts' tables, her line in the per-practitioner
// table, and the same rows in the CSV it downloads. Its home shows the same count, live. A patient is
// sent to /app. Axe at 375 and 1440 px on the page, the charts' tables open.
import { readFileSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import { API, type AppName, apiHeaders, nameMarker } from './support/fixtures.ts'
import { newPage, registerPatientWithRecord, grantMedicalFile } from './support/patients.ts'
import { registerPractitioner } from './support/practitioners.ts'
import { axeAtBothWidths } from './support/registration.ts'
import { expect, test } from './support/signed-in.ts'

const MATERNITY = 'maternite.perinatal@demo.relais-sante.fr'
const ZONE = 'Europe/Paris'

interface Statistics {
  period: { start: string; end: string }
  appointments: { count: { value: number } }
  duration: { average: { value: number }; total: { value: number } }
  volume: Record<string, number>
  durations: Record<string, Record<'long' | 'medium' | 'short', { count: number; minutes: number }>>
}

/** The local calendar day of an instant in the structure's zone, as yyyy-MM-dd. */
const dayIn = (instant: number) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(instant)

async function statisticsOf(page: Page, app: AppName, organizationId: string, start: string, end: string) {
  const res = await page.request.get(
    `${API}/organization/${organizationId}/statistics?periodStartDate=${start}&periodEndDate=${end}`,
    { headers: apiHeaders(app) },
  )
  expect(res.status(), await res.text()).toBe(200)
  return (await res.json()) as Statistics
}

/** The value a date picker's segment holds (`hour`, `minute`, `day`…). */
async function segment(picker: Locator, type: string): Promise<number> {
  return Number(await picker.locator(`[data-type="${type}"]`).getAttribute('aria-valuenow'))
}

/**
 * Sets 'Début' `minutes` before 'Fin' (which opens at now), typed segment by segment as a keyboard user
 * would; returns the start's instant to the minute and its length.
 */
async function startBeforeEnd(dialog: Locator, minutes: number) {
  const end = dialog.getByRole('group', { name: 'Fin' })
  const parts = {
    year: await segment(end, 'year'),
    month: await segment(end, 'month'),
    day: await segment(end, 'day'),
    hour: await segment(end, 'hour'),
    minute: await segment(end, 'minute'),
  }
  // The wall-clock arithmetic of the picker: the same zone on both sides, so UTC stands in for it.
  const start = new Date(Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute - minutes))
  const typed = {
    day: start.getUTCDate(),
    month: start.getUTCMonth() + 1,
    year: start.getUTCFullYear(),
    hour: start.getUTCHours(),
    minute: start.getUTCMinutes(),
  }
  const begin = dialog.getByRole('group', { name: 'Début' })
  for (const [type, value] of Object.entries(typed)) {
    const field = begin.locator(`[data-type="${type}"]`)
    await field.focus()
    await field.pressSequentially(String(value).padStart(type === 'year' ? 4 : 2, '0'))
    await expect(field).toHaveAttribute('aria-valuenow', String(value))
  }
  return {
    day: `${typed.year}-${String(typed.month).padStart(2, '0')}-${String(typed.day).padStart(2, '0')}`,
  }
}

test.describe('statistics of a structure', () => {
  test('three consultations by a new member show in the cards, the charts, her line and the CSV', async ({
    app,
    browser,
    baseURL,
    signedInAs,
  }) => {
    test.skip(app !== 'perinatal', 'the demo maternity service is a perinatal structure')
    test.setTimeout(240_000)
    const family = `Statistique${nameMarker()}`
    const email = `e2e.statistics.${family.toLowerCase()}@exemple.fr`

    // The structure and its figures before.
    const maternity = await signedInAs(MATERNITY)
    const current = await maternity.request.get(`${API}/user/current`, { headers: apiHeaders(app) })
    const organization = ((await current.json()) as { organizations: { id: string; name: string }[] })
      .organizations[0]!
    const today = dayIn(Date.now())
    const weekStart = dayIn(Date.parse(`${today}T12:00:00Z`) - 6 * 86_400_000)

    // A midwife registers, opens her vault and asks to join; the structure approves.
    const { page: midwife, id: midwifeId } = await registerPractitioner(browser, baseURL, app, {
      userType: 'midwife',
      firstName: 'Lina',
      lastName: family,
      email,
    })
    const asked = await midwife.request.post(`${API}/organization/${organization.id}/request-to-join`, {
      headers: apiHeaders(app),
    })
    expect(asked.status(), await asked.text()).toBe(201)
    const policyId = ((await asked.json()) as { id: string }).id
    const approved = await maternity.request.post(`${API}/access-policy/${policyId}/approve`, {
      headers: apiHeaders(app),
    })
    expect(approved.ok(), await approved.text()).toBe(true)

    // A patient grants her file to the midwife.
    const patient = await newPage(browser, baseURL)
    await registerPatientWithRecord(patient, app, `Stat${nameMarker()}`, 'Fer')
    const patientId = (
      (await (await patient.request.get(`${API}/user/current`, { headers: apiHeaders(app) })).json()) as {
        id: string
      }
    ).id
    await grantMedicalFile(app, patient, midwife, {
      patientId: patientId,
      practitionerId: midwifeId,
      practitionerType: 'midwife',
    })
    await patient.context().close()

    const before = await statisticsOf(maternity, app, organization.id, weekStart, today)

    // Three consultations: long, medium, short.
    const lengths = [60, 40, 20] as const
    const days: string[] = []
    await midwife.goto(`/app/patients/${patientId}`)
    for (const minutes of lengths) {
      await midwife.getByRole('button', { name: 'Nouveau bilan de consultation' }).click()
      const dialog = midwife.getByRole('dialog', { name: 'Nouveau bilan de consultation' })
      await expect(dialog.getByRole('group', { name: 'Fin' })).toBeVisible()
      days.push((await startBeforeEnd(dialog, minutes)).day)
      await dialog.getByRole('textbox', { name: 'Description' }).fill(`Consultation de ${minutes} minutes.`)
      await dialog.getByRole('button', { name: 'Enregistrer' }).click()
      await expect(dialog).toBeHidden({ timeout: 30_000 })
    }
    await midwife.context().close()

    // What the page must show: the figures before, plus these three.
    const count = before.appointments.count.value + 3
    const totalMinutes = before.duration.total.value + 120
    const average = Math.round((totalMinutes / count) * 10) / 10
    const expectedDays = new Map<
      string,
      { count: number; minutes: number; long: number; medium: number; short: number }
    >()
    for (let d = weekStart; d <= today; d = dayIn(Date.parse(`${d}T12:00:00Z`) + 86_400_000)) {
      const c = before.durations[d]
      expectedDays.set(d, {
        count: before.volume[d] ?? 0,
        minutes: c ? c.long.minutes + c.medium.minutes + c.short.minutes : 0,
        long: c?.long.count ?? 0,
        medium: c?.medium.count ?? 0,
        short: c?.short.count ?? 0,
      })
    }
    lengths.forEach((minutes, i) => {
      const day = expectedDays.get(days[i]!)!
      day.count += 1
      day.minutes += minutes
      day[minutes >= 50 ? 'long' : minutes >= 35 ? 'medium' : 'short'] += 1
    })
    const number = (n: number) => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 }).format(n)

    await maternity.goto('/app/organization/statistics')
    await expect(maternity.getByRole('heading', { name: 'Statistiques', level: 1 })).toBeVisible()
    await expect(maternity.getByText(organization.name).first()).toBeVisible()
    await expect(maternity.getByRole('radio', { name: '7 derniers jours' })).toBeChecked()
    const card = (name: string) => maternity.getByRole('region', { name })
    await expect(card('Consultations réalisées')).toContainText(number(count))
    await expect(card('Durée moyenne')).toContainText(`${number(average)}min`)
    await expect(card('Temps total')).toContainText(`${Math.ceil(totalMinutes / 60)}h`)

    // The volume chart's table: a row per day of the week, as computed.
    const volume = maternity.getByRole('figure', { name: 'Volume de consultations' })
    await expect(volume.locator('svg').first()).toBeVisible()
    await volume.getByRole('button', { name: 'Afficher le tableau' }).click()
    const volumeRows = volume.getByRole('grid', { name: 'Consultations par période' }).getByRole('row')
    await expect(volumeRows).toHaveCount(1 + 7)
    const [y, m, d] = today.split('-')
    await expect(volumeRows.filter({ hasText: `${d}/${m}/${y}` })).toContainText(
      number(expectedDays.get(today)!.count),
    )
    const duration = maternity.getByRole('figure', { name: 'Durée totale des consultations' })
    await duration.getByRole('button', { name: 'Afficher le tableau' }).click()
    await expect(
      duration
        .getByRole('grid', { name: 'Minutes de consultation par période et par durée' })
        .getByRole('row')
        .filter({ hasText: `${d}/${m}/${y}` }),
    ).toContainText(number(expectedDays.get(today)!.minutes))

    // Her line: three consultations, 120 minutes, 40 on average.
    const line = maternity
      .getByRole('grid', { name: 'Activité par praticien' })
      .getByRole('row')
      .filter({ hasText: `Lina ${family}` })
    await expect(line).toContainText('Sage-femme')
    await expect(line).toContainText('120 min')
    await expect(line).toContainText('40 min')
    await axeAtBothWidths(maternity)

    // The CSV: the same days, the same counts.
    await maternity.getByRole('button', { name: 'Exporter' }).click()
    const downloading = maternity.waitForEvent('download')
    await maternity.getByRole('menuitem', { name: 'Activité par jour (CSV)' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^statistiques-.+-par-jour\.csv$/)
    const lines = readFileSync((await download.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe('Date;Consultations;Durée totale (min);Longues;Moyennes;Courtes')
    expect(lines.slice(1)).toEqual(
      [...expectedDays].map(([day, e]) => `${day};${e.count};${e.minutes};${e.long};${e.medium};${e.short}`),
    )

    // The home's live cards say the same.
    await maternity.goto('/app')
    await expect(card('Consultations réalisées')).toContainText(number(count))
  })

  test('sends a patient from the statistics to her home', async ({ app, browser, baseURL }) => {
    test.skip(app !== 'perinatal', 'one mode is enough for the guard')
    const patient = await newPage(browser, baseURL)
    await registerPatientWithRecord(patient, app, `Garde${nameMarker()}`, 'Aucun')
    await patient.goto('/app/organization/statistics')
    await expect(patient).toHaveURL(/\/app$/)
    await patient.context().close()
  })
})
