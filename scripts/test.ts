// `npm test`: everything CI checks, in order, failing fast — lint, types, the generated client,
// unit and API tests, story and component tests in Chromium, the built apps end to end, then every
// story's screenshots against the committed baselines.
import { execSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { chromiumPath } from './lib/chromium.ts'

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
let passed = 0
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
  const seconds = ((performance.now() - t0) / 1000).toFixed(1)
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds} s`)
    console.log(`steps: ${passed} passed, 1 failed`)
    process.exit(1)
  }
  passed++
  console.log(`✔ ${name} (${seconds} s)`)
}
console.log(`\nAll checks passed in ${((performance.now() - started) / 60000).toFixed(1)} min`)
console.log(`steps: ${passed} passed, 0 failed`)

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
