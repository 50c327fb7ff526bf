// Environment parsing for the API. Everything the server needs arrives through `ApiConfig`, so tests
// build a config in code (other limits, an injected clock, a captured log stream) without touching env.
import { createHmac, randomBytes } from 'node:crypto'
import { BlockList, isIP } from 'node:net'
import { fileURLToPath } from 'node:url'
import path from 'node:path'
import type { DestinationStream } from 'pino'
import type { PGlite } from '@electric-sql/pglite'
import { DOCUMENT_MAX_STORED_BYTES } from '@relais/domain'
import type { StorageConfig } from '../adapters/storage/create-storage.ts'
import { parseS3Url } from '../adapters/storage/s3.ts'

const ENV_MODES = ['LOCAL', 'DEV', 'PROD'] as const
export type EnvMode = (typeof ENV_MODES)[number]

export const APPLICATIONS = ['perinatal', 'mobility', 'dispatch'] as const
export type Application = (typeof APPLICATIONS)[number]

/** Where the data lives: embedded PGlite (a folder, or an instance handed in by tests) or PostgreSQL. */
export type DatabaseConfig =
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite'; instance: PGlite }
  | { kind: 'postgres'; url: string; schema?: string }

export interface RateLimitConfig {
  /** Sliding window shared by every counter below. */
  windowMs: number
  codesPerIdentifier: number
  /** Codes one client address may ask for: a ceiling against floods, shared by a whole network behind it. */
  codesPerIp: number
  /** Code tries one client address may make: the same kind of ceiling. */
  consumePerIp: number
  /** Pro Santé Connect sign-ins one client address may start (each keeps a transaction row). */
  pscStartsPerIp?: number
  /**
   * Calendar feeds one client address may read: a ceiling against floods, shared by a hospital network's
   * phones and by a calendar service fetching for many practitioners from one address.
   */
  calendarFeedReadsPerIp?: number
  /** Wrong tries that spend a code (the spec's fifth wrong try answers 429). */
  attemptsPerCode: number
}

/** OpenID Connect client settings for Pro Santé Connect (or, in LOCAL/DEV, the API's own test provider). */
export interface PscConfig {
  issuerUrl: string
  clientId: string
  clientSecret: string
  /** `/auth/psc/callback` as the provider sees it. */
  redirectUri: string
  /** Serve the test provider at `/dev/psc` (LOCAL/DEV only; refused in PROD). */
  devProvider: boolean
}

/**
 * Public services behind the directory ports (adapters/directory). A null URL keeps the offline adapter,
 * backed by the real extracts shipped in the repository.
 */
export interface DirectoryConfig {
  /** Opendatasoft dataset of the FINESS file (`…/records?where=finess="…"` is appended). */
  finessUrl: string | null
  /** Company search (recherche-entreprises shape, `/search?q=` is appended). */
  siretUrl: string | null
  /** Annuaire de l'administration dataset (`…/records?where=…` is appended). */
  pmiUrl: string | null
  /** Base Adresse Nationale geocoder (`/search` and `/reverse` are appended). */
  placesUrl: string | null
  /** Deadline of one call to a public service; past it the API answers 503. */
  timeoutMs: number
}

/**
 * The key store of the two-person rule (areas/key-store): its own tables, in the application database
 * by default (the embedded deployment) or in its own database when `KEY_STORE_DATABASE_URL` is set.
 */
export interface KeyStoreConfig {
  /** null: the application database. */
  database: DatabaseConfig | null
  /** Secret mixed into challenge hashes, so a dump of the key store cannot test codes offline. */
  pepper: string
  /** Codes one user may ask for within the rate-limit window. */
  challengesPerUser: number
  /** Codes one client address may ask for within the window; absent, the sign-in codes' cap. */
  challengesPerIp?: number
  /** Wrong tries that lock a code. */
  attemptsPerChallenge: number
}

