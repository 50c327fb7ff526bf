// Serves the Storybook build of the visual comparison (visual/dist/storybook, see run.ts). The apps' server
// (scripts/lib/static-server.ts) does not fit: its CSP forbids the inline scripts of Storybook's
// iframe.html. Hashed assets are cached so that each story load only parses what it needs.
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('./dist/storybook/', import.meta.url))
const port = Number(process.env.VISUAL_PORT ?? 4110)

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
}

if (!existsSync(join(root, 'index.json'))) {
  console.error(`${root}index.json is missing: build it first (npm run visual)`)
  process.exit(1)
}

createServer((request, response) => {
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname)
  const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path))
  if (
    !file.startsWith(root.endsWith(sep) ? root : root + sep) ||
    !existsSync(file) ||
    !statSync(file).isFile()
  ) {
    response.writeHead(404).end('not found')
    return
  }
  response.writeHead(200, {
    'Content-Type': types[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
  })
  createReadStream(file).pipe(response)
}).listen(port, '127.0.0.1', () => console.log(`storybook-static on http://127.0.0.1:${port}`))
