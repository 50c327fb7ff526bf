// `npm run chromatic`: uploads the built Storybook to Chromatic when CHROMATIC_PROJECT_TOKEN is set,
// and skips with a message otherwise (Chromatic hangs without a network: it runs under a timeout).
import { spawnSync } from 'node:child_process'

const token = process.env.CHROMATIC_PROJECT_TOKEN
if (!token) {
  console.log('CHROMATIC_PROJECT_TOKEN is not set: Chromatic upload skipped.')
  process.exit(0)
}
const built = spawnSync('npm', ['run', 'build-storybook'], { stdio: 'inherit' })
if (built.status !== 0) process.exit(built.status ?? 1)
const upload = spawnSync(
  'npx',
  [
    '--yes',
    'chromatic',
    '--storybook-build-dir',
    'storybook-static',
    '--exit-zero-on-changes',
    '--project-token',
    token,
  ],
  { stdio: 'inherit', timeout: 15 * 60_000 },
)
process.exit(upload.status ?? 1)