/**
 * A Seald deployment of the vault (the SEALD_* variables, all or none): the application's ids on Seald's
 * services, which the browsers get too, and the two secrets that never leave this server. Absent, the
 * browsers use the embedded vault and the seald area answers 404.
 */
export interface SealdConfig {
  /** The application's id on Seald (its dashboard). */
  appId: string
  /** Seald's API for the application: the browsers' SDK talks to it, this server never does. */
  apiUrl: string
  /** SSKS, the key storage of the two-man rule: this server calls its back-end route. */
  keyStorageUrl: string
  /** The id of the JWT secret (`iss` of every signup JWT), and the secret that signs them. */
  jwtSecretId: string
  jwtSecret: string
  /** The application server's API key for SSKS. */
  ssksAppKey: string
}

export interface ApiConfig {
  mode: EnvMode
  port: number
  host: string
  /**
   * The API's address as the world reaches it (API_URL, else http://PUBLIC_HOST:API_PORT), without a
   * trailing slash: the base of the links it hands out that are followed without the apps (Pro Santé
   * Connect's callback, calendar feeds).
   */
  publicUrl: string
  database: DatabaseConfig
  appOrigins: string[]
  smtp: { url: string; from: string } | null
  /** Server secret mixed into code hashes so a database dump alone cannot test the 10^6 codes offline. */
  codePepper: string
  /**
   * The first administrators (ADMIN_EMAILS): accounts with one of these emails get an administrator
   * grant at start and when they register. Every other administrator is granted by an administrator.
   */
  adminEmails: string[]
  rateLimits: RateLimitConfig
  logLevel: string
  /** Which X-Forwarded-For entries were written by our own proxies (TRUST_PROXY; see `parseTrustProxy`). */
  trustProxy: TrustProxy
  /** The clock; tests move it to reach expiry without waiting. */
  now: () => Date
  /** Seeds run at startup in LOCAL/DEV by default. */
  runSeeds: boolean
  /** Check every response against openapi.yaml; a mismatch becomes a 500 (enabled in tests). */
  validateResponses: boolean
  /** Where pino writes; stdout when absent. */
  logStream?: DestinationStream
  /** Where FINESS, SIRET, PMI and places come from. */
  directories: DirectoryConfig
  /** Pro Santé Connect; null when not configured (sign-in with it answers 503). */
  psc: PscConfig | null
  /** The key store of the end-to-end encryption's identity backups. */
  keyStore: KeyStoreConfig
  /** Redis for the realtime fan-out between API instances (REDIS_URL); absent: this process only. */
  redisUrl?: string | null
  /**
   * Where documents' encrypted blobs go: the folder STORAGE_DIR (by default `.data/storage` of the
   * repository), or the S3-compatible bucket of STORAGE_S3_URL.
   */
  storage: StorageConfig
  /** The largest encrypted document the API keeps (the domain's limit; tests lower it). */
  documentMaxBytes: number
  /** The Seald deployment of the vault; null for the embedded vault (the default). */
  seald: SealdConfig | null
  /** How the consultation rooms' sound and images travel (see `VideoConfig`). */
  video: VideoConfig
  /** The guides' Markdown files (GUIDES_DIR, by default `content/guides` of the repository). */
  guidesDir: string
  /**
   * Where each app's build is, as `<dir>/<app>/dist` (APP_BUILDS_DIR, by default the repository's
   * `apps`): GET /ota/latest reads the version its build wrote there.
   */
  appBuildsDir: string
}

/**
 * The consultation rooms' video. By default the room's people connect peer to peer, helped across
 * networks by the STUN and TURN servers named here (TURN's credentials minted per person and room
 * with TURN_SECRET, coturn's `use-auth-secret`); with LIVEKIT_URL and its key and secret, through a
 * LiveKit server instead, whose tokens the API mints.
 */
