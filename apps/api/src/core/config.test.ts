import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig, parseTrustProxy, pepperWeakness, REPO_ROOT } from './config.ts'

/** What `openssl rand -base64 32` prints: PROD accepts it. */
const PEPPER = 'q3Jm0xV7nK2pZ8sT4wLc9bYhE6uRfA1dG5iO0jNvQeM='

describe('loadConfig', () => {
  it('defaults to PROD and refuses PROD without CODE_PEPPER', () => {
    expect(() => loadConfig({})).toThrow(ConfigError)
    const config = loadConfig({ CODE_PEPPER: PEPPER })
    expect(config.mode).toBe('PROD')
    expect(config.runSeeds).toBe(false)
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      codePepper: PEPPER,
      smtp: null,
      trustProxy: { hops: 0 },
      appOrigins: ['http://localhost:4001', 'http://localhost:4002', 'http://localhost:4003'],
      adminEmails: [],
      rateLimits: { codesPerIp: 300, consumePerIp: 1000, codesPerIdentifier: 5, attemptsPerCode: 5 },
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
      trustProxy: { hops: 1 },
    })
    // Outside PROD a missing pepper is generated per process.
    expect(config.codePepper.length).toBeGreaterThan(30)
  })

  it("limits the key store's codes per user and per client address, from the environment", () => {
    const defaults = loadConfig({ CODE_PEPPER: PEPPER }).keyStore
    expect(defaults).toMatchObject({ challengesPerUser: 5, challengesPerIp: 300 })
    // Without its own variable the per-address cap follows the sign-in codes'.
    expect(loadConfig({ CODE_PEPPER: PEPPER, RATE_LIMIT_CODES_PER_IP: '7' }).keyStore.challengesPerIp).toBe(7)
    const tuned = loadConfig({
      CODE_PEPPER: PEPPER,
      KEY_STORE_CHALLENGES_PER_USER: '1000',
      KEY_STORE_CHALLENGES_PER_IP: '2000',
    }).keyStore
    expect(tuned).toMatchObject({ challengesPerUser: 1000, challengesPerIp: 2000 })
    expect(() => loadConfig({ CODE_PEPPER: PEPPER, KEY_STORE_CHALLENGES_PER_IP: 'many' })).toThrow(
      /KEY_STORE_CHALLENGES_PER_IP/,
    )
  })

  it('reads a Seald deployment from its six variables, all or none', () => {
    expect(loadConfig({ CODE_PEPPER: PEPPER }).seald).toBeNull()
    const seald = {
      SEALD_APP_ID: '00000000-0000-4000-8000-00000000a11d',
      SEALD_API_URL: 'https://api.staging-0.seald.io/',
      SEALD_KEY_STORAGE_URL: 'https://ssks.staging-0.seald.io/',
      SEALD_JWT_SECRET_ID: 'jwt-secret-id',
      SEALD_JWT_SECRET: 'jwt-secret',
      SEALD_SSKS_APP_KEY: 'ssks-app-key',
    }
    expect(loadConfig({ CODE_PEPPER: PEPPER, ...seald }).seald).toEqual({
      appId: '00000000-0000-4000-8000-00000000a11d',
      apiUrl: 'https://api.staging-0.seald.io',
      keyStorageUrl: 'https://ssks.staging-0.seald.io',
      jwtSecretId: 'jwt-secret-id',
      jwtSecret: 'jwt-secret',
      ssksAppKey: 'ssks-app-key',
    })
    expect(() => loadConfig({ CODE_PEPPER: PEPPER, ...seald, SEALD_JWT_SECRET: ' ' })).toThrow(
      'A Seald deployment needs every SEALD_* variable; missing: SEALD_JWT_SECRET',
    )
    expect(() => loadConfig({ CODE_PEPPER: PEPPER, ...seald, SEALD_KEY_STORAGE_URL: 'ssks' })).toThrow(
      'SEALD_KEY_STORAGE_URL must be an http(s) URL',
    )
  })

  it('reads TRUST_PROXY as a number of proxies or a list of their addresses', () => {
    const hops = (value: string | undefined) => {
      const parsed = parseTrustProxy(value)
      return 'hops' in parsed ? parsed.hops : parsed.ranges
    }
    expect(hops(undefined)).toBe(0)
    expect(hops('')).toBe(0)
    expect(hops('false')).toBe(0)
    expect(hops('0')).toBe(0)
    expect(hops('true')).toBe(1)
    expect(hops('TRUE')).toBe(1)
    expect(hops('1')).toBe(1)
    expect(hops('3')).toBe(3)
    expect(hops('10.0.0.0/8, 192.0.2.1 ,fd00::/8,::1')).toEqual([
      '10.0.0.0/8',
      '192.0.2.1',
      'fd00::/8',
      '::1',
    ])
    const list = parseTrustProxy('10.0.0.0/8, 2001:db8::/32, 192.0.2.1')
    if ('hops' in list) throw new Error('a list was expected')
    expect(list.proxies.check('10.200.1.1', 'ipv4')).toBe(true)
    expect(list.proxies.check('11.0.0.1', 'ipv4')).toBe(false)
    expect(list.proxies.check('2001:db8:ffff::1', 'ipv6')).toBe(true)
    expect(list.proxies.check('2001:db9::1', 'ipv6')).toBe(false)
    expect(list.proxies.check('192.0.2.1', 'ipv4')).toBe(true)
    expect(list.proxies.check('192.0.2.2', 'ipv4')).toBe(false)
    expect(loadConfig({ ENV_MODE: 'LOCAL', TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 })
  })

  it.each([
    'maybe',
    '-1',
    '1.5',
    '10.0.0.0/33',
    'fd00::/129',
    '10.0.0.0/8/1',
    '10.0.0.0/x',
    '10.0.0.0/8,,192.0.2.1',
    '10.0.0.256',
    'proxy.internal',
  ])('refuses TRUST_PROXY=%s with a clear error', (value) => {
    expect(() => loadConfig({ ENV_MODE: 'LOCAL', TRUST_PROXY: value })).toThrow(ConfigError)
    expect(() => loadConfig({ ENV_MODE: 'LOCAL', TRUST_PROXY: value })).toThrow(/TRUST_PROXY/)
  })

  it('accepts in PROD only peppers with 32 random bytes, hex or base64, and says how to make one', () => {
    for (const pepper of [
      PEPPER,
      randomBytes(32).toString('hex'),
      randomBytes(32).toString('hex').toUpperCase(),
      randomBytes(32).toString('base64url'),
      randomBytes(48).toString('base64'),
    ]) {
      expect(pepperWeakness(pepper), pepper).toBeNull()
      expect(loadConfig({ CODE_PEPPER: pepper }).codePepper).toBe(pepper)
    }
    const weak: [string, RegExp][] = [
      ['secret', /at least 32 bytes/],
      ['test-pepper', /at least 32 bytes/],
      [randomBytes(31).toString('base64'), /at least 32 bytes/],
      [randomBytes(31).toString('hex'), /at least 64 digits/],
      [randomBytes(32).toString('hex').slice(0, 63), /at least 64 digits/],
      ['a'.repeat(64), /distinct characters/],
      ['abcd'.repeat(16), /distinct characters/],
      ['0123456789abcdef'.repeat(4), /repeats a pattern/],
      ['Zx9QwErTy7UiOp3A'.repeat(3), /repeats a pattern/],
      ['abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', /sequence/],
      ['thequickbrownfoxjumpsoverthelazydogthequickbrownfox', /upper- or lower-case/],
      ['Correct horse battery staple, correct horse battery staple!', /hex or base64/],
      ['AAAA====', /hex or base64/],
    ]
    for (const [pepper, reason] of weak) {
      expect(pepperWeakness(pepper), pepper).toMatch(reason)
      expect(() => loadConfig({ CODE_PEPPER: pepper }), pepper).toThrow(ConfigError)
      expect(() => loadConfig({ CODE_PEPPER: pepper }), pepper).toThrow(
        /CODE_PEPPER.*openssl rand -base64 32/,
      )
    }
    expect(() => loadConfig({})).toThrow(/CODE_PEPPER is required.*openssl rand -base64 32/)
  })

  it('checks KEY_STORE_PEPPER in PROD when it is set, and derives it from CODE_PEPPER otherwise', () => {
    expect(() => loadConfig({ CODE_PEPPER: PEPPER, KEY_STORE_PEPPER: 'own-pepper' })).toThrow(
      /KEY_STORE_PEPPER.*openssl rand -base64 32/,
    )
    const own = randomBytes(32).toString('base64')
    expect(loadConfig({ CODE_PEPPER: PEPPER, KEY_STORE_PEPPER: own }).keyStore.pepper).toBe(own)
    expect(loadConfig({ CODE_PEPPER: PEPPER }).keyStore.pepper).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('stays permissive outside PROD: any pepper, or a random one', () => {
    for (const mode of ['LOCAL', 'DEV']) {
      expect(loadConfig({ ENV_MODE: mode, CODE_PEPPER: 'test-pepper' }).codePepper).toBe('test-pepper')
      expect(loadConfig({ ENV_MODE: mode, KEY_STORE_PEPPER: 'weak' }).keyStore.pepper).toBe('weak')
      expect(pepperWeakness(loadConfig({ ENV_MODE: mode }).codePepper)).toBeNull()
    }
  })

  it('rejects a bad mode or number', () => {
    expect(() => loadConfig({ ENV_MODE: 'STAGING' })).toThrow(/ENV_MODE/)
    expect(() => loadConfig({ ENV_MODE: 'LOCAL', API_PORT: 'abc' })).toThrow(/API_PORT/)
  })
})
