// Visual comparison of every Storybook story (the kit in the three brands, screens in one) at 375 px
// and 1440 px, against the PNGs committed in visual/baselines/ (docs/architecture.md, "Visual review"). Run it through
// `npm run visual` / `npm run visual:update` (visual/run.ts), which build Storybook first.
import { defineConfig } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../scripts/lib/chromium.ts'

export const VISUAL_PORT = Number(process.env.VISUAL_PORT ?? 4110)

export default defineConfig({
  testDir: '.',
  testMatch: 'visual.spec.ts',
  // No platform or project suffix: one set of baselines, made with Debian's Chromium.
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  outputDir: '../test-results/visual',
  fullyParallel: true,
  // A capture waits on the page more than it computes: on two cores 4 workers took 151 s, 2 took 183.
  workers: 4,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // A story without a baseline fails the comparison; only `npm run visual:update` writes baselines.
  updateSnapshots: 'none',
  timeout: 30_000,
  reporter: process.env.CI ? [['dot']] : [['line']],
  expect: {
    timeout: 5_000,
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      // Per-pixel colour distance (0–1, YIQ) below which two pixels count as equal: 0.05 still sees a
      // grey shift of 14/255 per channel (a 1-px row of a button 16/255 lighter fails, checked once).
      threshold: 0.05,
      // Differing pixels allowed per screenshot: a few stray anti-aliased pixels, never a line.
      maxDiffPixels: 8,
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${VISUAL_PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: [...chromiumArgs, '--font-render-hinting=none'] },
  },
  webServer: {
    command: 'tsx serve-storybook.ts',
    url: `http://127.0.0.1:${VISUAL_PORT}/index.json`,
    timeout: 20_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { VISUAL_PORT: String(VISUAL_PORT) },
  },
})