export interface VideoConfig {
  livekit: { url: string; apiKey: string; apiSecret: string } | null
  stunUrls: string[]
  turn: { urls: string[]; secret: string } | null
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/**
 * The proxies in front of the API, which append the address of whoever connected to them to
 * X-Forwarded-For: either the number of hops nearest the API (0: none, the header is ignored), or the
 * addresses and ranges of the proxies. Everything left of them was written by the client.
 */
export type TrustProxy = { hops: number } | { proxies: BlockList; ranges: string[] }

/**
 * TRUST_PROXY: unset, `false` or `0` trusts no proxy; a number of hops (`true` is 1, as it used to mean
 * "behind one reverse proxy"); or a comma-separated list of proxy addresses and CIDR ranges, IPv4 or IPv6.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? '').trim().toLowerCase()
  if (value === '' || value === 'false' || value === 'no') return { hops: 0 }
  if (value === 'true' || value === 'yes') return { hops: 1 }
  if (/^\d+$/.test(value)) return { hops: Number(value) }
  const proxies = new BlockList()
  const ranges = value.split(',').map((item) => item.trim())
  for (const range of ranges) {
    const [address = '', prefix, ...rest] = range.split('/')
    const family = isIP(address)
    const bits = family === 4 ? 32 : 128
    if (family === 0 || rest.length > 0 || (prefix !== undefined && !/^\d{1,3}$/.test(prefix))) {
      throw new ConfigError(
        `TRUST_PROXY must be a number of proxies or a comma-separated list of proxy addresses or CIDR ranges; "${range}" is neither`,
      )
    }
    const type = family === 4 ? 'ipv4' : 'ipv6'
    if (prefix === undefined) {
      proxies.addAddress(address, type)
    } else if (Number(prefix) > bits) {
      throw new ConfigError(`TRUST_PROXY: the prefix of "${range}" must be at most ${bits}`)
    } else {
      proxies.addSubnet(address, Number(prefix), type)
    }
  }
  return { proxies, ranges }
}

const MAKE_A_PEPPER = 'make one with `openssl rand -base64 32`'

/**
 * Why a secret given as a pepper is too weak for PROD, or null. It must be hex (at least 64 digits) or
 * base64/base64url (at least 32 bytes once decoded), so it can hold 32 bytes of entropy, and must not
 * look typed by a person. Length alone does not prove entropy, so three checks catch what is obviously
 * not random; each is chosen so that a random secret of that length fails it with a probability far below
 * one in a billion:
 * - few distinct characters: fewer than 10 of the 16 hex digits, or 16 of the 64 base64 characters
 *   (a random 64-digit hex string shows about 16, a random 43-character base64 string about 31);
 * - base64 without both upper- and lower-case letters (a lower-case passphrase; a random 43-character
 *   string lacks one of the cases with a probability of about 4 in 10^10);
 * - a repeated pattern: fewer than three quarters of its 4-character substrings are distinct
 *   (`abcdabcd…`, `Secret123Secret123…`);
 * - a sequence: more than half of its neighbouring characters follow each other (`abcdef…`, `0123…`).
 */
export function pepperWeakness(value: string): string | null {
  const hex = /^[0-9a-f]+$/i.test(value)
  if (hex) {
    if (value.length < 64 || value.length % 2 !== 0) return 'as hex, it needs at least 64 digits (32 bytes)'
  } else if (/^[A-Za-z0-9+/]+={0,2}$/.test(value) || /^[A-Za-z0-9_-]+$/.test(value)) {
    const body = value.replace(/=+$/, '')
    if (body.length % 4 === 1) return 'it is not valid base64'
    if (Buffer.from(body, 'base64').length < 32) return 'as base64, it needs at least 32 bytes once decoded'
  } else {
    return 'it must be hex or base64'
  }
  const text = hex ? value.toLowerCase() : value.replace(/=+$/, '')
  const distinct = new Set(text).size
  if (distinct < (hex ? 10 : 16)) return `it uses only ${distinct} distinct characters`
  if (!hex && !(/[a-z]/.test(text) && /[A-Z]/.test(text))) return 'it lacks upper- or lower-case letters'
  const grams = new Set<string>()
  for (let i = 0; i + 4 <= text.length; i++) grams.add(text.slice(i, i + 4))
  if (grams.size < 0.75 * (text.length - 3)) return 'it repeats a pattern'
  let steps = 0
  for (let i = 1; i < text.length; i++) {
    if (Math.abs(text.charCodeAt(i) - text.charCodeAt(i - 1)) === 1) steps++
  }
  if (steps > (text.length - 1) / 2) return 'it is a sequence of characters'
  return null
}

function requireStrongPepper(name: string, value: string): void {
  const weakness = pepperWeakness(value)
  if (weakness) {
    throw new ConfigError(
      `${name} must hold at least 32 random bytes when ENV_MODE is PROD (${weakness}): ${MAKE_A_PEPPER}`,
    )
  }
}

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..')

const list = (value: string | undefined, fallback: string[]): string[] =>
  value === undefined
    ? fallback
    : value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0) throw new ConfigError(`${name} must be a non-negative integer`)
  return value
}

