// A reading typed by the nurse, shown to the doctor (reading-delivery/reading-delivery.spec.ts): the
// built mobility app and a real API process on a fresh database, two browsers, from her click on
// 'Enregistrer les constantes' to the value on his screen. Goal: p95 ≤ 200 ms. Needs the built apps
// (`npm run build`). Run: `npx tsx bench/reading-delivery.ts`.
import { spawnSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { percentile } from './api-process.ts'
import { READING_DELIVERY_FILE } from './reading-delivery/figures.ts'

export const READING_DELIVERY_GOAL_MS = 200

export interface ReadingDeliveryFigure {
  readings: number
  p50: number
  p95: number
  max: number
}

export function measureReadingDelivery(): ReadingDeliveryFigure {
  const repo = fileURLToPath(new URL('..', import.meta.url))
  rmSync(READING_DELIVERY_FILE, { force: true })
  const run = spawnSync('npx playwright test -c bench/reading-delivery/playwright.config.ts', {
    cwd: repo,
    shell: true,
    stdio: 'inherit',
  })
  if (run.status !== 0) throw new Error('the reading-delivery journey failed')
  const { latencies } = JSON.parse(readFileSync(READING_DELIVERY_FILE, 'utf8')) as { latencies: number[] }
  const sorted = [...latencies].sort((a, b) => a - b)
  return {
    readings: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? NaN,
  }
}

export function printReadingDelivery(figure: ReadingDeliveryFigure): boolean {
  const ok = figure.p95 <= READING_DELIVERY_GOAL_MS
  console.log(
    `\nA reading typed by the nurse, on the doctor's screen (two browsers, real API, ${figure.readings} readings): ` +
      `p50 ${figure.p50.toFixed(0)} ms, p95 ${figure.p95.toFixed(0)} ms, max ${figure.max.toFixed(0)} ms ` +
      `(goal p95 ≤ ${READING_DELIVERY_GOAL_MS} ms) ${ok ? 'ok' : 'OVER'}`,
  )
  return ok
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!printReadingDelivery(measureReadingDelivery())) process.exitCode = 1
}
