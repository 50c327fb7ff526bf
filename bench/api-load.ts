// API latency under load with autocannon, load generator and server on the same 2-core machine:
// a bare hapi route (the ceiling), consume-code (each request spends a real, distinct code) and
// GET /user/current with a session, flat out and at a fixed rate. The API runs as its own process,
// exactly as `npm start` runs it.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Hapi from '@hapi/hapi'
import autocannon from 'autocannon'
import { DEMO_ACCOUNTS } from '../apps/api/src/areas/accounts/demo-accounts.ts'

export interface LoadFigure {
  target: string
  database: string
  requests: number
  rps: number
  p50: number
  p99: number
  non2xx: number
}

const HEADERS = {
  'X-Application-Name': 'perinatal',
  'X-Env-Mode': 'LOCAL',
  'content-type': 'application/json',
}
const CONNECTIONS = 20
/** A steady load well below saturation: its p99 is what a user waits, not how long the queue is. */
export const FIXED_RATE = 200

async function cannon(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    )
  })
}

function figure(target: string, database: string, result: autocannon.Result): LoadFigure {
  return {
    target,
    database,
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  }
}

export async function bareHapiCeiling(seconds: number): Promise<LoadFigure> {
  const server = Hapi.server({ port: 0, host: '127.0.0.1' })
  server.route({ method: 'GET', path: '/', handler: () => ({ ok: true }) })
  await server.start()
  try {
    const result = await cannon({ url: server.info.uri, duration: seconds })
    return figure('bare hapi route (ceiling)', '-', result)
  } finally {
    await server.stop()
  }
}

async function startApi(repo: string, port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(repo, 'apps/api/src/main.ts')], {
    env: {
      ...process.env,
      ENV_MODE: 'LOCAL',
      API_PORT: String(port),
      LOG_LEVEL: 'error',
      RATE_LIMIT_CODES_PER_IP: '1000000',
      RATE_LIMIT_CONSUME_PER_IP: '1000000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const base = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('the API exited during start-up')
    try {
      const health = await fetch(`${base}/health`, { headers: HEADERS })
      if (health.ok) return { child, base }
      if (process.env.BENCH_DEBUG) console.error('health', health.status, await health.text())
    } catch (error) {
      if (process.env.BENCH_DEBUG) console.error('health', error)
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  child.kill()
  throw new Error('the API did not start')
}

async function stopApi(child: ChildProcess) {
  child.kill('SIGTERM')
  await new Promise((resolve) => child.once('exit', resolve))
}

/** Asks `count` codes for distinct identifiers and reads them from the dev outbox. */
async function prepareCodes(base: string, count: number) {
  const codes: Array<{ value: string; code: string }> = []
  const run = Date.now()
  for (let start = 0; start < count; start += 50) {
    const batch = Array.from(
      { length: Math.min(50, count - start) },
      (_, i) => `bench.${run}.${start + i}@exemple.fr`,
    )
    await Promise.all(
      batch.map(async (value) => {
        const sent = await fetch(`${base}/auth/passwordless/code`, {
          method: 'POST',
          headers: HEADERS,
          body: JSON.stringify({ type: 'email', value }),
        })
        if (sent.status !== 202) throw new Error(`code request answered ${sent.status}`)
        const outbox = await fetch(`${base}/dev/outbox?recipient=${encodeURIComponent(value)}&limit=1`, {
          headers: HEADERS,
        })
        const [message] = (await outbox.json()) as Array<{ code: string }>
        codes.push({ value, code: message!.code })
      }),
    )
  }
  return codes
}

export async function apiUnderLoad(
  repo: string,
  database: { label: string; env: Record<string, string> },
  options: { codes: number; seconds: number },
): Promise<LoadFigure[]> {
  const { child, base } = await startApi(repo, 4150, database.env)
  try {
    const codes = await prepareCodes(base, options.codes)
    let next = 0
    const consume = await cannon({
      url: base,
      amount: codes.length,
      requests: [
        {
          method: 'POST',
          path: '/auth/passwordless/consume',
          headers: HEADERS,
          setupRequest: (request) => {
            const entry = codes[next++ % codes.length]!
            return {
              ...request,
              body: JSON.stringify({ type: 'email', value: entry.value, code: entry.code }),
            }
          },
        },
      ],
    })

    // One signed-in session (a demo account) read over and over.
    const account = DEMO_ACCOUNTS.find(
      (a) => a.application === 'perinatal' && a.userType === 'midwife',
    )!.email
    const [signedIn] = await prepareCodesFor(base, account)
    const login = await fetch(`${base}/auth/passwordless/consume`, {
      method: 'POST',
      headers: HEADERS,
      body: JSON.stringify({ type: 'email', value: account, code: signedIn }),
    })
    const cookie = login.headers.get('set-cookie')?.split(';')[0]
    if (!cookie) throw new Error(`sign-in for the load test failed (${login.status})`)
    const current = await cannon({
      url: `${base}/user/current`,
      duration: options.seconds,
      headers: { ...HEADERS, cookie },
    })
    const steady = await cannon({
      url: `${base}/user/current`,
      duration: options.seconds,
      overallRate: FIXED_RATE,
      headers: { ...HEADERS, cookie },
    })
    return [
      figure('POST /auth/passwordless/consume', database.label, consume),
      figure('GET /user/current', database.label, current),
      figure(`GET /user/current at ${FIXED_RATE} req/s`, database.label, steady),
    ]
  } finally {
    await stopApi(child)
  }
}

async function prepareCodesFor(base: string, value: string) {
  await fetch(`${base}/auth/passwordless/code`, {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify({ type: 'email', value }),
  })
  const outbox = await fetch(`${base}/dev/outbox?recipient=${encodeURIComponent(value)}&limit=1`, {
    headers: HEADERS,
  })
  const messages = (await outbox.json()) as Array<{ code: string }>
  return messages.map((m) => m.code)
}

export function temporaryPgliteDir() {
  const dir = mkdtempSync(join(tmpdir(), 'relais-bench-'))
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) }
}
