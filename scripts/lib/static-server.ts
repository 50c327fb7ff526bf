// Serves one built app: its files, a runtime `/config.js` (API address, mode, version, and Seald's
// public ids where the vault is Seald's) so one build runs anywhere, the pages the build prerendered (login.html for /login), the SPA fallback to
// index.html for every other path, and the same strict security headers as the API.
import Hapi from '@hapi/hapi'
import Inert from '@hapi/inert'
import Boom from '@hapi/boom'
import { randomBytes } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** A Seald deployment of the vault as the browser is told of it (scripts/lib/vault-config.ts). */
export interface RuntimeVaultConfig {
  provider: 'seald'
  appId: string
  apiUrl: string
  keyStorageUrl: string
}

export interface RuntimeConfig {
  apiUrl: string
  envMode: 'LOCAL' | 'DEV' | 'PROD'
  version: string
  /** Absent: the embedded vault. */
  vault?: RuntimeVaultConfig
  /** The billing portal the room's 'Facturation' opens (BILLING_PORTAL_URL); absent, no such link. */
  billingPortalUrl?: string
  /** A tile service's map style (MAP_STYLE_URL); absent, the base map shipped with the apps. */
  mapStyleUrl?: string
}

export interface StaticServerOptions {
  root: string
  port: number
  host?: string
  config: RuntimeConfig
}

/**
 * `nonce` allows the few <style> elements react-aria inserts at run time (press handling, scroll lock),
 * which it tags with the nonce of `<meta property="csp-nonce">`: no 'unsafe-inline' is needed. With
 * Seald, the browser's SDK talks to Seald's API and to SSKS itself.
 */
export function contentSecurityPolicy(
  config: Pick<RuntimeConfig, 'apiUrl' | 'vault' | 'mapStyleUrl'>,
  nonce?: string,
) {
  const api = new URL(config.apiUrl)
  const ws = `${api.protocol === 'https:' ? 'wss:' : 'ws:'}//${api.host}`
  const seald = config.vault
    ? [new URL(config.vault.apiUrl).origin, new URL(config.vault.keyStorageUrl).origin]
    : []
  // A tile service serves its style, tiles, glyphs and sprites from its own origin (by fetch, and
  // images for the sprites).
  const tiles = config.mapStyleUrl ? [new URL(config.mapStyleUrl).origin] : []
  return [
    "default-src 'self'",
    // WebAssembly only, not eval: the consultation report's layout engine (yoga, in @react-pdf) is one.
    "script-src 'self' 'wasm-unsafe-eval'",
    nonce ? `style-src 'self' 'nonce-${nonce}'` : "style-src 'self'",
    ['img-src', "'self'", 'data:', 'blob:', ...tiles].join(' '),
    "font-src 'self'",
    // data: for the report's layout engine, which fetches its WebAssembly from a data: URL.
    ['connect-src', "'self'", 'data:', api.origin, ws, ...seald, ...tiles].join(' '),
    "media-src 'self' blob:",
    // A document's preview: its decrypted PDF, framed from a blob: URL the page made; the consultation
    // room's prescription software (the local service, beside the API).
    `frame-src 'self' blob: ${api.origin}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

export async function startStaticServer(options: StaticServerOptions) {
  const index = join(options.root, 'index.html')
  if (!existsSync(index)) throw new Error(`${index} is missing: build the app first (npm run build)`)
  const server = Hapi.server({
    port: options.port,
    host: options.host ?? '127.0.0.1',
    routes: { files: { relativeTo: options.root } },
  })
  await server.register(Inert)
  const hsts = options.config.envMode === 'PROD'
  const shell = readFileSync(index, 'utf8')
  if (!shell.includes('</head>')) throw new Error(`${index} has no </head>`)
  // The pages scripts/build.ts prerendered, each in a file named after its path (login.html is /login).
  const prerendered = new Map(
    readdirSync(options.root)
      .filter((file) => file.endsWith('.html') && file !== 'index.html')
      .map((file) => [`/${file.slice(0, -'.html'.length)}`, readFileSync(join(options.root, file), 'utf8')]),
  )

  server.ext('onPreResponse', (request, h) => {
    const response = request.response
    const csp = contentSecurityPolicy(options.config, (request.app as { nonce?: string }).nonce)
    if (Boom.isBoom(response)) {
      Object.assign(response.output.headers, securityHeaders(csp, hsts))
      return h.continue
    }
    for (const [name, value] of Object.entries(securityHeaders(csp, hsts))) response.header(name, value)
    // Hashed assets never change; the shell and the config must always be fresh.
    if (request.path.startsWith('/assets/'))
      response.header('Cache-Control', 'public, max-age=31536000, immutable')
    else response.header('Cache-Control', 'no-cache')
    return h.continue
  })

  const configScript = `window.__RELAIS_CONFIG__ = ${JSON.stringify(options.config)};\n`
  server.route({
    method: 'GET',
    path: '/config.js',
    handler: (_request, h) => h.response(configScript).type('text/javascript; charset=utf-8'),
  })
  server.route({
    method: 'GET',
    path: '/{path*}',
    handler: (request, h) => {
      const path = request.params.path as string | undefined
      // Unknown files with an extension are real 404s; other paths are client routes.
      if (path && path !== 'index.html' && /\.[a-z0-9]+$/i.test(path)) {
        return h.file(path, { confine: true }).code(200)
      }
      // The app shell gets a fresh nonce per response (see contentSecurityPolicy).
      const nonce = randomBytes(16).toString('base64')
      ;(request.app as { nonce?: string }).nonce = nonce
      const page = prerendered.get(request.path) ?? shell
      const html = page.replace('</head>', `  <meta property="csp-nonce" nonce="${nonce}" />\n  </head>`)
      return h.response(html).type('text/html; charset=utf-8')
    },
  })
  await server.start()
  return server
}

function securityHeaders(csp: string, hsts: boolean): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(self), microphone=(self), geolocation=(self)',
    ...(hsts ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  }
}
