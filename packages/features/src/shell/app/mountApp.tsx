// An app's entry point in one call: read /config.js, apply the brand theme, render.
import { createRoot } from 'react-dom/client'
import { BRANDS, SUPPORT_EMAIL, type Application } from '@relais/domain'
import { readRuntimeConfig } from '../../core/config/AppConfig.tsx'
import { RelaisApp } from './RelaisApp.tsx'

export interface MountOptions {
  application: Application
  /** The brand's theme class (vanilla-extract createTheme) applied to the whole document. */
  themeClass: string
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
        brand: BRANDS[options.application],
        supportEmail: SUPPORT_EMAIL,
        ...runtime,
      }}
    />,
  )
}
