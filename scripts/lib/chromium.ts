// Where Debian's Chromium is, and the flags it needs on machines without a network or a GPU.
// Nothing here downloads a browser: `npm test` installs Debian's package when it runs as root.
import { existsSync } from 'node:fs'

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    (p): p is string => Boolean(p),
  )
  return candidates.find((p) => existsSync(p)) ?? candidates[0] ?? '/usr/bin/chromium'
}
