// The statistics page's two charts, drawn by Observable Plot: the consultations' volume as a line and
// their total duration as bars stacked by length class, one point or bar per bucket of the period's
// grain. Plain functions of the figures, so that the bench times exactly what the page draws. What each
// chart says is also written out (`volumeSummary`, `durationSummary`) and tabled for screen readers.
import * as Plot from '@observablehq/plot'
import {
  bucketDurations,
  bucketSeries,
  chartGrain,
  daysBetween,
  DURATION_CLASS_LABELS,
  DURATION_CLASSES,
  formatDate,
  type ChartGrain,
  type ClassTotals,
  type DurationClass,
  type IsoDate,
} from '@relais/domain'
import type { OrganizationStatistics } from './useOrganizationStatistics.ts'

export interface Period {
  start: IsoDate
  end: IsoDate
}

const MONTHS = [
  'janv.',
  'févr.',
  'mars',
  'avr.',
  'mai',
  'juin',
  'juil.',
  'août',
  'sept.',
  'oct.',
  'nov.',
  'déc.',
]

/** A bucket's label under its point or bar: « 30/11 », « sem. du 30/11 », « nov. 2026 ». */
export function bucketLabel(date: IsoDate, grain: ChartGrain): string {
  const dayMonth = formatDate(date).slice(0, 5)
  if (grain === 'day') return dayMonth
  if (grain === 'week') return `sem. du ${dayMonth}`
  return `${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`
}

/** The same bucket in a sentence or a table cell: « le 30/11/2026 », « semaine du 30/11/2026 », « novembre 2026 ». */
function bucketName(date: IsoDate, grain: ChartGrain): string {
  if (grain === 'day') return formatDate(date)
  if (grain === 'week') return `semaine du ${formatDate(date)}`
  return new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  )
}

function periodGrain(period: Period): ChartGrain {
  return chartGrain(daysBetween(period.start, period.end) + 1)
}

export interface VolumePoint {
  date: IsoDate
  label: string
  name: string
  count: number
}

export function volumePoints(
  statistics: Pick<OrganizationStatistics, 'volume'>,
  period: Period,
): VolumePoint[] {
  const grain = periodGrain(period)
  return bucketSeries(statistics.volume, period, grain).map(({ date, value }) => ({
    date,
    label: bucketLabel(date, grain),
    name: bucketName(date, grain),
    count: value,
  }))
}

export interface DurationBar {
  date: IsoDate
  label: string
  name: string
  totals: ClassTotals
  minutes: number
}

export function durationBars(
  statistics: Pick<OrganizationStatistics, 'durations'>,
  period: Period,
): DurationBar[] {
  const grain = periodGrain(period)
  return bucketDurations(statistics.durations, period, grain).map(({ date, ...totals }) => ({
    date,
    label: bucketLabel(date, grain),
    name: bucketName(date, grain),
    totals,
    minutes: DURATION_CLASSES.reduce((sum, c) => sum + totals[c].minutes, 0),
  }))
}

const count = new Intl.NumberFormat('fr-FR')
const plural = (n: number, one: string, many: string) => `${count.format(n)} ${n > 1 ? many : one}`

/** The line chart in words: the total, and the busiest bucket. */
export function volumeSummary(points: readonly VolumePoint[], period: Period): string {
  const total = points.reduce((sum, p) => sum + p.count, 0)
  const range = `du ${formatDate(period.start)} au ${formatDate(period.end)}`
  if (total === 0) return `Aucune consultation ${range}.`
  const busiest = points.reduce((best, p) => (p.count > best.count ? p : best))
  const grain = periodGrain(period)
  const where =
    grain === 'day' ? `le ${busiest.name}` : grain === 'week' ? `la ${busiest.name}` : `en ${busiest.name}`
  return `${plural(total, 'consultation', 'consultations')} ${range} ; le plus grand nombre ${where} (${count.format(busiest.count)}).`
}

/** The bar chart in words: the total time and each class's share of it. */
export function durationSummary(bars: readonly DurationBar[], period: Period): string {
  const range = `du ${formatDate(period.start)} au ${formatDate(period.end)}`
  const minutes = bars.reduce((sum, b) => sum + b.minutes, 0)
  if (minutes === 0) return `Aucune durée de consultation ${range}.`
  const parts = DURATION_CLASSES.map((c) => {
    const total = bars.reduce(
      (sum, b) => ({ count: sum.count + b.totals[c].count, minutes: sum.minutes + b.totals[c].minutes }),
      { count: 0, minutes: 0 },
    )
    return `${DURATION_CLASS_LABELS[c].split(' (')[0]!.toLowerCase()} ${plural(total.minutes, 'minute', 'minutes')} (${plural(total.count, 'consultation', 'consultations')})`
  })
  return `${plural(minutes, 'minute', 'minutes')} de consultation ${range} : ${parts.join(', ')}.`
}

