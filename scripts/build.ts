// Builds the three apps with Vite. `--if-stale` skips an app whose dist is newer than every source
// it depends on, so `npm start` is quick the second time.
import { build } from 'vite'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { APPS, type AppName } from './lib/apps.ts'

const repo = fileURLToPath(new URL('..', import.meta.url))

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue
    newest = Math.max(newest, newestMtime(join(path, entry)))
  }
  return newest
}

export function isStale(app: AppName): boolean {
  const built = join(repo, 'apps', app, 'dist', 'index.html')
  if (!existsSync(built)) return true
  const sources = [
    join(repo, 'apps', app, 'src'),
    join(repo, 'apps', app, 'index.html'),
    join(repo, 'apps', app, 'public'),
    join(repo, 'packages'),
    join(repo, 'package-lock.json'),
  ]
  return Math.max(...sources.map(newestMtime)) > statSync(built).mtimeMs
}

export async function buildApps({ ifStale = false, quiet = false } = {}) {
  for (const app of APPS) {
    if (ifStale && !isStale(app)) continue
    const started = performance.now()
    await build({ configFile: join(repo, 'apps', app, 'vite.config.ts'), logLevel: quiet ? 'warn' : 'info' })
    console.log(`built ${app} in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildApps({ ifStale: process.argv.includes('--if-stale') })
}
