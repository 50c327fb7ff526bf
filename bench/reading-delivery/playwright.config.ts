// The journey that measures a reading's way from the nurse's 'Enregistrer' to the doctor's screen: the
// end-to-end set-up (the built apps, a real API process on a fresh database) in the mobility app only,
// in the full Chromium with its fake camera, once, without retries. Run through bench/reading-delivery.ts.
import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'
import e2e from '../../playwright.config.ts'
import { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium.ts'
import { E2E_PORTS } from '../../e2e/support/ports.ts'

const server = e2e.webServer
if (!server || Array.isArray(server)) throw new Error('playwright.config.ts starts one e2e server')

export default defineConfig({
  ...e2e,
  testDir: '.',
  testMatch: 'reading-delivery.spec.ts',
  retries: 0,
  reporter: [['line']],
  timeout: 300_000,
  // The e2e server, started from the repository as in the journeys.
  webServer: { ...server, cwd: fileURLToPath(new URL('../..', import.meta.url)) },
  use: {
    ...e2e.use,
    trace: 'off',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [...chromiumArgs, '--use-fake-device-for-media-stream'],
    },
  },
  projects: [
    {
      name: 'mobility',
      use: { browserName: 'chromium' as const, baseURL: `http://localhost:${E2E_PORTS.mobility}` },
    },
  ],
})
