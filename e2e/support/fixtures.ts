// What the journeys share: the app under test, its demo accounts, the dev outbox, and axe.
import { test as base, expect, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { DEMO_ACCOUNTS } from '../../apps/api/src/areas/accounts/demo-accounts.ts'
import { E2E_PORTS } from './ports.ts'

export type AppName = 'perinatal' | 'mobility' | 'dispatch'
export const API = `http://localhost:${E2E_PORTS.api}`

/** How the API knows which app calls it, in the local environment the journeys run in. */
export const apiHeaders = (app: AppName) => ({ 'X-Application-Name': app, 'X-Env-Mode': 'LOCAL' })

/** Letters only (names refuse digits), different on every run: for names the journeys create. */
export const nameMarker = () =>
  (Date.now().toString(36) + Math.random().toString(36).slice(2, 6)).replace(/\d/g, (d) => 'abcdefghij'[+d]!)

/** A French mobile number in the range kept for fiction, different on almost every call. */
export const fictionPhone = () => `+331990${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}`

export function accountsOf(app: AppName) {
  return DEMO_ACCOUNTS.filter((a) => a.application === app)
}

const SIGN_IN_CODE = /^\d{6}$/

/**
 * Reads the newest sign-in code (6 digits) sent to `recipient` after `since`, as a developer would in
 * the outbox; the vault's 8-character codes to the same address are not sign-in codes.
 */
export async function codeFromOutbox(app: AppName, recipient: string, since: Date): Promise<string> {
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    const url = `${API}/dev/outbox?recipient=${encodeURIComponent(recipient)}&limit=10`
    const response = await fetch(url, { headers: apiHeaders(app) })
    expect(response.status).toBe(200)
    const messages = (await response.json()) as Array<{ code?: string; createdAt: string }>
    const message = messages.find((m) => m.code && SIGN_IN_CODE.test(m.code))
    if (message?.code && new Date(message.createdAt) >= since) return message.code
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`no code reached the outbox for ${recipient}`)
}

const VAULT_CODE = /^[a-z0-9]{8}$/

/**
 * The newest 8-character vault code sent to `recipient` (the key store's; sign-in codes are 6 digits).
 * Only the newest code counts, so there is no `since`: call it once the code has been sent; `after`
 * waits for a code newer than one already tried.
 */
export async function vaultCodeFromOutbox(app: AppName, recipient: string, after?: string): Promise<string> {
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    const url = `${API}/dev/outbox?recipient=${encodeURIComponent(recipient)}&limit=10`
    const response = await fetch(url, { headers: apiHeaders(app) })
    expect(response.status).toBe(200)
    const messages = (await response.json()) as Array<{ code?: string }>
    const code = messages.find((message) => message.code && VAULT_CODE.test(message.code))?.code
    if (code && code !== after) return code
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`no vault code reached the outbox for ${recipient}`)
}

/**
 * Why a journey runs in one app only: what it checks is shared by the three (one screen, one rule),
 * and running it in each would triple its time for nothing as the journeys multiply. Such journeys
 * take turns among the apps, so that each app's build still meets a share of them; a journey whose
 * screens branch on the mode (brand, roles, fields) runs in every app.
 */
export const SAME_IN_EVERY_APP = 'shared by the three apps: runs in one of them'

export async function expectNoAxeViolations(page: Page) {
  // react-aria's live announcer is a visually hidden log of transient announcements: a pending button
  // announces itself by aria-labelledby, and once the next step has replaced that button the message
  // (removed by react-aria after 7 s) points at nothing. It is not page content.
  const results = await new AxeBuilder({ page }).exclude('[data-live-announcer]').analyze()
  expect(
    results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`),
  ).toEqual([])
}

/** Collects `page`'s console errors and uncaught exceptions into `errors`. */
export function watchConsole(page: Page, errors: string[]) {
  page.on('console', (message) => {
    // A 401/403/404/409 the app expects (no session yet, a calendar one may ask access to, no account
    // yet, an email already used) is logged by the browser itself.
    if (
      message.type() === 'error' &&
      !/Failed to load resource.*\b(401|403|404|409|429)\b/.test(message.text())
    ) {
      errors.push(message.text())
    }
  })
  page.on('pageerror', (error) => errors.push(error.message))
}

export const test = base.extend<{ app: AppName; consoleErrors: string[] }>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  app: async ({}, use, testInfo) => {
    await use(testInfo.project.name as AppName)
  },
  // Console errors (CSP violations among them) fail the test that caused them.
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      watchConsole(page, errors)
      await use(errors)
      expect(errors).toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
