// Lighthouse on each app's sign-in page and signed-in dashboard: the mobile preset (a mid-range phone,
// slow 4G and a 4× slower CPU, all simulated), in Debian's Chromium, the median of N runs per page.
// The sign-in page is measured in a new browser each run, as a first visit. The dashboard is measured
// on a returning user's device: a browser where the app's first demo account signed in and unlocked
// its vault once (its keys are in the browser), its HTTP cache emptied before each run.
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
import { launch, type LaunchedChrome } from 'chrome-launcher'
import { chromium } from '@playwright/test'
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

const API = `http://localhost:${PORTS.api}`
const API_HEADERS = (app: AppName) => ({ 'X-Application-Name': app, 'X-Env-Mode': 'LOCAL' })
const VAULT_CODE = /^[a-z0-9]{8}$/

function demoAccount(app: AppName) {
  const account = DEMO_ACCOUNTS.find((a) => a.application === app)
  if (!account) throw new Error(`no demo account in ${app}`)
  return account
}

/** The newest 8-character code the key store sent to `recipient` (dev outbox). */
async function vaultCode(app: AppName, recipient: string): Promise<string> {
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    const url = `${API}/dev/outbox?recipient=${encodeURIComponent(recipient)}&limit=10`
    const messages = (await (await fetch(url, { headers: API_HEADERS(app) })).json()) as Array<{
      code?: string
    }>
    const code = messages.find((message) => message.code && VAULT_CODE.test(message.code))?.code
    if (code) return code
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`no vault code reached the outbox for ${recipient}`)
}

/**
 * A browser that is a returning user's device: the app's first demo account signed in (the dev-only
 * demo session, as the journeys sign in) and its vault unlocked with the code of the outbox.
 * `clearHttpCache` empties the HTTP cache and keeps the rest (cookies, the vault's keys).
 */
async function returningUserBrowser(app: AppName) {
  const profile = mkdtempSync(join(tmpdir(), 'relais-lighthouse-profile-'))
  const chrome = await launchChromium(profile)
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
  const close = async () => {
    await browser.close()
    chrome.kill()
    rmSync(profile, { recursive: true, force: true })
  }
  try {
    const context = browser.contexts()[0]!
    const page = await context.newPage()
    const account = demoAccount(app)
    const signedIn = await page.request.post(`${API}/dev/demo-session`, {
      headers: API_HEADERS(app),
      data: { username: account.email },
    })
    if (!signedIn.ok()) throw new Error(`demo sign-in in ${app} answered ${signedIn.status()}`)
    await page.goto(`http://localhost:${PORTS[app]}/app`)
    const dialog = page.getByRole('alertdialog', { name: 'Déverrouiller vos données' })
    await dialog.getByText(/envoyé à/).waitFor({ timeout: 30_000 })
    await dialog.getByRole('textbox').click()
    await page.keyboard.type(await vaultCode(app, account.email))
    await page.getByTestId('user-name').waitFor({ timeout: 30_000 })
    const cdp = await context.newCDPSession(page)
    return {
      port: chrome.port,
      clearHttpCache: () => cdp.send('Network.clearBrowserCache'),
      close,
    }
  } catch (error) {
    await close()
    throw error
  }
}

function launchChromium(userDataDir?: string): Promise<LaunchedChrome> {
  return launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', '--no-sandbox'],
    logLevel: 'silent',
    ...(userDataDir ? { userDataDir } : {}),
  })
}

type RunFigures = Pick<
  LighthouseFigure,
  'performance' | 'fcpMs' | 'lcpMs' | 'tbtMs' | 'cls' | 'accessibility'
>

/** One Lighthouse run, in `browser` (its storage kept) or in a new one (an empty profile). */
async function runOnce(
  url: string,
  browser: { port: number } | undefined,
  report?: string,
): Promise<RunFigures> {
  const chrome = browser ? undefined : await launchChromium()
  try {
    // No config: Lighthouse's default is the mobile preset.
    const result = await lighthouse(url, {
      port: browser?.port ?? chrome!.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // A returning user's browser keeps what it holds (the caller empties its HTTP cache).
      disableStorageReset: browser !== undefined,
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
    chrome?.kill()
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
        const returning = page === '/app' ? await returningUserBrowser(app) : undefined
        const results: RunFigures[] = []
        try {
          for (let run = 0; run < runs; run++) {
            const report =
              options.reports && join(options.reports, `${app}${page.replace('/', '-')}-${run + 1}.json`)
            await returning?.clearHttpCache()
            results.push(
              await runOnce(`http://localhost:${PORTS[app]}${page}`, returning, report || undefined),
            )
          }
        } finally {
          await returning?.close()
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
