// The Vite configuration the three apps share: React, vanilla-extract, and in dev a `/config.js`
// equal to the one the static server writes in production.
import { defineConfig, type Plugin, type UserConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import type { AppName } from './apps.ts'
import { DEFAULT_PORTS } from './apps.ts'

function devRuntimeConfig(): Plugin {
  return {
    name: 'relais-dev-runtime-config',
    configureServer(server) {
      server.middlewares.use('/config.js', (_req, res) => {
        const config = {
          apiUrl: process.env.API_URL ?? `http://localhost:${DEFAULT_PORTS.api}`,
          envMode: process.env.ENV_MODE ?? 'LOCAL',
          version: 'dev',
        }
        res.setHeader('Content-Type', 'text/javascript')
        res.end(`window.__RELAIS_CONFIG__ = ${JSON.stringify(config)};`)
      })
    },
  }
}

export function appViteConfig(app: AppName, root: string): UserConfig {
  return defineConfig({
    root,
    plugins: [react(), vanillaExtractPlugin(), devRuntimeConfig()],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: true,
      reportCompressedSize: false,
    },
    server: { port: DEFAULT_PORTS[app], strictPort: true },
  })
}
