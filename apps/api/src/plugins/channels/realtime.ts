// Realtime delivery of chat messages over @hapi/nes, fanned out through Redis when several API
// instances run.
//
// Socket authentication reuses the HTTP session: the client calls GET /nes/auth (with its session
// cookie `relais_session_{app}` or its Bearer token, and `X-Application-Name`), gets a sealed nes token
// and connects with `auth: token`. The token is sealed with a secret derived from CODE_PEPPER, so every
// instance opens it. Accounts awaiting review get no token: they may only read their status and sign out.
//
// Spec mapping: the client's `chat/join {id}` is `client.subscribe('/channels/{id}')` and `chat/leave
// {id}` is `client.unsubscribe('/channels/{id}')`; only participants may subscribe (404 otherwise).
// Subscribers receive `{ type: 'chat/message', message }`, the other participants only (the author
// already has the message from the POST answer).
//
// Fan-out: a new message always goes straight to this instance's own sockets. With REDIS_URL it is also
// published on the Redis channel `relais:chat`, tagged with this instance's id, and every other instance
// delivers it to its sockets; an instance ignores its own messages coming back from Redis, so a local
// socket never gets one twice. Redis is optional at run time: it is never awaited at start for more than
// a second, every command gives up after 500 ms, nothing is queued while it is away (a message published
// then reaches the other instances' sockets only through their next GET), and the connections retry in
// the background and subscribe again, so the fan-out resumes by itself. `state()` feeds GET /health.
import { createHmac, randomUUID } from 'node:crypto'
import { EventEmitter } from 'node:events'
import Boom from '@hapi/boom'
import type { Plugin, Request, ResponseToolkit, Server } from '@hapi/hapi'
import Nes from '@hapi/nes'
import { Redis, type RedisOptions } from 'ioredis'
import { APPLICATIONS, type ApiConfig, type Application } from '../../config.ts'
import type { SessionService } from '../auth/session-service.ts'
import type { AccountResolver } from '../user/current-account.ts'
import type { ChannelMessage, ChannelsRepository } from './channels-repository.ts'

export const CHAT_MESSAGE = 'chat/message'
export const REDIS_CHANNEL = 'relais:chat'
export const channelPath = (channelId: string) => `/channels/${channelId}`

/** A Redis command (publish, subscribe, ping) that has no answer after this fails instead of waiting. */
export const REDIS_COMMAND_TIMEOUT_MS = 500
/** How long one connection attempt may take; attempts run in the background, never in a request. */
const REDIS_CONNECT_TIMEOUT_MS = 1000
/** At start, how long the server waits for Redis's first answer before serving without it. */
const REDIS_START_WAIT_MS = 1000
/**
 * How often a connection that looks up is pinged: a silent network cut leaves a socket open that no
 * longer carries anything, and the subscriber, which never sends, would otherwise not notice it.
 */
const REDIS_WATCHDOG_MS = 5000

/** Reconnection delay after the `attempt`-th failure: 100 ms doubling up to 2 s, plus jitter so that instances do not retry in step. */
export function reconnectDelay(attempt: number): number {
  return Math.min(100 * 2 ** Math.max(0, attempt - 1), 2000) + Math.floor(Math.random() * 100)
}

/** What a socket's credentials hold. */
export interface SocketUser {
  id: string
  application: Application
  /** The session's idle deadline when the token was sealed: joining a channel later is refused. */
  expiresAt: number
  /** The HTTP session behind the socket; signing out of it closes the socket. */
  sessionId: string
}

export interface ChatEvent {
  type: typeof CHAT_MESSAGE
  message: ChannelMessage
}

/**
 * How far a new message reaches: `local` without REDIS_URL (this instance's sockets, by design), `ok`
 * when Redis carries it to every instance, `unavailable` while the configured Redis does not answer
 * (this instance's sockets only, until it comes back).
 */
export type FanOutState = 'local' | 'ok' | 'unavailable'

/** Delivers new messages to subscribers, locally and through Redis. */
export interface MessageFanOut {
  /**
   * Delivers to this instance's sockets, and hands the message to Redis for the other instances
   * without waiting for it: a slow or dead Redis never delays the request that posted the message.
   */
  publish(message: ChannelMessage): Promise<void>
  state(): FanOutState
  close(): Promise<void>
}

/** What travels on the Redis channel: the message and the instance that published it. */
interface FanOutEnvelope {
  origin: string
  message: ChannelMessage
}

export interface RealtimeOptions {
  config: ApiConfig
  sessions: SessionService
  accounts: AccountResolver
  channels: ChannelsRepository
}

const SCHEME = 'relais-session'

function userOf(credentials: unknown): SocketUser | undefined {
  return (credentials as { user?: SocketUser } | undefined)?.user
}

