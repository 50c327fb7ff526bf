// The app's realtime (the spec's calls, "Realtime"): @hapi/nes on the API's port. The socket
// authenticates with the HTTP session: GET /nes/auth (session cookie) gives a sealed token
// (docs/messaging.md).
// nes's browser client (lib/client.js) is standalone — no Node built-ins, no other @hapi package —
// while the lint rule keeps the server-side @hapi packages out of the browser.
// eslint-disable-next-line no-restricted-imports
import { Client } from '@hapi/nes/lib/client'
import type { ApplicationName, EnvMode } from '@relais/api-client'
import type { ChatEvent, ChatHandlers, ChatRealtime } from './realtime.ts'

export interface NesRealtimeOptions {
  apiUrl: string
  application: ApplicationName
  envMode: EnvMode
  /** Waits before reconnecting after a cut, per attempt (default: 1 s doubling up to 30 s). */
  retryDelay?: (attempt: number) => number
}

/**
 * One socket per app, opened at the first join and closed at the last leave. After a cut it reconnects
 * with a fresh token (the token stops admitting joins at the session's idle deadline), joins again and
 * asks each conversation to reload its history.
 */
export function createNesRealtime({
  apiUrl,
  application,
  envMode,
  retryDelay = (attempt) => Math.min(30_000, 1000 * 2 ** attempt),
}: NesRealtimeOptions): ChatRealtime {
  const listeners = new Map<string, Set<ChatHandlers>>()
  const wsUrl = apiUrl.replace(/^http/, 'ws') as `ws://${string}`
  let client: Client | null = null
  let connecting: Promise<Client> | null = null
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  let attempt = 0

  async function token(): Promise<string> {
    const response = await fetch(`${apiUrl}/nes/auth`, {
      credentials: 'include',
      headers: { 'X-Application-Name': application, 'X-Env-Mode': envMode },
    })
    if (!response.ok) throw new Error(`/nes/auth answered ${response.status}`)
    return ((await response.json()) as { token: string }).token
  }

  const deliver = (channelId: string) => (event: unknown) => {
    const chat = event as ChatEvent
    if (chat?.type !== 'chat/message') return
    listeners.get(channelId)?.forEach((h) => h.onMessage(chat.message))
  }

  const joined = new WeakMap<Client, Set<string>>()
  async function subscribe(socket: Client, channelId: string) {
    const topics = joined.get(socket) ?? new Set<string>()
    joined.set(socket, topics)
    if (topics.has(channelId)) return
    topics.add(channelId)
    try {
      await socket.subscribe(`/channels/${channelId}`, deliver(channelId))
    } catch (error) {
      topics.delete(channelId)
      throw error
    }
  }

  function scheduleReconnect() {
    if (listeners.size === 0 || retryTimer) return
    retryTimer = setTimeout(() => {
      retryTimer = undefined
      attempt += 1
      void connect().then(
        () => listeners.forEach((set) => set.forEach((h) => h.onResync?.())),
        () => scheduleReconnect(),
      )
    }, retryDelay(attempt))
  }

  function connect(): Promise<Client> {
    connecting ??= (async () => {
      const socket = new Client(wsUrl)
      socket.onError = () => {}
      socket.onDisconnect = (willReconnect) => {
        if (willReconnect || client !== socket) return
        client = null
        scheduleReconnect()
      }
      await socket.connect({ auth: await token(), reconnect: false })
      client = socket
      attempt = 0
      // Every conversation open now, including those joined while the socket was connecting.
      await Promise.all([...listeners.keys()].map((id) => subscribe(socket, id)))
      return socket
    })().finally(() => {
      connecting = null
    })
    return connecting
  }

  async function joinSocket(channelId: string) {
    const socket = client ?? (await connect())
    try {
      await subscribe(socket, channelId)
    } catch {
      // The token no longer admits joins (the session's idle deadline passed): a fresh one does.
      if (client === socket) client = null
      await socket.disconnect()
      await connect()
    }
  }

  return {
    join(channelId, handlers) {
      let set = listeners.get(channelId)
      const first = !set
      if (!set) {
        set = new Set()
        listeners.set(channelId, set)
      }
      set.add(handlers)
      if (first) void joinSocket(channelId).catch(() => scheduleReconnect())
      return () => {
        const current = listeners.get(channelId)
        current?.delete(handlers)
        if (current && current.size === 0) {
          listeners.delete(channelId)
          if (client) {
            joined.get(client)?.delete(channelId)
            void client.unsubscribe(`/channels/${channelId}`).catch(() => {})
          }
        }
        if (listeners.size === 0) {
          clearTimeout(retryTimer)
          retryTimer = undefined
          const socket = client
          client = null
          void socket?.disconnect()
        }
      }
    },
  }
}
