// Lighthouse on each app's sign-in page and signed-in dashboard: the mobile preset (a mid-range phone,
// slow 4G and a 4× slower CPU, all simulated), in Debian's Chromium, the median of N runs per page.
// The product runs as `npm start --no-build` runs it, on ports and a database of its own. Simulated
// throttling scales what the main thread did on this machine, so a busy machine reads slower: run it
// idle, and compare figures taken on the same one. `tsx bench/lighthouse.ts` runs this section alone
// (BENCH_LIGHTHOUSE_RUNS, _APPS, _PAGES and _REPORTS below narrow it or keep the reports).
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import lighthouse from 'lighthouse'
import { launch } from 'chrome-launcher'
import { DEMO_ACCOUNTS } from '../apps/api/src/areas/accounts/demo-accounts.ts'
import { buildApps } from '../scripts/build.ts'
import { APPS, type AppName } from '../scripts/lib/apps.ts'
import { chromiumPath } from '../scripts/lib/chromium.ts'

/** What the sign-in page is held to (bench/run.ts fails without it); dashboards are shown against it. */
const LIGHTHOUSE_GOALS = { performance: 95, lcpMs: 1500, tbtMs: 100, cls: 0.05, accessibility: 100 }

const PORTS = { api: 4170, perinatal: 4171, mobility: 4172, dispatch: 4173 } as const
const PAGES = ['/login', '/app'] as const
type PagePath = (typeof PAGES)[number]

export interface LighthouseFigure {
  app: AppName
  page: PagePath
  runs: number
  performance: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  accessibility: number
  /** The goals this page missed, by name (empty when it met them all). */
  missed: string[]
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** `npm start --no-build` on the bench's ports and a fresh embedded database, once the apps answer. */
async function startProduct(repo: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'relais-lighthouse-'))
  const child = spawn(process.execPath, ['--import', 'tsx', join(repo, 'scripts/start.ts'), '--no-build'], {
    cwd: repo,
    env: {
      ...process.env,
      ENV_MODE: 'LOCAL',
      PUBLIC_HOST: 'localhost',
      PGLITE_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      API_PORT: String(PORTS.api),
      PERINATAL_PORT: String(PORTS.perinatal),
      MOBILITY_PORT: String(PORTS.mobility),
      DISPATCH_PORT: String(PORTS.dispatch),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await waitForApps(child)
  } catch (error) {
    await stop()
    throw error
  }
  return { stop }
}

async function waitForApps(child: ChildProcess) {
  // The apps are served once the API is healthy, so the last one answering means all are up.
  const url = `http://localhost:${PORTS.dispatch}/login`
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('the product exited during start-up')
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer within 2 minutes`)
}

/** The session cookie of the app's first demo account (the dev-only demo session, as e2e signs in). */
async function demoSessionCookie(app: AppName) {
  const account = DEMO_ACCOUNTS.find((a) => a.application === app)
  if (!account) throw new Error(`no demo account in ${app}`)
  const response = await fetch(`http://localhost:${PORTS.api}/dev/demo-session`, {
    method: 'POST',
    headers: { 'X-Application-Name': app, 'X-Env-Mode': 'LOCAL', 'content-type': 'application/json' },
    body: JSON.stringify({ username: account.email }),
  })
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0]
  if (!response.ok || !cookie) throw new Error(`demo sign-in in ${app} answered ${response.status}`)
  return cookie
}

type RunFigures = Pick<
  LighthouseFigure,
  'performance' | 'fcpMs' | 'lcpMs' | 'tbtMs' | 'cls' | 'accessibility'
>

