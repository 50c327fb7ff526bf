// End-to-end journeys in Debian's Chromium against the built apps and a real API process on a fresh
// database. Each app is a project: a journey whose screens branch on the mode runs in each, one that
// checks what the apps share runs in one of them (SAME_IN_EVERY_APP in e2e/support/fixtures.ts).
import { defineConfig } from '@playwright/test'
import { chromiumArgs, testBrowserPath } from './scripts/lib/chromium.ts'
import { APPS } from './scripts/lib/apps.ts'
import { E2E_BILLING_PORTAL, E2E_PORTS } from './e2e/support/ports.ts'

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // One worker: on two cores, two workers on PostgreSQL took as long as one (7.8 and 7.6 min, 87
  // journeys), the browser, the API and the database already sharing both cores; on PGlite, which runs
  // every query in one thread, a second one only waits. E2E_WORKERS tries another count.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: testBrowserPath(), args: chromiumArgs },
  },
  projects: APPS.map((app) => ({
    name: app,
    use: { browserName: 'chromium' as const, baseURL: `http://localhost:${E2E_PORTS[app]}` },
  })),
  webServer: {
    command: 'tsx scripts/e2e-server.ts',
    // The apps are served once the API is healthy, so the last app answering means all is up.
    url: `http://localhost:${E2E_PORTS.dispatch}/login`,
    timeout: 120_000,
    reuseExistingServer: false,
    // SIGTERM, not Playwright's default SIGKILL: the server then drops its PostgreSQL database.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      ENV_MODE: 'LOCAL',
      PGLITE_DATA_DIR: '.data/e2e',
      API_PORT: String(E2E_PORTS.api),
      PERINATAL_PORT: String(E2E_PORTS.perinatal),
      MOBILITY_PORT: String(E2E_PORTS.mobility),
      DISPATCH_PORT: String(E2E_PORTS.dispatch),
      RATE_LIMIT_CODES_PER_IP: '1000',
      RATE_LIMIT_CONSUME_PER_IP: '1000',
      RATE_LIMIT_PSC_PER_IP: '1000',
      // Every journey signs in on a new browser, a new device for the vault: one code per sign-in.
      KEY_STORE_CHALLENGES_PER_USER: '1000',
      KEY_STORE_CHALLENGES_PER_IP: '1000',
      LOG_LEVEL: 'warn',
      BILLING_PORTAL_URL: E2E_BILLING_PORTAL,
    },
  },
})
