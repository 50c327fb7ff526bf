// The statistics page's charts drawn in Chromium: the page's own chart functions (bundled here with
// esbuild, Observable Plot included) turn a structure's figures — 50 practitioners, ~137 consultations a
// day — into the volume line and the stacked duration bars at a desktop width, for each period the page
// offers and a whole year; the time from the figures to both SVGs laid out. The first drawing (Plot's
// code warming up) is counted apart. Goal: p95 ≤ 100 ms. Run: `npx tsx bench/statistics-charts.ts`.
import { chromium } from '@playwright/test'
import { build } from 'esbuild'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { chromiumArgs, testBrowserPath } from '../scripts/lib/chromium.ts'
import { percentile } from './api-process.ts'

export const CHARTS_RENDER_GOAL_MS = 100
const PERIODS = [7, 30, 90, 366] as const
const WIDTH = 560

export interface ChartsRenderFigure {
  days: number
  runs: number
  first: number
  p50: number
  p95: number
}

async function pageBundle(): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./statistics-charts/page.tsx', import.meta.url))],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    minify: true,
    write: false,
    logLevel: 'error',
  })
  return result.outputFiles[0]!.text
}

export async function measureChartsRender(runs = 30): Promise<ChartsRenderFigure[]> {
  const script = await pageBundle()
  const server = createServer((request, response) => {
    if (request.url === '/bench.js')
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(script)
    else
      response
        .writeHead(200, { 'content-type': 'text/html' })
        .end(
          '<!doctype html><meta charset="utf-8"><title>charts</title><div id="charts"></div><script type="module" src="/bench.js"></script>',
        )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const browser = await chromium.launch({ executablePath: testBrowserPath(), args: chromiumArgs })
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
    const failures: string[] = []
    page.on('pageerror', (error) => failures.push(error.message))
    await page.goto(`http://localhost:${port}/`)
    await page.waitForFunction('window.chartsBench !== undefined')
    if (failures.length) throw new Error(`the bench page failed: ${failures.join('; ')}`)
    const figures: ChartsRenderFigure[] = []
    for (const days of PERIODS) {
      const [first, ...rest] = (await page.evaluate(
        `chartsBench.run(${days}, ${runs + 1}, ${WIDTH})`,
      )) as number[]
      const sorted = rest.sort((a, b) => a - b)
      figures.push({ days, runs, first: first!, p50: percentile(sorted, 50), p95: percentile(sorted, 95) })
    }
    return figures
  } finally {
    await browser.close()
    server.close()
  }
}

export function printChartsRender(figures: ChartsRenderFigure[]): boolean {
  console.log(
    `\nStatistics charts drawn in Chromium (Observable Plot, both charts at ${WIDTH} px; goal p95 ≤ ${CHARTS_RENDER_GOAL_MS} ms)`,
  )
  console.table(
    figures.map((f) => ({
      period: `${f.days} days`,
      runs: f.runs,
      'first ms': f.first.toFixed(1),
      'p50 ms': f.p50.toFixed(1),
      'p95 ms': f.p95.toFixed(1),
      goal: f.p95 <= CHARTS_RENDER_GOAL_MS ? 'ok' : 'OVER',
    })),
  )
  return figures.every((f) => f.p95 <= CHARTS_RENDER_GOAL_MS)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!printChartsRender(await measureChartsRender())) process.exitCode = 1
}