function bool(env: NodeJS.ProcessEnv, name: string): boolean {
  return ['1', 'true', 'yes'].includes((env[name] ?? '').toLowerCase())
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<ApiConfig> = {},
): ApiConfig {
  const rawMode = env.ENV_MODE ?? 'PROD'
  if (!(ENV_MODES as readonly string[]).includes(rawMode)) {
    throw new ConfigError(`ENV_MODE must be one of ${ENV_MODES.join(', ')}`)
  }
  const mode = rawMode as EnvMode

  let codePepper = env.CODE_PEPPER ?? ''
  if (!codePepper) {
    // A random pepper only invalidates outstanding codes on restart, which is fine for development;
    // in PROD several instances must agree, so the secret is mandatory there.
    if (mode === 'PROD' && overrides.codePepper === undefined) {
      throw new ConfigError(`CODE_PEPPER is required when ENV_MODE is PROD: ${MAKE_A_PEPPER}`)
    }
    codePepper = randomBytes(32).toString('base64url')
  } else if (mode === 'PROD') {
    // Codes have 10^6 or 36^8 values: only the pepper keeps a dump of the hashes from being tried offline.
    requireStrongPepper('CODE_PEPPER', codePepper)
  }
  // Unset, the key store's pepper is derived from CODE_PEPPER and is as strong as it.
  if (mode === 'PROD' && env.KEY_STORE_PEPPER) requireStrongPepper('KEY_STORE_PEPPER', env.KEY_STORE_PEPPER)

  const database: DatabaseConfig = env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: env.PGLITE_DATA_DIR || path.join(REPO_ROOT, '.data/pglite') }

  const port = integer(env, 'API_PORT', 4000)
  const publicUrl = (env.API_URL || `http://${env.PUBLIC_HOST || 'localhost'}:${port}`).replace(/\/+$/, '')
  const psc = loadPscConfig(env, mode, publicUrl)
  if (overrides.psc?.devProvider && mode === 'PROD') {
    throw new ConfigError('The test OpenID provider cannot run when ENV_MODE is PROD')
  }

  return {
    mode,
    port,
    host: env.API_HOST || '127.0.0.1',
    publicUrl,
    database,
    appOrigins: list(env.APP_ORIGINS, [
      'http://localhost:4001',
      'http://localhost:4002',
      'http://localhost:4003',
    ]),
    smtp: env.SMTP_URL
      ? { url: env.SMTP_URL, from: env.SMTP_FROM || 'Relais Santé <no-reply@relais-sante.fr>' }
      : null,
    codePepper,
    adminEmails: list(env.ADMIN_EMAILS, []).map((e) => e.toLowerCase()),
    rateLimits: {
      windowMs: 15 * 60 * 1000,
      codesPerIdentifier: 5,
      // The per-address caps are a ceiling against floods, not the protection of an account (the
      // per-identifier and per-code limits are): a hospital network reaches the API from one address,
      // and its staff signing in at the start of a shift must stay far below them.
      codesPerIp: integer(env, 'RATE_LIMIT_CODES_PER_IP', 300),
      consumePerIp: integer(env, 'RATE_LIMIT_CONSUME_PER_IP', 1000),
      pscStartsPerIp: integer(env, 'RATE_LIMIT_PSC_PER_IP', 300),
      calendarFeedReadsPerIp: integer(env, 'RATE_LIMIT_CALENDAR_FEED_PER_IP', 1000),
      attemptsPerCode: 5,
    },
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    now: () => new Date(),
    runSeeds: mode !== 'PROD',
    validateResponses: false,
    directories: loadDirectoryConfig(env),
    psc,
    keyStore: loadKeyStoreConfig(env, codePepper),
    redisUrl: env.REDIS_URL?.trim() || null,
    storage: env.STORAGE_S3_URL
      ? { kind: 's3', ...parseS3Url(env.STORAGE_S3_URL) }
      : { kind: 'local', dir: env.STORAGE_DIR || path.join(REPO_ROOT, '.data/storage') },
    documentMaxBytes: DOCUMENT_MAX_STORED_BYTES,
    seald: loadSealdConfig(env),
    video: loadVideoConfig(env),
    guidesDir: env.GUIDES_DIR || path.join(REPO_ROOT, 'content/guides'),
    appBuildsDir: env.APP_BUILDS_DIR || path.join(REPO_ROOT, 'apps'),
    ...overrides,
  }
}

