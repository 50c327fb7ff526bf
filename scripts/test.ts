// `npm test`: everything CI checks, in order, failing fast — lint, types, the generated client,
// unit and API tests, story and component tests in Chromium, the built apps end to end, then every
// story's screenshots against the committed baselines.
import { execSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { chromiumPath } from './lib/chromium.ts'
import { TEST_TIMES_FILE, type StepTime, type TestRun } from './lib/test-times.ts'

const repo = fileURLToPath(new URL('..', import.meta.url))
process.chdir(repo)

ensureChromium()

const steps: Array<[string, string]> = [
  ['lint', 'npm run lint'],
  ['typecheck', 'npm run typecheck'],
  ['generated files', 'npm run generate:check'],
  ['domain rules, coverage ≥ 95 %', 'npx vitest run --config packages/domain/vitest.config.ts --coverage'],
  ['tooling and API tests', 'npx vitest run --project tooling --project api'],
  ['components and stories in Chromium', 'npx vitest run --project ui --project storybook'],
  ['build the apps', 'npm run build'],
  ['end to end in Chromium', 'npx playwright test'],
  // Builds Storybook and compares every story with visual/baselines/; prints where the diffs are.
  ['visual review of every story', 'npm run visual'],
]

const only = process.argv.slice(2)
const times: StepTime[] = []
const started = performance.now()
for (const [name, command] of steps) {
  if (only.length && !only.some((o) => name.includes(o))) continue
  const t0 = performance.now()
  console.log(`\n▶ ${name}: ${command}`)
  const result = spawnSync(command, {
    shell: true,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '1' },
  })
  const seconds = (performance.now() - t0) / 1000
  const ok = result.status === 0
  times.push({ step: name, seconds, ok })
  if (!ok) {
    console.error(`\n✖ ${name} failed after ${seconds.toFixed(1)} s`)
    report(false)
    process.exit(1)
  }
  console.log(`✔ ${name} (${seconds.toFixed(1)} s)`)
}
report(true)

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

function ensureChromium() {
  const path = chromiumPath()
  if (existsSync(path)) {
    process.env.CHROMIUM_PATH = path
    return
  }
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is needed for the browser tests and was not found (CHROMIUM_PATH or /usr/bin/chromium).\n` +
        `Install Debian's package: sudo apt-get install -y chromium`,
    )
    process.exit(1)
  }
  console.log("Installing Debian's Chromium (apt-get install -y chromium)…")
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  })
  process.env.CHROMIUM_PATH = '/usr/bin/chromium'
}
