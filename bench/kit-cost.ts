// The kit's cost: an app importing ten common components, minus the same app with React alone, both
// built by Vite and gzip-compressed. Also proves the apps' initial chunks pull no heavy library.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'
import react from '@vitejs/plugin-react'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { APPS } from '../scripts/lib/apps.ts'

const TEN = [
  'Button',
  'TextField',
  'Checkbox',
  'Select',
  'Dialog',
  'Card',
  'Alert',
  'Spinner',
  'Badge',
  'Tabs',
] as const

async function gzipOf(repo: string, name: string, source: string) {
  const dir = join(repo, 'bench', '.build', name)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="./main.tsx"></script>',
  )
  writeFileSync(join(dir, 'main.tsx'), source)
  await build({
    root: dir,
    logLevel: 'silent',
    configFile: false,
    plugins: [react(), vanillaExtractPlugin()],
    build: { outDir: join(dir, 'dist'), reportCompressedSize: false },
  })
  const assets = join(dir, 'dist', 'assets')
  const total = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gzipSync(readFileSync(join(assets, f))).length, 0)
  rmSync(dir, { recursive: true, force: true })
  return total / 1024
}

export async function measureKitCost(repo: string) {
  const baseline = await gzipOf(
    repo,
    'react-only',
    `import { createRoot } from 'react-dom/client'\ncreateRoot(document.getElementById('root')!).render(<p>Bonjour</p>)\n`,
  )
  const withKit = await gzipOf(
    repo,
    'ten-components',
    `import { createRoot } from 'react-dom/client'\nimport { ${TEN.join(', ')} } from '@relais/ui'\n` +
      `const all = [${TEN.join(', ')}]\ncreateRoot(document.getElementById('root')!).render(<p>{all.length}</p>)\n`,
  )
  return { components: TEN.length, baselineKb: baseline, withKitKb: withKit, kitKb: withKit - baseline }
}

const HEAVY = ['maplibre-gl', 'livekit-client', '@react-pdf', '@observablehq/plot']

/** Heavy libraries found in an app's initial chunks (entry + modulepreload), from the source maps. */
export function heavyInInitialChunks(repo: string) {
  return APPS.map((app) => {
    const dist = join(repo, 'apps', app, 'dist')
    const html = readFileSync(join(dist, 'index.html'), 'utf8')
    const files = [
      ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
      ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
    ].map((m) => join(dist, m[1]!.replace(/^\//, '') + '.map'))
    // The bundler's own runtime chunk comes without a map: it holds no module of ours or of node_modules.
    const sources = files
      .filter((f) => existsSync(f))
      .flatMap((f) => (JSON.parse(readFileSync(f, 'utf8')) as { sources: string[] }).sources)
    return { app, heavy: HEAVY.filter((name) => sources.some((s) => s.includes(`node_modules/${name}`))) }
  })
}
