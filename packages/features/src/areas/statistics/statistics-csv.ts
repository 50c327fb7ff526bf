// The period's figures as the spreadsheet a structure opens: one line per day (every day of the period,
// quiet ones at 0) or one line per practitioner. Semicolons and a byte-order mark, as French Excel
// expects; a cell that would start a formula is quoted as text so that no name runs as one.
import { addDays, DURATION_CLASSES, userTypeLabel, type Application, type IsoDate } from '@relais/domain'
import type { OrganizationStatistics } from './useOrganizationStatistics.ts'

const SEPARATOR = ';'
const BOM = '\uFEFF'

function cell(value: string | number): string {
  let text = String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[;"\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

function csv(rows: readonly (readonly (string | number)[])[]): string {
  return BOM + rows.map((row) => row.map(cell).join(SEPARATOR)).join('\r\n') + '\r\n'
}

const DAY_COLUMNS = ['Date', 'Consultations', 'Durée totale (min)', 'Longues', 'Moyennes', 'Courtes'] as const

/** Per day: consultations, their minutes, and how many of them were long, medium and short. */
export function dailyCsv(
  statistics: Pick<OrganizationStatistics, 'period' | 'volume' | 'durations'>,
): string {
  const rows: (string | number)[][] = [[...DAY_COLUMNS]]
  for (let day: IsoDate = statistics.period.start; day <= statistics.period.end; day = addDays(day, 1)) {
    const classes = statistics.durations[day]
    const minutes = classes ? DURATION_CLASSES.reduce((sum, c) => sum + classes[c].minutes, 0) : 0
    rows.push([
      day,
      statistics.volume[day] ?? 0,
      minutes,
      ...DURATION_CLASSES.map((c) => classes?.[c].count ?? 0),
    ])
  }
  return csv(rows)
}

const PRACTITIONER_COLUMNS = [
  'Praticien',
  'Profession',
  'Consultations',
  'Durée totale (min)',
  'Durée moyenne (min)',
] as const

/** Per practitioner who consulted in the period, the busiest first (the API's order). */
export function practitionersCsv(
  statistics: Pick<OrganizationStatistics, 'practitioners'>,
  application: Application,
): string {
  return csv([
    [...PRACTITIONER_COLUMNS],
    ...statistics.practitioners.map((line) => [
      line.practitioner.name,
      userTypeLabel(line.practitioner.userType, application),
      line.count,
      line.totalMinutes,
      String(line.averageMinutes).replace('.', ','),
    ]),
  ])
}

/** « statistiques-maternite-des-lilas-2026-11-27-au-2026-12-03-par-jour.csv » */
export function csvFileName(
  statistics: Pick<OrganizationStatistics, 'organization' | 'period'>,
  kind: 'par-jour' | 'par-praticien',
): string {
  const slug = statistics.organization.name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return `statistiques-${slug}-${statistics.period.start}-au-${statistics.period.end}-${kind}.csv`
}

/** Hands the file to the browser's downloads. */
export function saveCsv(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  // The download has started from the URL by the next task; then it can go.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
