// `npm test`: everything CI checks, in order, failing fast — lint, types, the generated client and
// the domain's rules side by side, then the API tests, story and component tests in Chromium, the
// built apps end to end, and every story's screenshots against the committed baselines.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { chromiumPath, headlessShellPath, PDFTOTEXT } from './lib/chromium.ts'
import { TEST_TIMES_FILE, type StepTime, type TestRun } from './lib/test-times.ts'

const repo = fileURLToPath(new URL('..', import.meta.url))
process.chdir(repo)

ensureChromium()

type Step = [name: string, command: string]

/**
 * The steps in order; the steps of one group run side by side, their output printed as each ends. The
 * first group's four are single-threaded or short, so on two cores together they take about half their
 * sum (lint 43 s and typecheck 35 s among them).
 */
const groups: Step[][] = [
  [
    ['lint', 'npm run lint'],
    ['typecheck', 'npm run typecheck'],
    ['generated files', 'npm run generate:check'],
    ['domain rules, coverage ≥ 95 %', 'npx vitest run --config packages/domain/vitest.config.ts --coverage'],
  ],
  // As many files at once as there are cores (vitest's default keeps one core free): an API test
  // waits on its database about half the time. 253 s with one, 187 s with two on two cores.
  [
    [
      'tooling and API tests',
      `npx vitest run --project tooling --project api --maxWorkers=${availableParallelism()}`,
    ],
  ],
  [['components and stories in Chromium', 'npx vitest run --project ui --project storybook']],
  [['build the apps', 'npm run build']],
  [['end to end in Chromium', 'npx playwright test']],
  // Builds Storybook and compares every story with visual/baselines/; prints where the diffs are.
  [['visual review of every story', 'npm run visual']],
]

const only = process.argv.slice(2)
const times: StepTime[] = []
const started = performance.now()
for (const group of groups) {
  const chosen = group.filter(([name]) => !only.length || only.some((o) => name.includes(o)))
  if (!chosen.length) continue
  const results = await Promise.all(chosen.map((step) => runStep(step, chosen.length > 1)))
  const failed = results.filter((r) => !r.ok)
  times.push(...results)
  if (failed.length) {
    for (const f of failed) console.error(`\n✖ ${f.step} failed after ${f.seconds.toFixed(1)} s`)
    report(false)
    process.exit(1)
  }
}
report(true)

/** Runs one step; beside others, its output is held and printed in one piece when it ends. */
function runStep([name, command]: Step, besideOthers: boolean): Promise<StepTime> {
  const t0 = performance.now()
  if (!besideOthers) console.log(`\n▶ ${name}: ${command}`)
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: besideOthers ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, FORCE_COLOR: '1' },
    })
    const output: Buffer[] = []
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk))
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk))
    child.on('close', (status) => {
      const seconds = (performance.now() - t0) / 1000
      const ok = status === 0
      if (besideOthers) {
        console.log(`\n▶ ${name}: ${command}`)
        process.stdout.write(Buffer.concat(output))
      }
      if (ok) console.log(`✔ ${name} (${seconds.toFixed(1)} s)`)
      resolve({ step: name, seconds, ok })
    })
  })
}

/**
 * Prints each step's time, and keeps the run in .data/test-times.json for `npm run bench`, which
 * shows it beside CI's 30-minute goal (a full run only: a partial one would read as a trend).
 */
function report(ok: boolean) {
  const total = (performance.now() - started) / 1000
  const width = Math.max(...times.map((t) => t.step.length), 'total'.length)
  console.log(`\n${'step'.padEnd(width)}  seconds`)
  for (const t of times)
    console.log(`${t.step.padEnd(width)}  ${t.seconds.toFixed(1).padStart(7)}${t.ok ? '' : '  ✖'}`)
  console.log(`${'total'.padEnd(width)}  ${total.toFixed(1).padStart(7)}  (${(total / 60).toFixed(1)} min)`)
  const passed = times.filter((t) => t.ok).length
  console.log(ok ? `\nAll checks passed in ${(total / 60).toFixed(1)} min` : '')
  console.log(`steps: ${passed} passed, ${ok ? 0 : 1} failed`)
  if (ok && !only.length) {
    mkdirSync('.data', { recursive: true })
    const run: TestRun = { finishedAt: new Date().toISOString(), seconds: total, steps: times }
    writeFileSync(TEST_TIMES_FILE, `${JSON.stringify(run, null, 2)}\n`)
  }
}

/**
 * Debian's Chromium (the screenshots and Lighthouse) is required; its headless shell (the journeys and
 * component tests, a third cheaper) is installed beside it when this runs as root, and otherwise
 * replaced by the full browser. The journeys read the consultation report's text with poppler's
 * pdftotext, installed the same way.
 */
function ensureChromium() {
  const root = process.getuid?.() === 0
  const path = chromiumPath()
  const missing = [
    ...(existsSync(path) ? [] : ['chromium']),
    ...(root && !existsSync(headlessShellPath()) ? ['chromium-headless-shell'] : []),
    ...(existsSync(PDFTOTEXT) ? [] : ['poppler-utils']),
  ]
  if ((!existsSync(path) || !existsSync(PDFTOTEXT)) && !root) {
    console.error(
      `Chromium and pdftotext are needed for the browser tests (CHROMIUM_PATH or /usr/bin/chromium, ` +
        `${PDFTOTEXT}).\nInstall Debian's packages: sudo apt-get install -y chromium chromium-headless-shell poppler-utils`,
    )
    process.exit(1)
  }
  if (missing.length) {
    console.log(`Installing Debian's ${missing.join(' and ')} (apt-get install -y ${missing.join(' ')})…`)
    const install = spawnSync(
      `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`,
      { shell: true, stdio: 'inherit' },
    )
    if (install.status !== 0 && !existsSync(chromiumPath())) process.exit(1)
  }
  process.env.CHROMIUM_PATH = chromiumPath()
}
