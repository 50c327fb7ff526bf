// The page side of bench/statistics-charts.ts: a structure of 50 practitioners, about 137 consultations
// a day, its statistics over 7, 30, 90 and 366 days drawn by the page's own chart functions (buckets,
// both Plot charts, at the page's width), each drawing timed from the figures to the laid-out SVG.
import { addDays, type IsoDate } from '@relais/domain'
import {
  durationBars,
  durationChart,
  volumeChart,
  volumePoints,
  type ChartColors,
} from '../../packages/features/src/areas/statistics/charts.ts'

const COLORS: ChartColors = {
  line: '#9b2c5e',
  text: '#2a1a22',
  grid: '#b9a3ad',
  separator: '#ffffff',
  classes: { long: '#9b2c5e', medium: '#1d4ed8', short: '#946200' },
}

function statisticsOver(start: IsoDate, end: IsoDate) {
  const volume: Record<IsoDate, number> = {}
  const durations: Record<
    IsoDate,
    Record<'long' | 'medium' | 'short', { count: number; minutes: number }>
  > = {}
  let n = 0
  for (let day = start; day <= end; day = addDays(day, 1), n++) {
    const long = 20 + (n % 7)
    const medium = 50 + ((n * 3) % 11)
    const short = 60 + ((n * 5) % 13)
    volume[day] = long + medium + short
    durations[day] = {
      long: { count: long, minutes: long * 56 },
      medium: { count: medium, minutes: medium * 41 },
      short: { count: short, minutes: short * 22 },
    }
  }
  return { volume, durations }
}

function drawOnce(days: number, width: number): number {
  const end: IsoDate = '2026-12-03'
  const start = addDays(end, -(days - 1))
  const period = { start, end }
  const statistics = statisticsOver(start, end)
  const host = document.getElementById('charts')!
  const t0 = performance.now()
  const volume = volumeChart(volumePoints(statistics, period), width, COLORS)
  const duration = durationChart(durationBars(statistics, period), width, COLORS)
  host.replaceChildren(volume, duration)
  host.getBoundingClientRect()
  void document.body.offsetHeight
  return performance.now() - t0
}

declare global {
  interface Window {
    chartsBench: { run(days: number, runs: number, width: number): number[] }
  }
}

window.chartsBench = {
  run(days, runs, width) {
    return Array.from({ length: runs }, () => drawOnce(days, width))
  },
}