function loadPscConfig(env: NodeJS.ProcessEnv, mode: EnvMode, publicUrl: string): PscConfig | null {
  const redirectUri = env.PSC_REDIRECT_URI || `${publicUrl}/auth/psc/callback`
  // Without a real provider configured, LOCAL and DEV sign in against the API's own test provider.
  const devProvider =
    env.PSC_DEV_PROVIDER === undefined || env.PSC_DEV_PROVIDER === ''
      ? mode !== 'PROD' && !env.PSC_ISSUER_URL
      : bool(env, 'PSC_DEV_PROVIDER')
  if (devProvider) {
    if (mode === 'PROD') throw new ConfigError('PSC_DEV_PROVIDER cannot be enabled when ENV_MODE is PROD')
    return {
      issuerUrl: `${publicUrl}/dev/psc`,
      clientId: env.PSC_CLIENT_ID || 'relais-sante-local',
      // The provider runs in this process: a fresh secret per start is enough.
      clientSecret: env.PSC_CLIENT_SECRET || randomBytes(24).toString('base64url'),
      redirectUri,
      devProvider: true,
    }
  }
  if (!env.PSC_ISSUER_URL) return null
  if (!env.PSC_CLIENT_ID || !env.PSC_CLIENT_SECRET) {
    throw new ConfigError('PSC_ISSUER_URL needs PSC_CLIENT_ID and PSC_CLIENT_SECRET')
  }
  return {
    issuerUrl: env.PSC_ISSUER_URL.replace(/\/+$/, ''),
    clientId: env.PSC_CLIENT_ID,
    clientSecret: env.PSC_CLIENT_SECRET,
    redirectUri,
    devProvider: false,
  }
}

function serviceUrl(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = env[name]?.trim()
  if (!raw) return null
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ConfigError(`${name} must be an http(s) URL`)
  return raw.replace(/\/+$/, '')
}

export function loadDirectoryConfig(env: NodeJS.ProcessEnv): DirectoryConfig {
  const timeoutMs = integer(env, 'DIRECTORY_TIMEOUT_MS', 3000)
  if (timeoutMs === 0) throw new ConfigError('DIRECTORY_TIMEOUT_MS must be positive')
  return {
    finessUrl: serviceUrl(env, 'DIRECTORY_FINESS_URL'),
    siretUrl: serviceUrl(env, 'DIRECTORY_SIRET_URL'),
    pmiUrl: serviceUrl(env, 'DIRECTORY_PMI_URL'),
    placesUrl: serviceUrl(env, 'DIRECTORY_PLACES_URL'),
    timeoutMs,
  }
}