/** The classes' colours, from the brand's theme (CSS custom properties resolve inside the SVG). */
export interface ChartColors {
  line: string
  classes: Readonly<Record<DurationClass, string>>
  text: string
  grid: string
  /** Drawn between stacked segments, so that two neighbours never merge. */
  separator: string
}

const HEIGHT = 240

function smallCountTicks(counts: readonly number[]): number[] | undefined {
  const max = Math.max(0, ...counts)
  return max <= 5 ? Array.from({ length: Math.max(max, 1) + 1 }, (_, i) => i) : undefined
}

/**
 * Plot puts a <style> of its own in each chart, which the apps' Content-Security-Policy refuses (styles
 * need the page's nonce): it goes, and statistics.css.ts gives the charts the same rules.
 */
function withoutStyleElements<T extends Element>(chart: T): T {
  for (const style of chart.querySelectorAll('style')) style.remove()
  return chart
}

function labelsShown(labels: readonly string[], width: number): (label: string) => string {
  // One label in n when they would overlap: about 7 px a character at the axis' size.
  const longest = Math.max(...labels.map((l) => l.length), 1)
  const every = Math.max(1, Math.ceil((labels.length * (longest * 7 + 12)) / Math.max(width - 60, 1)))
  const kept = new Set(labels.filter((_, i) => i % every === 0))
  return (label) => (kept.has(label) ? label : '')
}

export function volumeChart(points: readonly VolumePoint[], width: number, colors: ChartColors): Element {
  const labels = points.map((p) => p.label)
  return withoutStyleElements(
    Plot.plot({
      width,
      height: HEIGHT,
      marginLeft: 44,
      style: { color: colors.text, fontSize: '12px', background: 'transparent' },
      x: { domain: labels, label: null, tickFormat: labelsShown(labels, width), padding: 0.3 },
      y: {
        grid: true,
        // A handful of consultations: whole numbers only, not half ticks without labels.
        ticks: smallCountTicks(points.map((p) => p.count)),
        label: 'Consultations',
        labelArrow: 'none',
        tickFormat: (n: number) => (Number.isInteger(n) ? count.format(n) : ''),
      },
      marks: [
        Plot.ruleY([0], { stroke: colors.grid }),
        Plot.lineY(points, { x: 'label', y: 'count', stroke: colors.line, strokeWidth: 2 }),
        Plot.dot(points, { x: 'label', y: 'count', fill: colors.line, r: 3 }),
        Plot.tip(
          points,
          Plot.pointerX({
            x: 'label',
            y: 'count',
            title: (p: VolumePoint) => `${p.name} : ${plural(p.count, 'consultation', 'consultations')}`,
          }),
        ),
      ],
    }),
  )
}

export function durationChart(bars: readonly DurationBar[], width: number, colors: ChartColors): Element {
  const labels = bars.map((b) => b.label)
  const stacked = bars.flatMap((b) =>
    DURATION_CLASSES.map((c) => ({
      label: b.label,
      name: b.name,
      durationClass: DURATION_CLASS_LABELS[c],
      minutes: b.totals[c].minutes,
      consultations: b.totals[c].count,
    })),
  )
  return withoutStyleElements(
    Plot.plot({
      width,
      height: HEIGHT,
      marginLeft: 52,
      style: { color: colors.text, fontSize: '12px', background: 'transparent' },
      x: { domain: labels, label: null, tickFormat: labelsShown(labels, width), padding: 0.25 },
      y: { grid: true, label: 'Minutes', labelArrow: 'none', tickFormat: (n: number) => count.format(n) },
      color: {
        domain: DURATION_CLASSES.map((c) => DURATION_CLASS_LABELS[c]),
        range: DURATION_CLASSES.map((c) => colors.classes[c]),
      },
      marks: [
        Plot.barY(stacked, {
          x: 'label',
          y: 'minutes',
          fill: 'durationClass',
          order: DURATION_CLASSES.map((c) => DURATION_CLASS_LABELS[c]),
          stroke: colors.separator,
          strokeWidth: 1,
        }),
        Plot.ruleY([0], { stroke: colors.grid }),
        Plot.tip(
          stacked,
          Plot.pointer(
            Plot.stackY({
              x: 'label',
              y: 'minutes',
              fill: 'durationClass',
              title: (d: (typeof stacked)[number]) =>
                `${d.name} — ${d.durationClass} : ${plural(d.minutes, 'minute', 'minutes')} (${plural(d.consultations, 'consultation', 'consultations')})`,
            }),
          ),
        ),
      ],
    }),
  )
}