async function deliverLocally(server: Server, message: ChannelMessage) {
  const event: ChatEvent = { type: CHAT_MESSAGE, message }
  await server.publish(channelPath(message.channelId), event, { internal: { author: message.author } })
}

function localFanOut(server: Server): MessageFanOut {
  return {
    publish: (message) => deliverLocally(server, message),
    state: () => 'local',
    close: async () => {},
  }
}

function parseEnvelope(raw: string): FanOutEnvelope | undefined {
  try {
    const value = JSON.parse(raw) as Partial<FanOutEnvelope> | null
    const message = value?.message
    if (
      typeof value?.origin === 'string' &&
      typeof message?.channelId === 'string' &&
      typeof message.author === 'string'
    ) {
      return value as FanOutEnvelope
    }
  } catch {
    // Not JSON: reported below like any other foreign payload.
  }
  return undefined
}

/** Resolves at the first of `events` on `emitter`, whichever it is (an 'error' included). */
function firstOf(emitter: EventEmitter, events: string[]): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const event of events) emitter.off(event, done)
      resolve()
    }
    for (const event of events) emitter.once(event, done)
  })
}

/**
 * Publishes to Redis and delivers what the other instances publish there. Never throws and never
 * blocks for long: see the top of this file. Logs carry no URL (it may hold a password) and no message
 * content, only Redis's own error text.
 */
async function redisFanOut(server: Server, url: string): Promise<MessageFanOut> {
  const origin = randomUUID()
  const options: RedisOptions = {
    lazyConnect: true,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    // Fail at once while disconnected, and never replay a command after a reconnection: a message
    // that missed Redis is already in the database, a late copy would only arrive out of order.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
    // The subscription is renewed by the 'ready' handler below, which also learns when it is back.
    autoResubscribe: false,
    retryStrategy: reconnectDelay,
  }
  const publisher = new Redis(url, { ...options, connectionName: 'relais-api-publisher' })
  const subscriber = new Redis(url, { ...options, connectionName: 'relais-api-subscriber' })
  const signals = new EventEmitter()
  const inFlight = new Set<Promise<void>>()
  let subscribed = false
  let closing = false
  // Changes are logged from the end of the start wait on; the start itself is logged once.
  let reporting = false
  let current: FanOutState = 'unavailable'

  const log = (level: 'info' | 'warn', msg: string, error?: unknown) =>
    server.log(['realtime', level], error ? { msg, reason: (error as Error).message } : { msg })
  const warn = (msg: string, error?: unknown) => log('warn', msg, error)

  const state = (): FanOutState =>
    !closing && publisher.status === 'ready' && subscriber.status === 'ready' && subscribed
      ? 'ok'
      : 'unavailable'
  /** Logs the outages and the recoveries, once each, whatever the number of retries in between. */
  const update = () => {
    const next = state()
    if (next === current || closing) return
    current = next
    if (!reporting) return
    if (next === 'ok') log('info', 'Redis fan-out restored: new messages reach every instance')
    else warn("Redis unavailable: new messages reach this instance's sockets only until it answers again")
  }

  for (const connection of [publisher, subscriber]) {
    // Every failed attempt emits an error; the outage itself is logged once by `update`.
    connection.on('error', (error: Error) =>
      server.log(['realtime', 'debug'], { msg: 'Redis connection error', reason: error.message }),
    )
    connection.on('close', update)
    connection.on('end', update)
  }
  publisher.on('ready', update)
  subscriber.on('close', () => {
    subscribed = false
    update()
  })
  subscriber.on('ready', () => {
    subscriber.subscribe(REDIS_CHANNEL).then(
      () => {
        subscribed = true
        signals.emit('subscribed')
        update()
      },
      (error: unknown) => {
        // A connection that cannot subscribe is of no use to the fan-out: start over on a new one.
        warn('Redis subscription failed, reconnecting', error)
        signals.emit('subscribed')
        if (subscriber.status === 'ready') subscriber.disconnect(true)
      },
    )
  })
  subscriber.on('message', (channel: string, raw: string) => {
    if (channel !== REDIS_CHANNEL) return
    const envelope = parseEnvelope(raw)
    if (!envelope) return warn(`Ignored a malformed payload on ${REDIS_CHANNEL}`)
    // Already delivered to this instance's sockets when it was published.
    if (envelope.origin === origin) return
    deliverLocally(server, envelope.message).catch((error: unknown) =>
      server.log(['error', 'realtime'], error as Error),
    )
  })

  const watchdog = setInterval(() => {
    for (const connection of [publisher, subscriber]) {
      if (connection.status !== 'ready') continue
      connection.ping().catch(() => {
        if (connection.status === 'ready') connection.disconnect(true)
      })
    }
  }, REDIS_WATCHDOG_MS)
  watchdog.unref()

  // The first outcome of each connection, good or bad, or the start wait, whichever comes first: a
  // healthy Redis is in use from the first message, an absent one does not hold the start up.
  let startTimer: NodeJS.Timeout | undefined
  const started = Promise.race([
    Promise.all([
      firstOf(publisher, ['ready', 'error']),
      Promise.race([firstOf(signals, ['subscribed']), firstOf(subscriber, ['error'])]),
    ]),
    new Promise<void>((resolve) => (startTimer = setTimeout(resolve, REDIS_START_WAIT_MS))),
  ])
  publisher.connect().catch(() => {})
  subscriber.connect().catch(() => {})
  await started
  clearTimeout(startTimer)
  current = state()
  reporting = true
  if (current === 'unavailable') {
    warn("Redis does not answer at start: new messages reach this instance's sockets only until it does")
  }

  return {
    publish: async (message) => {
      if (publisher.status === 'ready') {
        const envelope: FanOutEnvelope = { origin, message }
        const sent = publisher.publish(REDIS_CHANNEL, JSON.stringify(envelope)).then(
          () => {},
          (error: unknown) => {
            warn('Message not published to Redis: the other instances get it on their next read', error)
            // Still 'ready' after a timeout: the connection is silently dead, replace it.
            if (publisher.status === 'ready') publisher.disconnect(true)
          },
        )
        inFlight.add(sent)
        void sent.finally(() => inFlight.delete(sent))
      }
      // Otherwise Redis is known to be away (logged once by `update`): this instance's sockets only.
      await deliverLocally(server, message)
    },
    state,
    close: async () => {
      closing = true
      clearInterval(watchdog)
      await Promise.allSettled([...inFlight])
      subscriber.disconnect()
      publisher.disconnect()
    },
  }
}

