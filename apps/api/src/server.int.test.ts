// stop() lets requests in flight finish before the database closes (graceful shutdown).
import { describe, expect, it } from 'vitest'
import { loadConfig } from './core/config.ts'
import { KEEP_ALIVE_TIMEOUT_MS, REQUEST_TIMEOUT_MS, createServer } from './server.ts'
import { testDatabases } from './testing/databases.ts'

describe.each(testDatabases(import.meta.url))('graceful stop on $name', (database) => {
  it('finishes a request in flight, then refuses new connections', async () => {
    const { config: dbConfig, cleanup } = await database.create()
    const api = await createServer(
      loadConfig(
        { ENV_MODE: 'LOCAL' },
        { database: dbConfig, port: 0, logStream: { write: () => undefined } },
      ),
    )
    try {
      let entered!: () => void
      const inHandler = new Promise<void>((resolve) => (entered = resolve))
      // Holds /health for a while, as a slow query would.
      api.server.ext('onPreHandler', async (request, h) => {
        if (request.path === '/health') {
          entered()
          await new Promise((resolve) => setTimeout(resolve, 300))
        }
        return h.continue
      })
      await api.start()
      const url = `http://127.0.0.1:${api.server.info.port}/health`
      const headers = { 'X-Application-Name': 'perinatal', 'X-Env-Mode': 'LOCAL', connection: 'close' }
      const inFlight = fetch(url, { headers })
      await inHandler
      const stopped = api.stop(5_000)
      const res = await inFlight
      expect(res.status).toBe(200)
      expect(await res.json()).toMatchObject({ status: 'ok', database: 'ok' })
      await stopped
      await expect(fetch(url, { headers })).rejects.toThrow()
    } finally {
      await api.stop(0)
      await cleanup()
    }
  })

  it('keeps idle connections longer than clients do, and still stops at once', async () => {
    const { config: dbConfig, cleanup } = await database.create()
    const api = await createServer(
      loadConfig(
        { ENV_MODE: 'LOCAL' },
        { database: dbConfig, port: 0, logStream: { write: () => undefined } },
      ),
    )
    try {
      await api.start()
      const res = await fetch(`http://127.0.0.1:${api.server.info.port}/health`, {
        headers: { 'X-Application-Name': 'perinatal', 'X-Env-Mode': 'LOCAL' },
      })
      await res.arrayBuffer()
      // A client reusing a socket the server is closing gets ECONNRESET: the server must outlast
      // the 60 s clients and proxies commonly keep idle sockets.
      expect(res.headers.get('keep-alive')).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`)
      expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000)
      // A document of the largest size still arriving after Node's default 5 minutes is not cut.
      expect(api.server.listener.requestTimeout).toBe(REQUEST_TIMEOUT_MS)
      expect(REQUEST_TIMEOUT_MS).toBeGreaterThan(5 * 60_000)
      // The idle socket just opened does not hold the stop for its whole timeout.
      await api.stop(KEEP_ALIVE_TIMEOUT_MS)
    } finally {
      await api.stop(0)
      await cleanup()
    }
  })
})