/** One Lighthouse run in a new browser (an empty profile: nothing cached from the previous run). */
async function runOnce(
  url: string,
  extraHeaders: Record<string, string> | undefined,
  report?: string,
): Promise<RunFigures> {
  const chrome = await launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', '--no-sandbox'],
    logLevel: 'silent',
  })
  try {
    // No config: Lighthouse's default is the mobile preset.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      extraHeaders: extraHeaders ?? null,
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { lhr } = result
    if (report) writeFileSync(report, JSON.stringify(lhr))
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    // A dashboard measured as /login would be the wrong page: the session did not hold.
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
      throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}`)
    }
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
    return {
      performance: (lhr.categories.performance?.score ?? Number.NaN) * 100,
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      accessibility: (lhr.categories.accessibility?.score ?? Number.NaN) * 100,
    }
  } finally {
    chrome.kill()
  }
}

function missedGoals(figure: Omit<LighthouseFigure, 'missed'>) {
  const missed: string[] = []
  if (!(figure.performance >= LIGHTHOUSE_GOALS.performance)) missed.push('performance')
  if (!(figure.lcpMs <= LIGHTHOUSE_GOALS.lcpMs)) missed.push('LCP')
  if (!(figure.tbtMs <= LIGHTHOUSE_GOALS.tbtMs)) missed.push('TBT')
  if (!(figure.cls <= LIGHTHOUSE_GOALS.cls)) missed.push('CLS')
  if (!(figure.accessibility >= LIGHTHOUSE_GOALS.accessibility)) missed.push('accessibility')
  return missed
}

export interface LighthouseOptions {
  runs?: number
  /** A folder to keep each run's full report in (JSON, for Lighthouse's viewer). */
  reports?: string
  apps?: readonly AppName[]
  pages?: readonly PagePath[]
}

/**
 * Options from the environment: BENCH_LIGHTHOUSE_RUNS, BENCH_LIGHTHOUSE_APPS and _PAGES (comma lists),
 * BENCH_LIGHTHOUSE_REPORTS (a folder for the full reports).
 */
export function lighthouseOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): LighthouseOptions {
  const list = (value: string | undefined) => value?.split(',').map((item) => item.trim())
  const apps = list(env.BENCH_LIGHTHOUSE_APPS)?.filter((app): app is AppName =>
    (APPS as readonly string[]).includes(app),
  )
  const pages = list(env.BENCH_LIGHTHOUSE_PAGES)
    ?.map((page) => (page.startsWith('/') ? page : `/${page}`))
    .filter((page): page is PagePath => (PAGES as readonly string[]).includes(page))
  return { runs: Number(env.BENCH_LIGHTHOUSE_RUNS ?? 3), apps, pages, reports: env.BENCH_LIGHTHOUSE_REPORTS }
}

export async function measureLighthouse(repo: string, options: LighthouseOptions = {}) {
  const runs = Math.max(1, Math.floor(options.runs ?? 3))
  if (options.reports) mkdirSync(options.reports, { recursive: true })
  const product = await startProduct(repo)
  const figures: LighthouseFigure[] = []
  try {
    for (const app of options.apps ?? APPS) {
      for (const page of options.pages ?? PAGES) {
        // A fresh browser may ask for the vault's code on the dashboard: what paints is measured.
        const headers = page === '/app' ? { Cookie: await demoSessionCookie(app) } : undefined
        const results: RunFigures[] = []
        for (let run = 0; run < runs; run++) {
          const report =
            options.reports && join(options.reports, `${app}${page.replace('/', '-')}-${run + 1}.json`)
          results.push(await runOnce(`http://localhost:${PORTS[app]}${page}`, headers, report || undefined))
        }
        const of = (key: keyof RunFigures) => median(results.map((r) => r[key]))
        const figure = {
          app,
          page,
          runs,
          performance: of('performance'),
          fcpMs: of('fcpMs'),
          lcpMs: of('lcpMs'),
          tbtMs: of('tbtMs'),
          cls: of('cls'),
          accessibility: of('accessibility'),
        }
        figures.push({ ...figure, missed: missedGoals(figure) })
      }
    }
  } finally {
    await product.stop()
  }
  return figures
}

export function printLighthouse(figures: LighthouseFigure[]) {
  const goals = LIGHTHOUSE_GOALS
  const runs = figures[0]?.runs ?? 0
  console.log(`\nLighthouse, mobile preset, median of ${runs} run${runs === 1 ? '' : 's'} per page`)
  console.table(
    figures.map((f) => ({
      app: f.app,
      page: f.page,
      [`performance (≥ ${goals.performance})`]: Math.round(f.performance),
      'FCP s': (f.fcpMs / 1000).toFixed(2),
      [`LCP s (≤ ${goals.lcpMs / 1000})`]: (f.lcpMs / 1000).toFixed(2),
      [`TBT ms (≤ ${goals.tbtMs})`]: Math.round(f.tbtMs),
      [`CLS (≤ ${goals.cls})`]: f.cls.toFixed(3),
      [`accessibility (${goals.accessibility})`]: Math.round(f.accessibility),
      goals: f.missed.length ? `missed: ${f.missed.join(', ')}` : 'met',
    })),
  )
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const repo = fileURLToPath(new URL('..', import.meta.url))
  await buildApps({ ifStale: true, quiet: true })
  printLighthouse(await measureLighthouse(repo, lighthouseOptionsFromEnv()))
}
