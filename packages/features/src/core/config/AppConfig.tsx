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
  /** Where Seald is configured; absent, the embedded vault. */
  vault?: SealdVaultConfig
  /** The billing portal the consultation room's 'Facturation' opens; absent, the room has none. */
  billingPortalUrl?: string
  /** A tile service's map style; absent, the maps draw the base map shipped with the apps. */
  mapStyleUrl?: string
}

/**
 * A Seald deployment of the vault: the application's ids on Seald's services, from the same SEALD_*
 * variables as the API's (never its secrets). The browser then loads `@relais/vault/seald`.
 */
export interface SealdVaultConfig {
  provider: 'seald'
  appId: string
  /** Seald's API for the application. */
  apiUrl: string
  /** SSKS, the key storage of the two-man rule. */
  keyStorageUrl: string
}

/** Written by the static server (or Vite in dev) as /config.js, so one build runs anywhere. */
export interface RuntimeConfig {
  apiUrl: string
  envMode: EnvMode
  version: string
  vault?: SealdVaultConfig
  billingPortalUrl?: string
  mapStyleUrl?: string
}

declare global {
  interface Window {
    __RELAIS_CONFIG__?: Partial<Omit<RuntimeConfig, 'vault'>> & { vault?: Partial<SealdVaultConfig> }
  }
}

export function readRuntimeConfig(
  source: Window['__RELAIS_CONFIG__'] = window.__RELAIS_CONFIG__,
): RuntimeConfig {
  const requested = source?.envMode
  const envMode = isEnvMode(requested) ? requested : DEFAULT_ENV_MODE
  const vault = sealdVaultConfigOf(source?.vault)
  const billingPortalUrl = webAddressOf(source?.billingPortalUrl)
  const mapStyleUrl = webAddressOf(source?.mapStyleUrl)
  return {
    apiUrl: source?.apiUrl ?? window.location.origin,
    envMode,
    version: source?.version ?? '0.0.0',
    ...(vault ? { vault } : {}),
    ...(billingPortalUrl ? { billingPortalUrl } : {}),
    ...(mapStyleUrl ? { mapStyleUrl } : {}),
  }
}

const isFilled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

/** An http(s) address, or nothing: a link opened or a style fetched must not run anything. */
function webAddressOf(value: unknown): string | undefined {
  if (!isFilled(value)) return undefined
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined
  } catch {
    return undefined
  }
}

/** A complete Seald entry, or nothing: a partial one would start an SDK that cannot work. */
function sealdVaultConfigOf(value: Partial<SealdVaultConfig> | undefined): SealdVaultConfig | undefined {
  if (value?.provider !== 'seald') return undefined
  const { appId, apiUrl, keyStorageUrl } = value
  if (!isFilled(appId) || !isFilled(apiUrl) || !isFilled(keyStorageUrl)) return undefined
  return { provider: 'seald', appId, apiUrl, keyStorageUrl }
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
