import { describe, expect, it } from 'vitest'
import { readRuntimeConfig } from './AppConfig.tsx'

const seald = {
  provider: 'seald' as const,
  appId: '00000000-0000-4000-8000-00000000a11d',
  apiUrl: 'https://api.seald.test',
  keyStorageUrl: 'https://ssks.seald.test',
}

describe('readRuntimeConfig', () => {
  it('keeps the embedded vault unless /config.js names a complete Seald deployment', () => {
    const base = { apiUrl: 'https://api.example', envMode: 'PROD' as const, version: '1.0.0' }
    expect(readRuntimeConfig(base)).toEqual(base)
    expect(readRuntimeConfig({ ...base, vault: seald })).toEqual({ ...base, vault: seald })
    // A partial entry would start an SDK that cannot work: the embedded vault stays.
    expect(readRuntimeConfig({ ...base, vault: { ...seald, keyStorageUrl: '' } })).toEqual(base)
    expect(readRuntimeConfig({ ...base, vault: { appId: seald.appId } })).toEqual(base)
  })
})
