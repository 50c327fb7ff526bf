// `npm run bench`: prints the figures the budgets are about. Run on an idle machine; the load generator
// and the server share its cores, so the figures are a floor, not a capacity plan. `npm run bench --
// --api-only` measures the API under load alone.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { buildApps } from '../scripts/build.ts'
import { INITIAL_JS_BUDGET_KB, measureBundles } from './bundle-size.ts'
import { heavyInInitialChunks, measureKitCost } from './kit-cost.ts'
import { apiUnderLoad, bareHapiCeiling, FIXED_RATE, temporaryPgliteDir, type LoadFigure } from './api-load.ts'
import {
  measureVaultCrypto,
  printDocumentFigures,
  printVaultFigures,
} from '../packages/vault/bench/vault-bench.ts'
import { chatDelivery } from './chat-delivery.ts'
import { measurePatientList, printPatientList } from './patient-list.ts'
import { measureStatistics, printStatistics } from './statistics.ts'
import { measureSlotSearch, printSlotSearch } from './slot-search.ts'
import { measureWeekAgenda, printWeekAgenda } from './week-agenda.ts'
import { measureNearbySlots, printNearbySlots } from './nearby-slots.ts'
import { measureRoomJoin, printRoomJoin } from './room-join.ts'
import { measureReadingDelivery, printReadingDelivery } from './reading-delivery.ts'
import { measureReportRender, printReportRender } from './report-render.ts'
import { measureChartsRender, printChartsRender } from './statistics-charts.ts'
import { measureDispatch, printDispatch } from './dispatch.ts'
import { measureDispatchBoard, printDispatchBoard } from './dispatch-board.ts'
import { printLastTestRun } from './test-run.ts'
import { lighthouseOptionsFromEnv, measureLighthouse, printLighthouse } from './lighthouse.ts'

const repo = fileURLToPath(new URL('..', import.meta.url))
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const codes = Number(process.env.BENCH_CODES ?? 2000)
const apiOnly = process.argv.includes('--api-only')

if (!apiOnly) {
  printLastTestRun()

  await buildApps({ ifStale: true, quiet: true })
  const bundles = measureBundles(repo)
  console.log(`\nInitial JavaScript per app (budget ≤ ${INITIAL_JS_BUDGET_KB} KB gzip)`)
  console.table(
    bundles.map((b) => ({
      app: b.app,
      'JS files': b.files,
      'JS raw KB': b.rawKb.toFixed(1),
      'JS gzip KB': b.gzipKb.toFixed(1),
      'CSS gzip KB': b.cssGzipKb.toFixed(1),
      'all JS gzip KB (lazy incl.)': b.allGzipKb.toFixed(1),
      budget: b.withinBudget ? 'ok' : 'OVER',
    })),
  )
  if (bundles.some((b) => !b.withinBudget)) {
    console.error('An app is over its initial JavaScript budget.')
    process.exitCode = 1
  }

  const kit = await measureKitCost(repo)
  console.log(
    `\nThe kit's cost: ${kit.components} common components add ${kit.kitKb.toFixed(1)} KB gzip ` +
      `(${kit.withKitKb.toFixed(1)} KB with React, ${kit.baselineKb.toFixed(1)} KB React alone)`,
  )
  for (const { app, heavy } of heavyInInitialChunks(repo)) {
    console.log(
      `  ${app}: ${heavy.length ? `HEAVY in the initial chunk: ${heavy.join(', ')}` : 'no maplibre, livekit, react-pdf or Plot in the initial chunk'}`,
    )
    if (heavy.length) process.exitCode = 1
  }

  // Domain rules at scale (the domain's budgets: ≤ 20 ms and ≤ 200 ms on these machines).
  const domain = spawnSync(process.execPath, ['--import', 'tsx', 'packages/domain/bench/availability.ts'], {
    cwd: repo,
    stdio: 'inherit',
  })
  if (domain.status !== 0) process.exitCode = 1

  // End-to-end encryption in Chromium (the vault's targets: ≥ 0.5 × raw AES-GCM, no task over 50 ms).
  if (!printVaultFigures(await measureVaultCrypto())) process.exitCode = 1
  // Documents: one page per size, so that each peak of memory is that size's alone.
  const documents = [
    ...(await measureVaultCrypto({ sizesMb: [10], blob: true })),
    ...(await measureVaultCrypto({ sizesMb: [200], blob: true })),
  ]
  if (!printDocumentFigures(documents)) process.exitCode = 1

  // The teleconsultation's room: entering → first remote frame, peer to peer on loopback.
  if (!printRoomJoin(await measureRoomJoin())) process.exitCode = 1
  // A reading typed by the nurse, on the doctor's screen: two browsers, the real API.
  if (!printReadingDelivery(measureReadingDelivery())) process.exitCode = 1
  // The consultation report, two A4 pages drawn by react-pdf in Chromium.
  if (!printReportRender(await measureReportRender())) process.exitCode = 1
  // The statistics page's two charts, a structure of 50 practitioners, up to a year.
  if (!printChartsRender(await measureChartsRender())) process.exitCode = 1
  if (!printDispatch(measureDispatch())) process.exitCode = 1
  // The dispatch centre's board: 5,000 waiting visits, 2,000 nurses.
  if (!printDispatchBoard(await measureDispatchBoard())) process.exitCode = 1
}

