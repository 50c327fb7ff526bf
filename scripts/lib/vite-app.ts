// The Vite configuration the three apps share: React, vanilla-extract, and in dev a `/config.js`
// equal to the one the static server writes in production.
import { defineConfig, type Plugin, type UserConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import optimizeLocales from '@react-aria/optimize-locales-plugin'
import type { AppName } from './apps.ts'
import { DEFAULT_PORTS } from './apps.ts'
import { runtimeVaultConfig } from './vault-config.ts'

function devRuntimeConfig(): Plugin {
  return {
    name: 'relais-dev-runtime-config',
    configureServer(server) {
      server.middlewares.use('/config.js', (_req, res) => {
        const config = {
          apiUrl: process.env.API_URL ?? `http://localhost:${DEFAULT_PORTS.api}`,
          envMode: process.env.ENV_MODE ?? 'LOCAL',
          version: 'dev',
          vault: runtimeVaultConfig(),
          billingPortalUrl: process.env.BILLING_PORTAL_URL || undefined,
          mapStyleUrl: process.env.MAP_STYLE_URL || undefined,
        }
        res.setHeader('Content-Type', 'text/javascript')
        res.end(`window.__RELAIS_CONFIG__ = ${JSON.stringify(config)};`)
      })
    },
  }
}

/**
 * Common chunks of transformed source under this size are copied into the chunks that read them
 * (Rolldown keeps one state per module across the copies): a signed-in page's screen then arrives in
 * some twenty files instead of seventy, each a request a phone on a slow network waits for in turn.
 */
const INLINED_COMMON_CHUNK_BYTES = 16 * 1024

export function appViteConfig(app: AppName, root: string) {
  return defineConfig(({ isSsrBuild }): UserConfig => ({
    root,
    plugins: [
      react(),
      vanillaExtractPlugin(),
      devRuntimeConfig(),
      // The apps speak French only: react-aria's strings in its thirty-odd other languages (a copy in
      // every chunk with an overlay, a list or a date field) are left out.
      optimizeLocales.vite({ locales: ['fr-FR'] }),
    ],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: true,
      reportCompressedSize: false,
      // One stylesheet for the whole app (under 10 KB gzip): a page's first paint waits for one request
      // rather than one per chunk of its screen, and a screen loaded later never shows unstyled.
      cssCodeSplit: false,
      // No script adding a <link rel=modulepreload> per chunk a lazy import needs: scripts/build.ts links
      // the app's start from the HTML, and the browser fetches the rest as it reads the imports. Tried on
      // the signed-in dashboard: the chunks then come together but are run together too, in tasks long
      // enough to block a phone for 150-450 ms, for no earlier paint (Lighthouse, mobile preset).
      modulePreload: false,
      // Not for the prerender's build, whose one entry must keep its exports.
      rolldownOptions: isSsrBuild
        ? {}
        : {
            preserveEntrySignatures: false,
            output: {
              codeSplitting: { experimentalInlineCommonChunks: { maxSize: INLINED_COMMON_CHUNK_BYTES } },
            },
          },
    },
    server: { port: DEFAULT_PORTS[app], strictPort: true },
  }))
}
