// A local stand-in for SSKS's back-end route (`POST /tmr/back/challenge_send/`), as Seald documents it,
// for the tests of the SSKS adapter and of the seald area: Seald's own servers are out of reach of the
// tests. It checks the application's headers, records every request as it arrived, creates a user on
// `create_user` (404 for an unknown user without it) and answers a fresh session; `must_authenticate` is
// true under `force_auth`, as no identity is ever stored on it. `answerNext` scripts a failure.
import { randomUUID } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { SealdConfig } from '../core/config.ts'

interface SsksRequest {
  method: string
  path: string
  headers: IncomingHttpHeaders
  body: unknown
}

/** What the next request gets instead of a session: a status with a JSON body, a delay, or bad JSON. */
interface ScriptedAnswer {
  status?: number
  body?: unknown
  raw?: string
  delayMs?: number
}

export interface SsksStandIn {
  url: string
  requests: SsksRequest[]
  /** The user ids SSKS holds a record of. */
  users: Set<string>
  answerNext(answer: ScriptedAnswer): void
  stop(): Promise<void>
}

export const SSKS_APP_ID = '00000000-0000-4000-8000-00000000a11d'
export const SSKS_APP_KEY = 'ssks-test-app-key'

/** A Seald deployment's configuration whose SSKS is the stand-in at `url`. */
export const sealdTestConfig = (keyStorageUrl: string): SealdConfig => ({
  appId: SSKS_APP_ID,
  apiUrl: 'https://api.seald.invalid',
  keyStorageUrl,
  jwtSecretId: 'jwt-secret-id',
  jwtSecret: 'jwt-secret-of-the-tests',
  ssksAppKey: SSKS_APP_KEY,
})

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export async function startSsksStandIn(): Promise<SsksStandIn> {
  const requests: SsksRequest[] = []
  const users = new Set<string>()
  const scripted: ScriptedAnswer[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      let body: unknown
      try {
        body = text ? JSON.parse(text) : undefined
      } catch {
        body = text
      }
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body })
      const reply = (status: number, answer: unknown, raw?: string) => {
        res.writeHead(status, { 'Content-Type': 'application/json' })
        res.end(raw ?? JSON.stringify(answer))
      }
      const next = scripted.shift()
      if (next) {
        setTimeout(() => reply(next.status ?? 200, next.body, next.raw), next.delayMs ?? 0)
        return
      }
      if (req.method !== 'POST' || req.url !== '/tmr/back/challenge_send/') {
        return reply(404, { detail: 'Not found.' })
      }
      if (req.headers['x-seald-appid'] !== SSKS_APP_ID || req.headers['x-seald-apikey'] !== SSKS_APP_KEY) {
        return reply(403, { detail: 'Invalid app credentials' })
      }
      if (!isRecord(body) || typeof body.user_id !== 'string' || !isRecord(body.auth_factor)) {
        return reply(400, { detail: 'Invalid request' })
      }
      if (!users.has(body.user_id)) {
        if (body.create_user !== true) return reply(404, { detail: 'User not found' })
        users.add(body.user_id)
      }
      reply(200, { session_id: randomUUID(), must_authenticate: body.force_auth === true })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    users,
    answerNext: (answer) => void scripted.push(answer),
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
