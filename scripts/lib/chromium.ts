// Where Debian's Chromium is, and the flags it needs on machines without a network or a GPU.
// Nothing here downloads a browser: `npm test` installs Debian's packages when it runs as root.
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

/** The full browser: what the screenshots' baselines were taken with, and what Lighthouse measures. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    (p): p is string => Boolean(p),
  )
  return candidates.find((p) => existsSync(p)) ?? candidates[0] ?? '/usr/bin/chromium'
}

/**
 * The browser the journeys and the component tests run in: Debian's headless shell (the same engine
 * without the full browser's window and GPU processes) spends about a third less CPU per journey on
 * two cores, where the browser, the API and the database share both. Its text antialiasing differs,
 * so screenshots stay with `chromiumPath()`. Falls back to the full browser when it is not installed.
 */
export function testBrowserPath(): string {
  return existsSync(headlessShellPath()) ? headlessShellPath() : chromiumPath()
}

/** Where Debian's `chromium-headless-shell` is, or would be once installed. */
export function headlessShellPath(): string {
  return process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell'
}

/** Poppler's pdftotext (Debian's poppler-utils), with which the journeys read a PDF's text. */
export const PDFTOTEXT = '/usr/bin/pdftotext'
