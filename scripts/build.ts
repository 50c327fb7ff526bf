// Builds the three apps with Vite, links each app's start from its index.html, and prerenders its
// sign-in page into login.html. `--if-stale` skips an app whose dist is newer than every source it
// depends on, so `npm start` is quick the second time; app names (`tsx scripts/build.ts perinatal`)
// build only those.
import { build, type Plugin } from 'vite'
import { createHash } from 'node:crypto'
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { APPS, type AppName } from './lib/apps.ts'

const repo = fileURLToPath(new URL('..', import.meta.url))

/**
 * The app's start, which the entry (mountApp) loads apart so that a prerendered page paints before any
 * of it: index.html links its chunks, as Vite links the entry's, for every page that is not prerendered.
 */
const APP_START = 'packages/features/src/shell/app/startApp.tsx'

/**
 * The pages painted from the HTML itself: each is rendered at build time into its own file, which the
 * static server answers for its path, with the app's stylesheet, the fonts, and no script but the entry:
 * the app's scripts come once the page shows.
 */
const PRERENDERED = [{ path: '/login', file: 'login.html' }]

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

export async function buildApps({
  ifStale = false,
  quiet = false,
  apps = APPS,
}: { ifStale?: boolean; quiet?: boolean; apps?: readonly AppName[] } = {}) {
  for (const app of apps) {
    if (ifStale && !isStale(app)) continue
    const started = performance.now()
    const start = new Set<string>()
    await build({
      configFile: join(repo, 'apps', app, 'vite.config.ts'),
      logLevel: quiet ? 'warn' : 'info',
      plugins: [startChunks(start)],
    })
    const index = join(repo, 'apps', app, 'dist', 'index.html')
    const shell = await prerenderPages(app, readFileSync(index, 'utf8'))
    writeFileSync(index, linkStart(app, shell, start))
    writeVersionManifest(app)
    console.log(`built ${app} in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  }
}

/**
 * `version.json` beside the built app, which GET /ota/latest serves to native shells: the repository's
 * version and a hash of everything the build wrote, so that two builds of the same sources agree and
 * any change of output is a new version; the commit is there for people reading it.
 */
function writeVersionManifest(app: AppName) {
  const dist = join(repo, 'apps', app, 'dist')
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
    )
  const hash = createHash('sha256')
  for (const file of files(dist)
    .map((path) => relative(dist, path))
    .filter((path) => path !== 'version.json')
    .sort()) {
    hash.update(`${file}\0`).update(readFileSync(join(dist, file)))
  }
  const contentHash = hash.digest('hex').slice(0, 12)
  const { version: packageVersion = '0.0.0' } = JSON.parse(
    readFileSync(join(repo, 'package.json'), 'utf8'),
  ) as {
    version?: string
  }
  let commit: string | null = null
  try {
    commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: repo, encoding: 'utf8' }).trim()
  } catch {
    // Built outside a git checkout (an archive): the content hash still names the build.
  }
  const manifest = {
    application: app,
    version: `${packageVersion}+${contentHash}`,
    packageVersion,
    commit,
    contentHash,
  }
  writeFileSync(join(dist, 'version.json'), `${JSON.stringify(manifest, null, 2)}\n`)
}

/** Records, while the app is bundled, the chunks of its start: APP_START's and those it imports. */
function startChunks(found: Set<string>): Plugin {
  return {
    name: 'relais-start-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk')
      if (chunks.some((chunk) => chunk.viteMetadata?.importedCss.size)) {
        this.error(
          "a prerendered page links the app's one stylesheet: build the apps with cssCodeSplit false",
        )
      }
      const visit = (chunk: (typeof chunks)[number] | undefined) => {
        if (!chunk || found.has(chunk.fileName)) return
        found.add(chunk.fileName)
        for (const name of chunk.imports) {
          const imported = bundle[name]
          if (imported?.type === 'chunk') visit(imported)
        }
      }
      visit(chunks.find((chunk) => chunk.moduleIds.includes(join(repo, APP_START))))
      if (!found.size) this.error(`${APP_START} is in no chunk`)
    },
  }
}

/**
 * index.html with the app's start linked: asked for with the entry rather than once it runs, but after
 * the stylesheet and the fonts, since the page first paints its loading screen without it.
 */
function linkStart(app: AppName, shell: string, start: Set<string>) {
  const dist = join(repo, 'apps', app, 'dist')
  const links = [...start]
    // A chunk of stylesheets only is dropped from the bundle once its sheets are attached elsewhere.
    .filter((file) => !shell.includes(`"/${file}"`) && existsSync(join(dist, file)))
    .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`)
  return shell.replace('</head>', `  ${links.join('\n    ')}\n  </head>`)
}

interface Prerendered {
  htmlClass: string
  root: string
  styles: string
}

/**
 * Renders the app's prerendered pages and its loading screen with the app's own modules, built for Node
 * by the app's Vite configuration (so the class names are those of the browser build). Writes each page
 * beside index.html, and returns index.html with the loading screen in it; both link the app's
 * stylesheet with the pages' inline styles added to it.
 */
async function prerenderPages(app: AppName, shell: string) {
  const appRoot = join(repo, 'apps', app)
  const dist = join(appRoot, 'dist')
  // Inside node_modules, so that Node resolves the dependencies left external from there.
  const outDir = join(repo, 'node_modules', '.cache', 'relais-prerender', app)
  const entryId = 'virtual:relais-prerender'
  const entry: Plugin = {
    name: 'relais-prerender-entry',
    resolveId: (id) => (id === entryId ? `\0${entryId}` : undefined),
    load: (id) =>
      id === `\0${entryId}`
        ? `export { app } from ${JSON.stringify(join(appRoot, 'src', 'app.ts'))}\n` +
          `export { prerender, prerenderLoading } from ${JSON.stringify(join(repo, 'packages/features/src/shell/app/prerender.tsx'))}\n`
        : undefined,
  }
  await build({
    configFile: join(appRoot, 'vite.config.ts'),
    logLevel: 'warn',
    plugins: [entry],
    build: {
      ssr: true,
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      copyPublicDir: false,
      rollupOptions: { input: entryId, output: { entryFileNames: 'prerender.js' } },
    },
  })
  const prerendering = (await import(pathToFileURL(join(outDir, 'prerender.js')).href)) as {
    app: unknown
    prerender: (options: unknown, path: string) => Promise<Prerendered>
    prerenderLoading: (options: unknown) => Prerendered
  }
  const pages = []
  for (const page of PRERENDERED) {
    pages.push({ ...page, ...(await prerendering.prerender(prerendering.app, page.path)) })
  }
  const loading = prerendering.prerenderLoading(prerendering.app)
  rmSync(outDir, { recursive: true, force: true })

  const rules = [...new Set([...pages, loading].flatMap((page) => page.styles.split('\n')).filter(Boolean))]
  const styled = rules.length ? withRules(dist, shell, rules) : shell
  const withRoot = (html: string, page: Prerendered) => {
    const filled = html
      .replace('<html lang="fr">', `<html lang="fr" class="${page.htmlClass}">`)
      .replace('<div id="root"></div>', page.root)
    if (!filled.includes(page.root) || !filled.includes(page.htmlClass)) {
      throw new Error(`${app}'s index.html changed shape`)
    }
    return filled
  }
  const sheets = styled.match(/ *<link rel="stylesheet"[^>]*>\n/g) ?? []
  const fonts = readdirSync(join(dist, 'assets')).filter((f) => /^outfit-latin-\d+-normal-.*\.woff2$/.test(f))
  const links = [
    // First in <head>: the stylesheet is all the first paint waits for, and the faces it draws with
    // (text, labels, buttons, title, brand) come next, rather than once the page is laid out.
    ...sheets.map((link) => link.trim()),
    ...fonts.map((f) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${f}">`),
  ]
  // The same head for every page: the loading screen's too, which the signed-in pages replace with
  // text in every weight (without the faces preloaded they came late and moved the page as they did).
  const headed = sheets
    .reduce((html, link) => html.replace(link, ''), styled)
    .replace(/(<title>.*<\/title>\n)/, `$1    ${links.join('\n    ')}\n`)
  if (!headed.includes(links[0]!)) throw new Error(`${app}'s index.html has no <title>`)
  for (const page of pages) writeFileSync(join(dist, page.file), withRoot(headed, page))
  return withRoot(headed, loading)
}

/**
 * The shell with `rules` added at the end of its (last) stylesheet, renamed after its new content so
 * that a cached copy of the former is never taken for it.
 */
function withRules(dist: string, shell: string, rules: string[]) {
  // Vite names a file after its content with eight characters.
  const linked = [
    ...shell.matchAll(/<link rel="stylesheet"[^>]* href="\/(assets\/([^"/]+?)-[\w-]{8}\.css)"/g),
  ]
  const last = linked.at(-1)
  if (!last) throw new Error('the app links no stylesheet')
  const [, file, name] = last as unknown as [string, string, string]
  const css = `${readFileSync(join(dist, file), 'utf8')}\n${rules.join('\n')}\n`
  const renamed = `assets/${name}-${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`
  writeFileSync(join(dist, renamed), css)
  rmSync(join(dist, file))
  return shell.replace(`"/${file}"`, `"/${renamed}"`)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const named = APPS.filter((app) => process.argv.includes(app))
  await buildApps({ ifStale: process.argv.includes('--if-stale'), apps: named.length ? named : APPS })
}
