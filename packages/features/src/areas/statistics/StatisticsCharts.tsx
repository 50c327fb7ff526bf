// The statistics page's charts, in their own chunk with Observable Plot: the cards and the table paint
// first, the drawings follow. Each chart is a figure whose caption says what it shows; the drawing itself
// is hidden from assistive technologies, which get the sentence and, on demand, its table (a button any
// keyboard reaches shows it to everyone).
import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { Button, Table, type TableColumn } from '@relais/ui'
import { DURATION_CLASS_LABELS, DURATION_CLASSES } from '@relais/domain'
import {
  durationBars,
  durationChart,
  durationSummary,
  volumeChart,
  volumePoints,
  volumeSummary,
  type DurationBar,
  type Period,
  type VolumePoint,
} from './charts.ts'
import type { OrganizationStatistics } from './useOrganizationStatistics.ts'
import * as styles from './statistics.css.ts'

const number = new Intl.NumberFormat('fr-FR')

/** Draws `draw(width)` into a box as wide as its container, again when the container's width changes. */
function PlotBox({ draw }: { draw: (width: number) => Element }) {
  const box = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(0)
  useLayoutEffect(() => {
    const element = box.current!
    setWidth(Math.floor(element.clientWidth))
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry!.contentRect.width)))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  useLayoutEffect(() => {
    const element = box.current!
    if (width <= 0) return
    const chart = draw(width)
    element.replaceChildren(chart)
    return () => chart.remove()
  }, [draw, width])
  return <div ref={box} className={styles.plot} aria-hidden="true" data-testid="plot" />
}

function ChartPanel<T extends { id: string }>({
  title,
  summary,
  draw,
  tableLabel,
  columns,
  rows,
  legend,
}: {
  title: string
  summary: string
  legend?: ReactNode
  draw: (width: number) => Element
  tableLabel: string
  columns: TableColumn<T>[]
  rows: T[]
}): ReactNode {
  const [tableShown, setTableShown] = useState(false)
  const titleId = useId()
  const tableId = useId()
  return (
    <figure className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.panelHead}>
        <h2 id={titleId} className={styles.panelTitle}>
          {title}
        </h2>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={tableShown}
          aria-controls={tableShown ? tableId : undefined}
          onPress={() => setTableShown((shown) => !shown)}
        >
          {tableShown ? 'Masquer le tableau' : 'Afficher le tableau'}
        </Button>
      </div>
      <figcaption className={styles.summary}>{summary}</figcaption>
      {legend}
      <PlotBox draw={draw} />
      {tableShown && (
        <div id={tableId}>
          <Table aria-label={tableLabel} columns={columns} rows={rows} />
        </div>
      )}
    </figure>
  )
}

type VolumeRow = VolumePoint & { id: string }
const VOLUME_COLUMNS: TableColumn<VolumeRow>[] = [
  { id: 'name', label: 'Période', isRowHeader: true, render: (r) => r.name },
  { id: 'count', label: 'Consultations', render: (r) => number.format(r.count) },
]

type DurationRow = DurationBar & { id: string }
const DURATION_COLUMNS: TableColumn<DurationRow>[] = [
  { id: 'name', label: 'Période', isRowHeader: true, render: (r) => r.name },
  ...DURATION_CLASSES.map((c): TableColumn<DurationRow> => ({
    id: c,
    label: `${DURATION_CLASS_LABELS[c]}, min`,
    render: (r) => `${number.format(r.totals[c].minutes)} (${number.format(r.totals[c].count)})`,
  })),
  { id: 'minutes', label: 'Total, min', render: (r) => number.format(r.minutes) },
]

/** The classes' colours, named: the bars' legend (the drawing itself is hidden from screen readers). */
function DurationLegend() {
  return (
    <ul className={styles.legend} aria-label="Légende">
      {DURATION_CLASSES.map((c) => (
        <li key={c} className={styles.legendItem}>
          <span className={styles.swatches[c]} aria-hidden="true" />
          {DURATION_CLASS_LABELS[c]}
        </li>
      ))}
    </ul>
  )
}

export interface StatisticsChartsProps {
  statistics: OrganizationStatistics
  period: Period
  colors: Parameters<typeof volumeChart>[2]
}

export default function StatisticsCharts({ statistics, period, colors }: StatisticsChartsProps) {
  const { start, end } = period
  // The drawings depend on the figures alone: a 304 keeps the same objects, and nothing is redrawn.
  const points = useMemo(() => volumePoints(statistics, { start, end }), [statistics, start, end])
  const bars = useMemo(() => durationBars(statistics, { start, end }), [statistics, start, end])
  const drawVolume = useCallback((width: number) => volumeChart(points, width, colors), [points, colors])
  const drawDuration = useCallback((width: number) => durationChart(bars, width, colors), [bars, colors])
  return (
    <div className={styles.charts}>
      <ChartPanel
        title="Volume de consultations"
        summary={volumeSummary(points, period)}
        draw={drawVolume}
        tableLabel="Consultations par période"
        columns={VOLUME_COLUMNS}
        rows={points.map((p) => ({ ...p, id: p.date }))}
      />
      <ChartPanel
        title="Durée totale des consultations"
        summary={durationSummary(bars, period)}
        draw={drawDuration}
        legend={<DurationLegend />}
        tableLabel="Minutes de consultation par période et par durée"
        columns={DURATION_COLUMNS}
        rows={bars.map((b) => ({ ...b, id: b.date }))}
      />
    </div>
  )
}
