// An API instance in its own process, as `npm start` runs it, for the benches that measure what travels
// through it (messages, readings): started on a port, its demo accounts signed in with bearer tokens.
import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'

type BenchApplication = 'perinatal' | 'mobility'

export const benchHeaders = (application: BenchApplication) => ({
  'X-Application-Name': application,
  'X-Env-Mode': 'LOCAL',
  'content-type': 'application/json',
})

/** Starts the API on `port` with `env` added (PGLITE_DATA_DIR at least); resolves once /health answers. */
export async function startApi(
  repo: string,
  port: number,
  env: Record<string, string>,
): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(repo, 'apps/api/src/main.ts')], {
    env: { ...process.env, ENV_MODE: 'LOCAL', API_PORT: String(port), LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const base = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('the API exited during start-up')
    try {
      if ((await fetch(`${base}/health`, { headers: benchHeaders('perinatal') })).ok) return { child, base }
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  child.kill()
  throw new Error('the API did not start')
}

/** Stops what `startApi` started, waiting for the process to end. */
export async function stopApi(child: ChildProcess): Promise<void> {
  child.kill('SIGTERM')
  await new Promise((resolve) => child.once('exit', resolve))
}

export async function json<T>(res: Response, expected: number): Promise<T> {
  if (res.status !== expected) throw new Error(`${res.url} answered ${res.status}: ${await res.text()}`)
  return (await res.json()) as T
}

/** A demo account signed in: its id and the headers that carry its session. */
export async function signIn(base: string, application: BenchApplication, username: string) {
  const { token } = await json<{ token: string }>(
    await fetch(`${base}/dev/demo-session`, {
      method: 'POST',
      headers: benchHeaders(application),
      body: JSON.stringify({ username, tokenTransport: 'header' }),
    }),
    200,
  )
  const headers = { ...benchHeaders(application), authorization: `Bearer ${token}` }
  const me = await json<{ id: string }>(await fetch(`${base}/user/current`, { headers }), 200)
  return { id: me.id, headers }
}

/** The account's token for the API's socket. */
export async function socketAuth(base: string, headers: Record<string, string>): Promise<string> {
  const { token } = await json<{ token: string }>(await fetch(`${base}/nes/auth`, { headers }), 200)
  return token
}

export const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN
