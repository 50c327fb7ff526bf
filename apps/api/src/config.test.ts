import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig, REPO_ROOT } from './config.ts'

describe('loadConfig', () => {
  it('defaults to PROD and refuses PROD without CODE_PEPPER', () => {
    expect(() => loadConfig({})).toThrow(ConfigError)
    const config = loadConfig({ CODE_PEPPER: 'secret' })
    expect(config.mode).toBe('PROD')
    expect(config.runSeeds).toBe(false)
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      codePepper: 'secret',
      smtp: null,
      trustProxy: false,
      appOrigins: ['http://localhost:4001', 'http://localhost:4002', 'http://localhost:4003'],
      adminEmails: [],
      rateLimits: { codesPerIp: 30, consumePerIp: 100, codesPerIdentifier: 5, attemptsPerCode: 5 },
      database: { kind: 'pglite', dataDir: `${REPO_ROOT}/.data/pglite` },
    })
  })

  it('reads every variable', () => {
    const config = loadConfig({
      ENV_MODE: 'DEV',
      API_PORT: '4100',
      API_HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://db/relais',
      APP_ORIGINS: 'https://a.example, https://b.example',
      SMTP_URL: 'smtp://mail:25',
      ADMIN_EMAILS: 'First.Admin@Relais-Sante.fr, ops@example.org',
      RATE_LIMIT_CODES_PER_IP: '7',
      RATE_LIMIT_CONSUME_PER_IP: '9',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
    })
    expect(config).toMatchObject({
      mode: 'DEV',
      runSeeds: true,
      port: 4100,
      host: '0.0.0.0',
      database: { kind: 'postgres', url: 'postgres://db/relais' },
      appOrigins: ['https://a.example', 'https://b.example'],
      smtp: { url: 'smtp://mail:25', from: 'Relais Santé <no-reply@relais-sante.fr>' },
      adminEmails: ['first.admin@relais-sante.fr', 'ops@example.org'],
      rateLimits: { codesPerIp: 7, consumePerIp: 9 },
      logLevel: 'warn',
      trustProxy: true,
    })
    // Outside PROD a missing pepper is generated per process.
    expect(config.codePepper.length).toBeGreaterThan(30)
  })

  it("limits the key store's codes per user and per client address, from the environment", () => {
    const defaults = loadConfig({ CODE_PEPPER: 'secret' }).keyStore
    expect(defaults).toMatchObject({ challengesPerUser: 5, challengesPerIp: 30 })
    // Without its own variable the per-address cap follows the sign-in codes'.
    expect(loadConfig({ CODE_PEPPER: 'secret', RATE_LIMIT_CODES_PER_IP: '7' }).keyStore.challengesPerIp).toBe(
      7,
    )
    const tuned = loadConfig({
      CODE_PEPPER: 'secret',
      KEY_STORE_CHALLENGES_PER_USER: '1000',
      KEY_STORE_CHALLENGES_PER_IP: '2000',
    }).keyStore
    expect(tuned).toMatchObject({ challengesPerUser: 1000, challengesPerIp: 2000 })
    expect(() => loadConfig({ CODE_PEPPER: 'secret', KEY_STORE_CHALLENGES_PER_IP: 'many' })).toThrow(
      /KEY_STORE_CHALLENGES_PER_IP/,
    )
  })

  it('rejects a bad mode or number', () => {
    expect(() => loadConfig({ ENV_MODE: 'STAGING' })).toThrow(/ENV_MODE/)
    expect(() => loadConfig({ ENV_MODE: 'LOCAL', API_PORT: 'abc' })).toThrow(/API_PORT/)
  })
})
