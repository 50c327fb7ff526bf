// What an app tells the shared features about itself: its mode (the product's brand mode), where the
// API is and in which environment it runs. Features read the mode from here, never from the theme.
import { createContext, useContext, type ReactNode } from 'react'
import type { ApplicationName, EnvMode } from '@relais/api-client'
import { DEFAULT_ENV_MODE, isEnvMode, type Brand } from '@relais/domain'

export interface AppConfig {
  application: ApplicationName
  envMode: EnvMode
  apiUrl: string
  version: string
  brand: Brand
  supportEmail: string
}

/** Written by the static server (or Vite in dev) as /config.js, so one build runs anywhere. */
export interface RuntimeConfig {
  apiUrl: string
  envMode: EnvMode
  version: string
}

declare global {
  interface Window {
    __RELAIS_CONFIG__?: Partial<RuntimeConfig>
  }
}

export function readRuntimeConfig(
  source: Partial<RuntimeConfig> | undefined = window.__RELAIS_CONFIG__,
): RuntimeConfig {
  const requested = source?.envMode
  const envMode = isEnvMode(requested) ? requested : DEFAULT_ENV_MODE
  return {
    apiUrl: source?.apiUrl ?? window.location.origin,
    envMode,
    version: source?.version ?? '0.0.0',
  }
}

const AppConfigContext = createContext<AppConfig | null>(null)

export function AppConfigProvider({ config, children }: { config: AppConfig; children: ReactNode }) {
  return <AppConfigContext.Provider value={config}>{children}</AppConfigContext.Provider>
}

export function useAppConfig(): AppConfig {
  const config = useContext(AppConfigContext)
  if (!config) throw new Error('useAppConfig must be used inside <AppConfigProvider>')
  return config
}

/** Stored values carry the app's prefix so the three apps on one host never read each other's. */
export function storageKey(config: Pick<AppConfig, 'application'>, key: string) {
  return `relais.${config.application}.${key}`
}
