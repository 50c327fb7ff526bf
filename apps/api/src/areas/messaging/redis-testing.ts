// Shared set-up of the realtime fan-out tests: API instances started from one database, demo sessions,
// and Redis servers of their own (a throwaway redis-server on a free port, which a test may kill and
// start again on the same port).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { createServer as createTcpServer } from 'node:net'
import { Redis } from 'ioredis'
import type { Application } from '../../core/config.ts'
import type { ApiServer } from '../../server.ts'
import type { ChatEvent } from './realtime.ts'

/** A message body that passes the contract: an envelope of the vault's shape, opaque to the server. */
export function sampleEnvelope(marker: number) {
  return {
    version: 1,
    encryptionSessionId: 'c2Vzc2lvbi1pZC0wMDAwMDAx',
    epoch: marker,
    nonce: 'bm9uY2Utbm9uY2Ut',
    ciphertext: 'ZmFuLW91dC1jaXBoZXJ0ZXh0LXRhZw',
  }
}

export async function redisAnswers(url: string): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  })
  probe.on('error', () => {})
  try {
    await probe.connect()
    return (await probe.ping()) === 'PONG'
  } catch {
    return false
  } finally {
    probe.disconnect()
  }
}

/** A TCP port nothing listens on (it was free a moment ago). */
export async function freePort(): Promise<number> {
  const probe = createTcpServer()
  probe.listen(0, '127.0.0.1')
  await once(probe, 'listening')
  const { port } = probe.address() as { port: number }
  probe.close()
  await once(probe, 'close')
  return port
}

export const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0

/** Polls `check` every 50 ms until it holds; rejects with `what` after `ms`. */
export async function eventually(what: string, check: () => Promise<boolean>, ms = 10_000) {
  const deadline = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`still not ${what} after ${ms} ms`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** A redis-server keeping nothing on disk, on `port`, ready to answer. */
export async function startRedisServer(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  )
  try {
    await eventually(`answering on port ${port}`, () => redisAnswers(`redis://127.0.0.1:${port}`), 5000)
  } catch (error) {
    child.kill('SIGKILL')
    throw error
  }
  return child
}

/** Kills a Redis as a crash would, and waits until it is gone. */
export async function killRedisServer(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = once(child, 'exit')
  child.kill('SIGKILL')
  await exited
}

/** Opens a demo session with a Bearer token; returns the account id and the headers to use. */
export async function signIn(api: ApiServer, email: string, app: Application = 'perinatal') {
  const base = { 'x-application-name': app, 'x-env-mode': 'LOCAL' }
  const res = await api.server.inject({
    method: 'POST',
    url: '/dev/demo-session',
    headers: base,
    payload: { username: email, tokenTransport: 'header' },
  })
  if (res.statusCode !== 200) throw new Error(`demo session answered ${res.statusCode}: ${res.payload}`)
  const headers = { ...base, authorization: `Bearer ${(JSON.parse(res.payload) as { token: string }).token}` }
  const me = await api.server.inject({ method: 'GET', url: '/user/current', headers })
  return { id: (JSON.parse(me.payload) as { id: string }).id, headers }
}

export type Health = {
  status: string
  database: string
  realtime: { fanOut: string }
}

export async function health(api: ApiServer): Promise<{ statusCode: number; body: Health }> {
  const res = await api.server.inject({
    method: 'GET',
    url: '/health',
    headers: { 'x-application-name': 'perinatal', 'x-env-mode': 'LOCAL' },
  })
  return { statusCode: res.statusCode, body: JSON.parse(res.payload) as Health }
}

/** The ids of the messages a socket received, in order. */
export const idsOf = (events: ChatEvent[]) => events.map((event) => event.message.id)

/** Lets any late (duplicate) delivery arrive before counting. */
export const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms))
