// Fails when a committed generated file differs from a fresh generation from openapi.yaml.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const repo = fileURLToPath(new URL('..', import.meta.url))
const committed = join(repo, 'packages/api-client/src/schema.gen.ts')
const dir = mkdtempSync(join(tmpdir(), 'relais-gen-'))
const fresh = join(dir, 'schema.gen.ts')
try {
  const bin = (name: string) => join(repo, 'node_modules/.bin', name)
  execFileSync(
    bin('openapi-typescript'),
    [join(repo, 'openapi.yaml'), '--default-non-nullable', 'false', '-o', fresh],
    { stdio: 'pipe' },
  )
  execFileSync(
    bin('prettier'),
    ['--write', fresh, '--log-level=warn', '--config', join(repo, '.prettierrc.json')],
    {
      stdio: 'pipe',
    },
  )
  if (readFileSync(fresh, 'utf8') !== readFileSync(committed, 'utf8')) {
    console.error(
      'packages/api-client/src/schema.gen.ts is stale: run `npm run generate` and commit the result.',
    )
    process.exit(1)
  }
  console.log('generated files are up to date')
} finally {
  rmSync(dir, { recursive: true, force: true })
}
