// An app's entry point in one call: read /config.js, apply the brand theme, render.
import { createRoot } from 'react-dom/client'
import type { ApplicationName } from '@relais/api-client'
import { readRuntimeConfig, type Brand } from '../config/AppConfig.tsx'
import { RelaisApp } from './RelaisApp.tsx'

export interface MountOptions {
  application: ApplicationName
  brand: Brand
  /** The brand's theme class (vanilla-extract createTheme) applied to the whole document. */
  themeClass: string
  supportEmail?: string
}

export function mountApp(options: MountOptions) {
  const runtime = readRuntimeConfig()
  document.documentElement.classList.add(options.themeClass)
  document.documentElement.lang = 'fr'
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  createRoot(root).render(
    <RelaisApp
      config={{
        application: options.application,
        brand: options.brand,
        supportEmail: options.supportEmail ?? 'support@relais-sante.fr',
        ...runtime,
      }}
    />,
  )
}
