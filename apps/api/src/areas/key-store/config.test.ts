// The key store's configuration: the application database unless a PostgreSQL URL is given, and a
// pepper of its own or one derived from CODE_PEPPER (so that PROD, which requires CODE_PEPPER, has one).
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig, loadKeyStoreConfig } from '../../core/config.ts'
import { PROD_TEST_PEPPER } from '../../testing/harness.ts'

describe('key store configuration', () => {
  it('shares the application database and derives its pepper by default', () => {
    const config = loadKeyStoreConfig({}, 'code-pepper')
    expect(config.database).toBeNull()
    expect(config.pepper).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(config.pepper).not.toBe('code-pepper')
    expect(loadKeyStoreConfig({}, 'code-pepper').pepper).toBe(config.pepper)
    expect(loadKeyStoreConfig({}, 'another').pepper).not.toBe(config.pepper)
    expect(config.challengesPerUser).toBe(5)
  })

  it('uses its own PostgreSQL database and pepper when configured', () => {
    const config = loadKeyStoreConfig(
      {
        KEY_STORE_DATABASE_URL: 'postgres://keys@db.internal:5432/key_store',
        KEY_STORE_PEPPER: 'own-pepper',
        KEY_STORE_CHALLENGES_PER_USER: '3',
      },
      'code-pepper',
    )
    expect(config).toEqual({
      database: { kind: 'postgres', url: 'postgres://keys@db.internal:5432/key_store' },
      pepper: 'own-pepper',
      challengesPerUser: 3,
      challengesPerIp: 300,
      attemptsPerChallenge: 5,
    })
  })

  it('refuses a URL that is not PostgreSQL, and is part of the API configuration', () => {
    expect(() => loadKeyStoreConfig({ KEY_STORE_DATABASE_URL: 'mysql://x/y' }, 'p')).toThrow(ConfigError)
    expect(() => loadKeyStoreConfig({ KEY_STORE_CHALLENGES_PER_USER: '-1' }, 'p')).toThrow(ConfigError)
    const api = loadConfig({ ENV_MODE: 'PROD', CODE_PEPPER: PROD_TEST_PEPPER })
    expect(api.keyStore.pepper).toBe(loadKeyStoreConfig({}, PROD_TEST_PEPPER).pepper)
  })
})
