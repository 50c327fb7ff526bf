// The vault the apps' browsers use, read from the same SEALD_* variables as the API's configuration
// (apps/api/src/core/config.ts), for /config.js: the public three only — the JWT secret and the SSKS key
// stay with the API. None set: the embedded vault.
import type { RuntimeVaultConfig } from './static-server.ts'

const PUBLIC_SEALD_VARIABLES = ['SEALD_APP_ID', 'SEALD_API_URL', 'SEALD_KEY_STORAGE_URL'] as const

export function runtimeVaultConfig(env: NodeJS.ProcessEnv = process.env): RuntimeVaultConfig | undefined {
  const value = (name: (typeof PUBLIC_SEALD_VARIABLES)[number]) => env[name]?.trim() ?? ''
  const missing = PUBLIC_SEALD_VARIABLES.filter((name) => value(name) === '')
  if (missing.length === PUBLIC_SEALD_VARIABLES.length) return undefined
  if (missing.length > 0) {
    throw new Error(`A Seald deployment needs every SEALD_* variable; missing: ${missing.join(', ')}`)
  }
  for (const name of ['SEALD_API_URL', 'SEALD_KEY_STORAGE_URL'] as const) {
    const protocol = URL.canParse(value(name)) ? new URL(value(name)).protocol : ''
    if (protocol !== 'https:' && protocol !== 'http:') throw new Error(`${name} must be an http(s) URL`)
  }
  return {
    provider: 'seald',
    appId: value('SEALD_APP_ID'),
    apiUrl: value('SEALD_API_URL').replace(/\/+$/, ''),
    keyStorageUrl: value('SEALD_KEY_STORAGE_URL').replace(/\/+$/, ''),
  }
}
