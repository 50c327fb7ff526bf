// Initial JavaScript per app: the entry script and every module index.html preloads (the app's start,
// which scripts/build.ts links there), gzip-compressed, as a browser downloads them before the first
// screen of a page that is not prerendered. The prerendered sign-in page (login.html) paints before any
// of it and needs only the entry. Budget: 120 KB gzip per app.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { APPS } from '../scripts/lib/apps.ts'

export const INITIAL_JS_BUDGET_KB = 120

export interface BundleFigure {
  app: string
  files: number
  rawKb: number
  gzipKb: number
  cssGzipKb: number
  /** Every JS file of the build, lazy screens included. */
  allGzipKb: number
  withinBudget: boolean
}

export function measureBundles(repo: string): BundleFigure[] {
  return APPS.map((app) => {
    const dist = join(repo, 'apps', app, 'dist')
    const indexFile = join(dist, 'index.html')
    if (!existsSync(indexFile)) throw new Error(`${indexFile} is missing: run npm run build first`)
    const html = readFileSync(indexFile, 'utf8')
    const js = [
      ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
      ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
    ].map((m) => m[1]!)
    const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]!)
    const size = (files: string[]) =>
      files.reduce(
        (sum, file) => {
          const bytes = readFileSync(join(dist, file.replace(/^\//, '')))
          return { raw: sum.raw + bytes.length, gzip: sum.gzip + gzipSync(bytes).length }
        },
        { raw: 0, gzip: 0 },
      )
    const jsSize = size([...new Set(js)])
    const cssSize = size([...new Set(css)])
    const gzipKb = jsSize.gzip / 1024
    const everyJs = readdirSync(join(dist, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => `assets/${f}`)
    const allSize = size(everyJs)
    return {
      app,
      files: new Set(js).size,
      rawKb: jsSize.raw / 1024,
      gzipKb,
      cssGzipKb: cssSize.gzip / 1024,
      allGzipKb: allSize.gzip / 1024,
      withinBudget: gzipKb <= INITIAL_JS_BUDGET_KB,
    }
  })
}
