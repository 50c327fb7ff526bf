// Starts an API on a test database with responses checked against openapi.yaml, an adjustable clock
// and captured logs. `inject` fails the test on any response outside the contract.
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { ServerInjectOptions, ServerInjectResponse } from '@hapi/hapi'
import { loadConfig, type ApiConfig, type Application, type EnvMode } from '../core/config.ts'
import { createServer, type ApiServer } from '../server.ts'
import type { TestDatabase } from './databases.ts'

class TestClock {
  private time: number
  constructor(start = Date.parse('2026-11-21T09:00:00.000Z')) {
    this.time = start
  }
  now = (): Date => new Date(this.time)
  advance(ms: number): void {
    this.time += ms
  }
}

export const MINUTE = 60_000

/** A pepper PROD accepts (32 random bytes, base64), fixed so that tests are reproducible. */
export const PROD_TEST_PEPPER = 'q3Jm0xV7nK2pZ8sT4wLc9bYhE6uRfA1dG5iO0jNvQeM='

export interface TestApi {
  api: ApiServer
  clock: TestClock
  logs: string[]
  inject(options: InjectOptions): Promise<TestResponse>
  close(): Promise<void>
}

export interface TestResponse extends ServerInjectResponse<unknown> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read bodies freely
  json(): any
}

interface InjectOptions extends Omit<ServerInjectOptions, 'headers' | 'app'> {
  app?: Application
  mode?: EnvMode
  /** Extra headers; `null` drops a default one. */
  headers?: Record<string, string | null>
}

export async function startTestApi(
  database: TestDatabase,
  overrides: Partial<ApiConfig> = {},
): Promise<TestApi> {
  const { config: dbConfig, cleanup: dropDatabase } = await database.create()
  // Each server keeps its documents' blobs in a folder of its own, removed with it.
  const storageDir = await mkdtemp(path.join(os.tmpdir(), 'relais-test-storage-'))
  const cleanup = async () => {
    await dropDatabase()
    await rm(storageDir, { recursive: true, force: true })
  }
  const clock = new TestClock()
  const logs: string[] = []
  // The mode goes through the environment so that its defaults (seeds, outbox) follow as in production;
  // PROD refuses a pepper without 32 random bytes.
  const mode = overrides.mode ?? 'LOCAL'
  const config = loadConfig(
    { ENV_MODE: mode, CODE_PEPPER: mode === 'PROD' ? PROD_TEST_PEPPER : 'test-pepper' },
    {
      database: dbConfig,
      now: clock.now,
      validateResponses: true,
      storage: { kind: 'local', dir: storageDir },
      logLevel: 'debug',
      logStream: { write: (line: string) => void logs.push(line) },
      ...overrides,
    },
  )
  let api: ApiServer
  try {
    api = await createServer(config)
  } catch (error) {
    await cleanup()
    throw error
  }
  return {
    api,
    clock,
    logs,
    async inject({ app = 'perinatal', mode = 'LOCAL', headers = {}, ...options }) {
      const merged: Record<string, string | null> = {
        'x-application-name': app,
        'x-env-mode': mode,
        ...headers,
      }
      const finalHeaders = Object.fromEntries(
        Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== null),
      )
      const res = await api.server.inject({ ...options, headers: finalHeaders })
      if (res.headers['x-contract-violation']) {
        throw new Error(`Response outside openapi.yaml: ${res.payload}`)
      }
      return Object.assign(res, { json: () => JSON.parse(res.payload) as unknown })
    },
    async close() {
      await api.stop(0)
      await cleanup()
    },
  }
}

/** The value of our session cookie in a response, if set. */
export function sessionCookie(res: ServerInjectResponse<unknown>, app: Application = 'perinatal') {
  const raw = ([] as string[]).concat(res.headers['set-cookie'] ?? [])
  const line = raw.find((c) => c.startsWith(`relais_session_${app}=`))
  if (!line) return undefined
  const value = line.slice(line.indexOf('=') + 1).split(';')[0] ?? ''
  return { line, value }
}