export const realtimePlugin: Plugin<RealtimeOptions> = {
  name: 'channels-realtime',
  async register(server, { config, sessions, accounts, channels }) {
    // The HTTP session as a hapi auth scheme, used only by nes's /nes/auth route.
    server.auth.scheme(SCHEME, () => ({
      authenticate: async (request: Request, h: ResponseToolkit) => {
        const application = request.headers['x-application-name'] as Application
        if (!APPLICATIONS.includes(application)) throw Boom.unauthorized(null, SCHEME)
        const session = await sessions.authenticate(request, application)
        if (!session) throw Boom.unauthorized(null, SCHEME)
        request.app.session = session
        const account = await accounts.account(request).catch(() => undefined)
        // An account awaiting review may only read its status and sign out: no conversations live.
        if (!account || !account.user.active) throw Boom.unauthorized(null, SCHEME)
        const user: SocketUser = {
          id: account.user.id,
          application,
          expiresAt: new Date(session.row.idle_expires_at).getTime(),
          sessionId: session.row.id,
        }
        return h.authenticated({ credentials: { user } as never })
      },
      // nes calls this on a socket's messages (heartbeat answers included) at most once per heartbeat
      // interval (15 s): a signed-out session drops its sockets within about that.
      verify: async (auth) => {
        const user = userOf(auth.credentials)
        if (!user || !(await channels.sessionStands(user.sessionId, config.now()))) {
          throw Boom.unauthorized('Session absente ou expirée')
        }
      },
    }))
    server.auth.strategy(SCHEME, SCHEME)

    await server.register({
      plugin: Nes,
      options: {
        auth: {
          type: 'token',
          route: { strategy: SCHEME, mode: 'required' },
          // Derived from the shared pepper: a token sealed by one instance opens on the others.
          password: createHmac('sha256', config.codePepper).update('nes-socket-token').digest('hex'),
          timeout: 10_000,
        },
        heartbeat: { interval: 15_000, timeout: 10_000 },
      },
    })

    server.subscription('/channels/{channelId}', {
      auth: { mode: 'required' },
      onSubscribe: async (socket, _path, params) => {
        const user = userOf(socket.auth.credentials)
        const channelId = (params as { channelId?: string } | undefined)?.channelId ?? ''
        const ok =
          user !== undefined &&
          user.expiresAt > config.now().getTime() &&
          /^[0-9a-f-]{36}$/i.test(channelId) &&
          (await channels.isParticipant(user.application, channelId, user.id))
        if (!ok) throw Boom.notFound('Conversation introuvable')
      },
      // The author's own sockets do not get their message back.
      filter: (_path, _message, { credentials, internal }) =>
        userOf(credentials)?.id !== (internal as { author?: string } | undefined)?.author,
    })

    const fanOut = config.redisUrl ? await redisFanOut(server, config.redisUrl) : localFanOut(server)
    server.ext('onPostStop', async () => {
      await fanOut.close()
    })
    server.expose('fanOut', fanOut)
  },
}

declare module '@hapi/hapi' {
  interface PluginProperties {
    'channels-realtime': { fanOut: MessageFanOut }
  }
}
