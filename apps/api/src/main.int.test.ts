// The real entry point: starts on an on-disk PGlite, answers over HTTP, exits cleanly on SIGTERM.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer as createNetServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

const main = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts')

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

describe('main.ts', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'relais-api-main-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('listens, serves health from PGlite on disk, and shuts down on SIGTERM with exit code 0', async () => {
    const port = await freePort()
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      env: {
        ...process.env,
        ENV_MODE: 'LOCAL',
        API_PORT: String(port),
        PGLITE_DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
    const deadline = Date.now() + 50_000
    while (!output.includes(`API listening on http://localhost:${port}`)) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`API did not start: ${output}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const res = await fetch(`http://127.0.0.1:${port}/health`, {
      headers: { 'X-Application-Name': 'dispatch', 'X-Env-Mode': 'LOCAL' },
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ status: 'ok', databaseKind: 'pglite', mode: 'LOCAL' })
    child.kill('SIGTERM')
    expect(await exited).toBe(0)
  }, 60_000)
})