export function loadKeyStoreConfig(env: NodeJS.ProcessEnv, codePepper: string): KeyStoreConfig {
  const url = env.KEY_STORE_DATABASE_URL?.trim()
  if (url && !/^postgres(ql)?:\/\//.test(url)) {
    throw new ConfigError('KEY_STORE_DATABASE_URL must be a postgres:// URL')
  }
  return {
    database: url ? { kind: 'postgres', url } : null,
    // Without its own secret, one derived from CODE_PEPPER (required in PROD): a separately deployed key
    // store sets its own.
    pepper:
      env.KEY_STORE_PEPPER ||
      createHmac('sha256', codePepper).update('relais/key-store-pepper').digest('base64url'),
    challengesPerUser: integer(env, 'KEY_STORE_CHALLENGES_PER_USER', 5),
    // A ceiling against floods like the sign-in codes' (a hospital's staff unlocking new devices at the
    // start of a shift share one address); unset, it follows RATE_LIMIT_CODES_PER_IP.
    challengesPerIp: integer(
      env,
      'KEY_STORE_CHALLENGES_PER_IP',
      integer(env, 'RATE_LIMIT_CODES_PER_IP', 300),
    ),
    attemptsPerChallenge: 5,
  }
}

const SEALD_VARIABLES = [
  'SEALD_APP_ID',
  'SEALD_API_URL',
  'SEALD_KEY_STORAGE_URL',
  'SEALD_JWT_SECRET_ID',
  'SEALD_JWT_SECRET',
  'SEALD_SSKS_APP_KEY',
] as const

/** The Seald deployment, or null when none of its variables is set; a partial set stops the start. */
function loadSealdConfig(env: NodeJS.ProcessEnv): SealdConfig | null {
  const value = (name: (typeof SEALD_VARIABLES)[number]) => env[name]?.trim() ?? ''
  const missing = SEALD_VARIABLES.filter((name) => value(name) === '')
  if (missing.length === SEALD_VARIABLES.length) return null
  if (missing.length > 0) {
    throw new ConfigError(`A Seald deployment needs every SEALD_* variable; missing: ${missing.join(', ')}`)
  }
  return {
    appId: value('SEALD_APP_ID'),
    apiUrl: serviceUrl(env, 'SEALD_API_URL')!,
    keyStorageUrl: serviceUrl(env, 'SEALD_KEY_STORAGE_URL')!,
    jwtSecretId: value('SEALD_JWT_SECRET_ID'),
    jwtSecret: value('SEALD_JWT_SECRET'),
    ssksAppKey: value('SEALD_SSKS_APP_KEY'),
  }
}

function loadVideoConfig(env: NodeJS.ProcessEnv): VideoConfig {
  const livekitUrl = env.LIVEKIT_URL?.trim()
  const apiKey = env.LIVEKIT_API_KEY?.trim()
  const apiSecret = env.LIVEKIT_API_SECRET?.trim()
  if (livekitUrl && (!apiKey || !apiSecret)) {
    throw new ConfigError('LIVEKIT_URL needs LIVEKIT_API_KEY and LIVEKIT_API_SECRET')
  }
  const turnUrls = list(env.TURN_URLS, [])
  const turnSecret = env.TURN_SECRET?.trim()
  if (turnUrls.length > 0 && !turnSecret) throw new ConfigError('TURN_URLS needs TURN_SECRET')
  return {
    livekit: livekitUrl && apiKey && apiSecret ? { url: livekitUrl, apiKey, apiSecret } : null,
    stunUrls: list(env.STUN_URLS, []),
    turn: turnUrls.length > 0 && turnSecret ? { urls: turnUrls, secret: turnSecret } : null,
  }
}