const load: LoadFigure[] = [await bareHapiCeiling(seconds)]
const pglite = temporaryPgliteDir()
try {
  load.push(
    ...(await apiUnderLoad(
      repo,
      { label: 'PGlite', env: { PGLITE_DATA_DIR: pglite.dir } },
      { codes, seconds },
    )),
  )
} finally {
  pglite.cleanup()
}

const postgres = process.env.TEST_DATABASE_URL ?? process.env.BENCH_DATABASE_URL
if (postgres) {
  const fresh = await freshDatabase(postgres)
  try {
    load.push(
      ...(await apiUnderLoad(
        repo,
        { label: 'PostgreSQL', env: { DATABASE_URL: fresh.url } },
        { codes, seconds },
      )),
    )
  } finally {
    await fresh.drop()
  }
} else {
  console.log('\n(no TEST_DATABASE_URL: PostgreSQL figures skipped)')
}

console.log(`\nAPI under autocannon load (20 connections, ${seconds} s or one request per prepared code)`)
console.table(
  load.map((f) => ({
    target: f.target,
    database: f.database,
    requests: f.requests,
    'req/s': Math.round(f.rps),
    'p50 ms': f.p50,
    'p99 ms': f.p99,
    'non-2xx': f.non2xx,
  })),
)
printAuthenticatedReadGoals(load)

if (!apiOnly) {
  // Realtime messaging: 500 nes sockets on one API instance.
  const chat = await chatDelivery(repo, { clients: 500, messages: 40 })
  console.log(
    `\nChat delivery, ${chat.clients} websocket clients on one API instance (PGlite), ${chat.messages} messages: ` +
      `${chat.deliveries} deliveries, ${chat.lost} lost, p50 ${chat.p50.toFixed(1)} ms, p99 ${chat.p99.toFixed(1)} ms`,
  )
  if (chat.lost > 0) process.exitCode = 1

  // One structure following 10,000 patients: its list and the global search (PGlite, and PostgreSQL
  // with TEST_DATABASE_URL).
  if (!printPatientList(await measurePatientList())) process.exitCode = 1
  // A structure's dashboard: 50 practitioners and a year of appointments, read over 7 to 366
  // days and refreshed conditionally (the goal is PostgreSQL's, with TEST_DATABASE_URL).
  if (!printStatistics(await measureStatistics())) process.exitCode = 1

  // A doctor's month of free slots searched day by day, beside Cal.com's published month (PGlite, and
  // PostgreSQL with TEST_DATABASE_URL).
  if (!printSlotSearch(await measureSlotSearch())) process.exitCode = 1
  // A member's week of 500 appointments read by their structure through its calendar grant.
  if (!printWeekAgenda(await measureWeekAgenda())) process.exitCode = 1
  // A patient in Abidjan searching a day of the nurses within 50 km (1,000 of them).
  if (!printNearbySlots(await measureNearbySlots())) process.exitCode = 1
}

// Lighthouse on each app's sign-in page and dashboard, alone on the machine (minutes; BENCH_LIGHTHOUSE=0
// skips it). The sign-in page is held to its goals; the dashboards are shown against the same figures.
if (!apiOnly && process.env.BENCH_LIGHTHOUSE !== '0') {
  const pages = await measureLighthouse(repo, lighthouseOptionsFromEnv())
  printLighthouse(pages)
  if (pages.some((page) => page.page === '/login' && page.missed.length)) process.exitCode = 1
}

/**
 * The API's goals for an authenticated read (GET /user/current): at least half the requests a bare hapi
 * route answers in the same run (load generator and server share the cores, so only the ratio carries
 * from one machine to another), and a p99 within 20 ms at a steady rate. Measured on PostgreSQL, the
 * production database; PGlite's figures are shown beside them.
 */
function printAuthenticatedReadGoals(figures: LoadFigure[]) {
  const bare = figures.find((f) => f.database === '-')
  if (!bare) return
  console.log('\nGET /user/current (an authenticated read)')
  for (const database of ['PostgreSQL', 'PGlite']) {
    const flat = figures.find((f) => f.database === database && f.target === 'GET /user/current')
    const steady = figures.find(
      (f) => f.database === database && f.target === `GET /user/current at ${FIXED_RATE} req/s`,
    )
    if (!flat || !steady) continue
    const ratio = flat.rps / bare.rps
    const goals = database === 'PostgreSQL'
    const ratioOk = ratio >= 0.5
    const p99Ok = steady.p99 <= 20
    console.log(
      `  ${database}: ${Math.round(flat.rps)} req/s = ${ratio.toFixed(2)} × bare hapi` +
        (goals ? ` (goal ≥ 0.5: ${ratioOk ? 'ok' : 'UNDER'})` : '') +
        `; p99 at ${FIXED_RATE} req/s ${steady.p99} ms` +
        (goals ? ` (goal ≤ 20 ms: ${p99Ok ? 'ok' : 'OVER'})` : ''),
    )
    if (goals && !(ratioOk && p99Ok)) process.exitCode = 1
  }
}

/** A new, empty database beside the given one, so the bench never touches test data; dropped after. */
async function freshDatabase(url: string) {
  const name = `relais_bench_${Date.now()}`
  const onAdmin = async (statement: string) => {
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    try {
      await admin.query(statement)
    } finally {
      await admin.end()
    }
  }
  await onAdmin(`CREATE DATABASE ${name}`)
  const fresh = new URL(url)
  fresh.pathname = `/${name}`
  return { url: fresh.toString(), drop: () => onAdmin(`DROP DATABASE IF EXISTS ${name}`) }
}
