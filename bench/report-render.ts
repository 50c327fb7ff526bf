// The consultation report drawn in the browser: the product's react-pdf document (the report route's
// code, bundled here with esbuild) in Chromium, a report of two A4 pages drawn again and again; the time
// from the content to the PDF's bytes. The first drawing, which loads the fonts and compiles the layout
// engine, is counted apart. Goal: ≤ 300 ms for two pages. Run: `npx tsx bench/report-render.ts`;
// REPORT_PDF=file.pdf also writes the report drawn, to look at.
import { chromium } from '@playwright/test'
import { build, type Plugin } from 'esbuild'
import { readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { basename } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromiumArgs, testBrowserPath } from '../scripts/lib/chromium.ts'
import { percentile } from './api-process.ts'

export const REPORT_RENDER_GOAL_MS = 300

export interface ReportRenderFigure {
  runs: number
  pages: number
  first: number
  p50: number
  p95: number
}

const FONTS = fileURLToPath(new URL('../node_modules/@fontsource/outfit/files/', import.meta.url))

/** Vite's `?url` imports (the fonts): the URL the bench's server answers them at. */
const urlImports: Plugin = {
  name: 'url-imports',
  setup(builder) {
    builder.onResolve({ filter: /\?url$/ }, (args) => ({
      path: basename(args.path.replace(/\?url$/, '')),
      namespace: 'url-import',
    }))
    builder.onLoad({ filter: /.*/, namespace: 'url-import' }, (args) => ({
      contents: `export default ${JSON.stringify(`/fonts/${args.path}`)}`,
      loader: 'js',
    }))
  },
}

async function pageBundle(): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./report-render/page.tsx', import.meta.url))],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [urlImports],
    write: false,
    logLevel: 'error',
  })
  return result.outputFiles[0]!.text
}

/** A page on localhost with the bundle, and the fonts it asks for. */
async function benchPage(script: string) {
  const server = createServer((request, response) => {
    const url = request.url ?? '/'
    if (url.startsWith('/fonts/')) {
      response.writeHead(200, { 'content-type': 'font/woff' }).end(readFileSync(FONTS + basename(url)))
    } else if (url === '/bench.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(script)
    } else {
      response
        .writeHead(200, { 'content-type': 'text/html' })
        .end(
          '<!doctype html><meta charset="utf-8"><title>report</title><script type="module" src="/bench.js"></script>',
        )
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://localhost:${port}/`, close: () => server.close() }
}

export async function measureReportRender(runs = 20): Promise<ReportRenderFigure> {
  const server = await benchPage(await pageBundle())
  const browser = await chromium.launch({ executablePath: testBrowserPath(), args: chromiumArgs })
  try {
    const page = await browser.newPage()
    const failures: string[] = []
    page.on('pageerror', (error) => failures.push(error.message))
    await page.goto(server.url)
    if (failures.length) throw new Error(`the bench page failed: ${failures.join('; ')}`)
    const { times, pages, base64 } = (await page.evaluate(`reportBench.run(${runs + 1})`)) as {
      times: number[]
      pages: number
      base64: string
    }
    if (process.env.REPORT_PDF) writeFileSync(process.env.REPORT_PDF, Buffer.from(base64, 'base64'))
    const [first, ...rest] = times
    const sorted = rest.sort((a, b) => a - b)
    return { runs, pages, first: first!, p50: percentile(sorted, 50), p95: percentile(sorted, 95) }
  } finally {
    await browser.close()
    server.close()
  }
}

export function printReportRender(figure: ReportRenderFigure): boolean {
  const ok = figure.p95 <= REPORT_RENDER_GOAL_MS && figure.pages === 2
  console.log(
    `\nConsultation report drawn in Chromium (react-pdf, ${figure.pages} A4 pages, ${figure.runs} runs): ` +
      `p50 ${figure.p50.toFixed(0)} ms, p95 ${figure.p95.toFixed(0)} ms, first ${figure.first.toFixed(0)} ms ` +
      `(fonts and layout engine loaded) (goal p95 ≤ ${REPORT_RENDER_GOAL_MS} ms for two pages) ${ok ? 'ok' : 'OVER'}`,
  )
  return ok
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!printReportRender(await measureReportRender())) process.exitCode = 1
}
