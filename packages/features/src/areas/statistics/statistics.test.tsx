import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { page } from 'vitest/browser'
import { accountHandlers, accountUser, statisticsSample, statisticsStore } from '@relais/api-client/msw'
import { dateInZone, STATISTICS_REFRESH_MS } from '@relais/domain'
import { AppHarness } from '../../shell/testing/AppHarness.tsx'
import { bucketLabel, durationBars, durationSummary, volumePoints, volumeSummary } from './charts.ts'
import { csvFileName, dailyCsv, practitionersCsv } from './statistics-csv.ts'

const organization = { id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', name: 'Maternité des Lilas' }
const BOM = '\uFEFF'

describe('the statistics as spreadsheets', () => {
  it('has a line per day of the period, quiet days at 0, the classes counted', () => {
    // 2026-11-29 is a Sunday: the sample has nobody consulting then.
    const statistics = statisticsSample(organization, '2026-11-27', '2026-12-03')
    const lines = dailyCsv(statistics).split('\r\n')
    expect(lines[0]).toBe(`${BOM}Date;Consultations;Durée totale (min);Longues;Moyennes;Courtes`)
    expect(lines).toHaveLength(1 + 7 + 1)
    expect(lines.at(-1)).toBe('')
    expect(lines[3]).toBe('2026-11-29;0;0;0;0;0')
    const friday = statistics.durations['2026-11-27']!
    const count = friday.long.count + friday.medium.count + friday.short.count
    const minutes = friday.long.minutes + friday.medium.minutes + friday.short.minutes
    expect(lines[1]).toBe(
      `2026-11-27;${count};${minutes};${friday.long.count};${friday.medium.count};${friday.short.count}`,
    )
    // Every line's consultations add up to the card's figure.
    const total = lines.slice(1, -1).reduce((sum, line) => sum + Number(line.split(';')[1]), 0)
    expect(total).toBe(statistics.appointments.count.value)
  })

  it('names each practitioner with their profession, and never lets a name run as a formula', () => {
    const statistics = statisticsSample(organization, '2026-11-27', '2026-12-03')
    statistics.practitioners[0]!.practitioner.name = '=HYPERLINK("x";"y")'
    const lines = practitionersCsv(statistics, 'perinatal').split('\r\n')
    expect(lines[0]).toBe(`${BOM}Praticien;Profession;Consultations;Durée totale (min);Durée moyenne (min)`)
    expect(lines[1]!.startsWith(`"'=HYPERLINK(""x"";""y"")";Docteur;`)).toBe(true)
    expect(lines[2]).toMatch(/^Sophie Garnier;Sage-femme;\d+;\d+;\d+(,\d)?$/)
  })

  it('names the file after the structure and the period', () => {
    const statistics = statisticsSample(organization, '2026-11-27', '2026-12-03')
    expect(csvFileName(statistics, 'par-jour')).toBe(
      'statistiques-maternite-des-lilas-2026-11-27-au-2026-12-03-par-jour.csv',
    )
  })
})

describe('the charts', () => {
  it('count by day up to 7 days, by week from Monday up to 32, by month beyond', () => {
    const week = volumePoints(statisticsSample(organization, '2026-11-27', '2026-12-03'), {
      start: '2026-11-27',
      end: '2026-12-03',
    })
    expect(week.map((p) => p.label)).toEqual(['27/11', '28/11', '29/11', '30/11', '01/12', '02/12', '03/12'])
    const month = volumePoints(statisticsSample(organization, '2026-11-04', '2026-12-03'), {
      start: '2026-11-04',
      end: '2026-12-03',
    })
    expect(month.map((p) => p.label)).toEqual([
      'sem. du 02/11',
      'sem. du 09/11',
      'sem. du 16/11',
      'sem. du 23/11',
      'sem. du 30/11',
    ])
    expect(bucketLabel('2026-11-01', 'month')).toBe('nov. 2026')
  })

  it('say in words what they draw', () => {
    const period = { start: '2026-11-27', end: '2026-12-03' }
    const statistics = statisticsSample(organization, period.start, period.end)
    const points = volumePoints(statistics, period)
    const busiest = points.reduce((a, b) => (b.count > a.count ? b : a))
    expect(volumeSummary(points, period)).toBe(
      `${statistics.appointments.count.value} consultations du 27/11/2026 au 03/12/2026 ; le plus grand nombre le ${busiest.name} (${busiest.count}).`,
    )
    const total = new Intl.NumberFormat('fr-FR').format(statistics.duration.total.value)
    expect(durationSummary(durationBars(statistics, period), period)).toMatch(
      new RegExp(
        `^${total} minutes de consultation du 27/11/2026 au 03/12/2026 : longues .+, moyennes .+, courtes .+\\.$`,
      ),
    )
    const empty = statisticsSample(organization, period.start, period.end, { empty: true })
    expect(volumeSummary(volumePoints(empty, period), period)).toBe(
      'Aucune consultation du 27/11/2026 au 03/12/2026.',
    )
  })
})

describe("the structure's home", () => {
  it('asks every second with the last ETag: unchanged is a 304 and the cards stay; a change shows', async () => {
    await page.viewport(1440, 900)
    const store = statisticsStore()
    const screen = await render(
      <AppHarness handlers={[accountHandlers.currentUser(accountUser('organization')), ...store.handlers]} />,
    )
    const card = screen.getByRole('region', { name: 'Consultations réalisées' })
    await expect.element(card).toBeVisible()
    const first = card.element().querySelector('p')!.textContent
    await expect
      .poll(() => store.requests.filter((r) => r.notModified).length, { timeout: 5000 })
      .toBeGreaterThan(1)
    // The last 7 days, ending today.
    const today = dateInZone(Date.now(), 'Europe/Paris')
    expect(store.requests.every((r) => r.end === today)).toBe(true)
    expect(card.element().querySelector('p')!.textContent).toBe(first)
    store.bump()
    await expect
      .poll(() => card.element().querySelector('p')!.textContent, {
        timeout: 3 * STATISTICS_REFRESH_MS + 1000,
      })
      .not.toBe(first)
  })
})
