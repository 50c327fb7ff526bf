// `npm run visual`: builds Storybook, then compares every story (the kit in the three brands, screens
// in one) at 375 px and 1440 px with visual/baselines/. `npm run visual:update` (--update) rewrites
// the baselines that changed, writes the missing ones and deletes those of deleted or skipped stories.
// Other arguments go to Playwright (e.g. `npm run visual -- --grep Button`); --no-build reuses the
// last build.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { baselineDir } from './stories.ts'

const repo = fileURLToPath(new URL('..', import.meta.url))
const args = process.argv.slice(2)
const update = args.includes('--update')
const build = !args.includes('--no-build')
const playwrightArgs = args.filter((a) => a !== '--update' && a !== '--no-build')

const started = performance.now()
// Development mode, into visual/dist/storybook: the React renderer then wraps each render in act(), as
// in `npm run storybook` and the story tests, so play functions see react-aria collections with their
// items; in a production build they run a frame too early and fail.
if (build)
  run(
    'STORYBOOK_DISABLE_TELEMETRY=1 NODE_ENV=development npx storybook build -o visual/dist/storybook --quiet',
  )
const status = run(
  [
    'npx playwright test -c visual/playwright.config.ts',
    update ? '--update-snapshots=changed' : '',
    ...playwrightArgs.map((a) => JSON.stringify(a)),
  ].join(' '),
  false,
)

const files = existsSync(baselineDir) ? readdirSync(baselineDir).filter((f) => f.endsWith('.png')) : []
const bytes = files.reduce((sum, f) => sum + statSync(join(baselineDir, f)).size, 0)
const minutes = ((performance.now() - started) / 60000).toFixed(1)
console.log(`\nvisual: ${files.length} baselines, ${(bytes / 1048576).toFixed(1)} MiB, ${minutes} min`)
if (status !== 0) {
  console.error(
    update
      ? '\nvisual:update failed: see the errors above.'
      : '\nVisual differences (or stories that failed to render). For each failing screenshot, the\n' +
          'expected, actual and diff images are in test-results/visual/<test>/ (*-expected.png,\n' +
          '*-actual.png, *-diff.png), and the report above names them. If a change is intended,\n' +
          'run `npm run visual:update` and commit visual/baselines/.',
  )
  process.exit(status)
}

function run(command: string, exitOnFailure = true) {
  console.log(`\n$ ${command}`)
  const result = spawnSync(command, { cwd: repo, shell: true, stdio: 'inherit' })
  if (result.status !== 0 && exitOnFailure) process.exit(result.status ?? 1)
  return result.status ?? 1
}
