// One vitest run, four projects: pure domain rules and the API (Node), the kit and feature
// components (Chromium), and every Storybook story as a test (Chromium, a11y failing on violations).
import { defineConfig } from 'vitest/config'
import { playwright } from '@vitest/browser-playwright'
import react from '@vitejs/plugin-react'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { chromiumArgs, testBrowserPath } from './scripts/lib/chromium.ts'

// Each browser project needs its own browser object (two projects must never share one).
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: { executablePath: testBrowserPath(), args: chromiumArgs } }),
  instances: [{ browser: 'chromium' as const }],
})

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'tooling',
          // Node-side tests of the tooling and of the API client's interceptors.
          include: ['scripts/**/*.test.ts', 'packages/api-client/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          // A worker keeps the modules it imported from one file to the next: each file imported the
          // whole server (hapi, the OIDC provider, kysely, PGlite) again, 280 s of the run against 175
          // s shared. The files share no state through modules: each starts its own server, database
          // and clock, and the one that fakes timers restores them.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react(), vanillaExtractPlugin()],
        // Bundled up front: a dependency the optimizer only meets mid-run is bundled again with a second
        // copy of React, and the test that loaded it fails with « Invalid hook call ».
        optimizeDeps: {
          include: [
            '@tiptap/react',
            '@tiptap/starter-kit',
            '@tiptap/extensions',
            // Met mid-run on a clean clone, they made vite reload a running test file.
            '@vanilla-extract/recipes/createRuntimeFn',
            '@vanilla-extract/sprinkles/createRuntimeSprinkles',
            // The vault's Seald adapter and its tests (a large SDK, only ever met by those files).
            '@seald-io/sdk/browser',
            '@seald-io/sdk-plugin-ssks-2mr/browser',
            // The consultation report's PDF renderer, only ever met by the report's files.
            '@react-pdf/renderer',
            // The statistics' charts, only ever met by the statistics' files.
            '@observablehq/plot',
            // The guides' Markdown renderer, only ever met by the guide page's files.
            'react-markdown',
            // The video room's SFU client, only ever met by the room's files: on a clean clone the
            // optimizer met it mid-run and reloaded the room's test while its peer was connecting.
            'livekit-client',
            // The realtime client and the full phone metadata, each met by few files.
            '@hapi/nes/lib/client',
            'libphonenumber-js/max',
          ],
        },
        test: {
          name: 'ui',
          include: [
            'packages/{ui,features,vault,api-client}/src/**/*.test.tsx',
            'packages/vault/src/**/*.test.ts',
          ],
          browser: browser(),
        },
      },
      {
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          // Story files share one page instead of a fresh iframe each: every file's iframe re-imported
          // the preview (the kit, axe, msw) for about 3 s, 4 of the 6 minutes of this project. Stories
          // already share module state within a file; .storybook/vitest.setup.ts resets what they share
          // across files (the toast queue). The component tests ('ui') stay isolated: they leave
          // components mounted that would keep polling in the next file.
          isolate: false,
          browser: browser(),
          setupFiles: ['.storybook/vitest.setup.ts'],
        },
      },
    ],
  },
})
