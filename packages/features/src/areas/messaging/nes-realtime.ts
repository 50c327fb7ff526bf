// The app's realtime (the spec's calls, "Realtime"): @hapi/nes on the API's port. The socket
// authenticates with the HTTP session: GET /nes/auth (session cookie) gives a sealed token
// (docs/messaging.md).
// nes's browser client (lib/client.js) is standalone — no Node built-ins, no other @hapi package —
// while the lint rule keeps the server-side @hapi packages out of the browser.
// eslint-disable-next-line no-restricted-imports
import { Client } from '@hapi/nes/lib/client'
import type { ApplicationName, EnvMode } from '@relais/api-client'
import type { ChannelsChangedEvent, ChatEvent, ChatRealtime, TopicHandlers } from './realtime.ts'

export interface NesRealtimeOptions {
  apiUrl: string
  application: ApplicationName
  envMode: EnvMode
  /** Waits before reconnecting after a cut, per attempt (default: 1 s doubling up to 30 s). */
  retryDelay?: (attempt: number) => number
}

/**
 * One socket per app, opened at the first subscription (a conversation or the list) and closed at the
 * last one's end. After a cut it reconnects with a fresh token (the token stops admitting subscriptions
 * at the session's idle deadline), subscribes again and asks each conversation and list to reload.
 */
export function createNesRealtime({
  apiUrl,
  application,
  envMode,
  retryDelay = (attempt) => Math.min(30_000, 1000 * 2 ** attempt),
}: NesRealtimeOptions): ChatRealtime {
  const listeners = new Map<string, Set<TopicHandlers>>()
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

  const deliver = (path: string) => (event: unknown) => listeners.get(path)?.forEach((h) => h.onEvent(event))

  const joined = new WeakMap<Client, Set<string>>()
  async function subscribe(socket: Client, path: string) {
    const topics = joined.get(socket) ?? new Set<string>()
    joined.set(socket, topics)
    if (topics.has(path)) return
    topics.add(path)
    try {
      await socket.subscribe(path, deliver(path))
    } catch (error) {
      topics.delete(path)
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
      // Every subscription wanted now, including those made while the socket was connecting.
      await Promise.all([...listeners.keys()].map((path) => subscribe(socket, path)))
      return socket
    })().finally(() => {
      connecting = null
    })
    return connecting
  }

  async function joinSocket(path: string) {
    const socket = client ?? (await connect())
    try {
      await subscribe(socket, path)
    } catch {
      // The token no longer admits joins (the session's idle deadline passed): a fresh one does.
      if (client === socket) client = null
      await socket.disconnect()
      await connect()
    }
  }

  /** Subscribes `handlers` to `path` until the returned function is called. */
  function watch(path: string, handlers: TopicHandlers): () => void {
    let set = listeners.get(path)
    const first = !set
    if (!set) {
      set = new Set()
      listeners.set(path, set)
    }
    set.add(handlers)
    if (first) {
      void joinSocket(path).then(
        () => listeners.get(path)?.forEach((h) => h.onReady?.()),
        () => scheduleReconnect(),
      )
    } else if (client && joined.get(client)?.has(path)) {
      // The path is live already: this screen is ready at once.
      queueMicrotask(() => handlers.onReady?.())
    }
    return () => {
      const current = listeners.get(path)
      current?.delete(handlers)
      if (current && current.size === 0) {
        listeners.delete(path)
        if (client) {
          joined.get(client)?.delete(path)
          void client.unsubscribe(path).catch(() => {})
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
  }

  return {
    join: (channelId, { onMessage, onResync }) =>
      watch(`/channels/${channelId}`, {
        onEvent: (event) => {
          const chat = event as ChatEvent
          if (chat?.type === 'chat/message') onMessage(chat.message)
        },
        onResync,
      }),
    watchChannels: (userId, { onChange, onResync }) =>
      watch(`/users/${userId}/channels`, {
        onEvent: (event) => {
          const changed = event as ChannelsChangedEvent
          if (changed?.type === 'channels/changed' && typeof changed.channelId === 'string') {
            onChange(changed.channelId)
          }
        },
        onResync,
      }),
    watch,
  }
}
