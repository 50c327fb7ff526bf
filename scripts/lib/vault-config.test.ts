import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from './static-server.ts'
import { runtimeVaultConfig } from './vault-config.ts'

const SEALD = {
  SEALD_APP_ID: '00000000-0000-4000-8000-00000000a11d',
  SEALD_API_URL: 'https://api.staging-0.seald.io/',
  SEALD_KEY_STORAGE_URL: 'https://ssks.staging-0.seald.io/',
}

describe("the apps' vault configuration", () => {
  it('is the embedded vault without SEALD_*, and only Seald’s public ids with them, never a secret', () => {
    expect(runtimeVaultConfig({})).toBeUndefined()
    const vault = runtimeVaultConfig({ ...SEALD, SEALD_JWT_SECRET: 'secret', SEALD_SSKS_APP_KEY: 'key' })
    expect(vault).toEqual({
      provider: 'seald',
      appId: '00000000-0000-4000-8000-00000000a11d',
      apiUrl: 'https://api.staging-0.seald.io',
      keyStorageUrl: 'https://ssks.staging-0.seald.io',
    })
    expect(JSON.stringify(vault)).not.toMatch(/secret|key"/)
  })

  it('refuses a partial or malformed deployment', () => {
    expect(() => runtimeVaultConfig({ SEALD_APP_ID: SEALD.SEALD_APP_ID })).toThrow(
      'missing: SEALD_API_URL, SEALD_KEY_STORAGE_URL',
    )
    expect(() => runtimeVaultConfig({ ...SEALD, SEALD_API_URL: 'api.seald.io' })).toThrow(
      'SEALD_API_URL must be an http(s) URL',
    )
  })

  it("lets the browser connect to Seald's API and SSKS only where Seald is configured", () => {
    const connect = (csp: string) => csp.split('; ').find((directive) => directive.startsWith('connect-src'))
    const apiUrl = 'https://api.relais-sante.fr'
    expect(connect(contentSecurityPolicy({ apiUrl }))).toBe(
      "connect-src 'self' data: https://api.relais-sante.fr wss://api.relais-sante.fr",
    )
    expect(connect(contentSecurityPolicy({ apiUrl, vault: runtimeVaultConfig(SEALD) }))).toBe(
      "connect-src 'self' data: https://api.relais-sante.fr wss://api.relais-sante.fr https://api.staging-0.seald.io https://ssks.staging-0.seald.io",
    )
  })
})
