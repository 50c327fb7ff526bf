// The production fan-out: Redis pub/sub between API instances (REDIS_URL).
//
// A new message always goes straight to this instance's own sockets. It is also published on the Redis
// channel `relais:chat`, tagged with this instance's id, and every other instance delivers it to its
// sockets; an instance ignores its own messages coming back from Redis, so a local socket never gets
// one twice. Redis is optional at run time: it is never awaited at start for more than a second, every
// command gives up after 500 ms, nothing is queued while it is away (a message published then reaches
// the other instances' sockets only through their next GET), and the connections retry in the
// background and subscribe again, so the fan-out resumes by itself. `state()` feeds GET /health.
import { randomUUID } from 'node:crypto'
import { EventEmitter } from 'node:events'
import { Redis, type RedisOptions } from 'ioredis'
import type { Deliver, FannedOutMessage, FanOutLog, FanOutState, RealtimeFanOut } from './port.ts'

const REDIS_CHANNEL = 'relais:chat'

/** A Redis command (publish, subscribe, ping) that has no answer after this fails instead of waiting. */
const REDIS_COMMAND_TIMEOUT_MS = 500
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
function reconnectDelay(attempt: number): number {
  return Math.min(100 * 2 ** Math.max(0, attempt - 1), 2000) + Math.floor(Math.random() * 100)
}

/**
 * What travels on the Redis channel: a message, or the news that sessions or accounts changed, and the
 * instance that published it.
 */
type FanOutEnvelope = { origin: string } & (
  { message: FannedOutMessage } | { signal: typeof CALLERS_CHANGED }
)

const CALLERS_CHANGED = 'callers-changed'

function parseEnvelope(raw: string): FanOutEnvelope | undefined {
  try {
    const value = JSON.parse(raw) as {
      origin?: unknown
      message?: Record<string, unknown> | null
      signal?: unknown
    }
    if (typeof value?.origin !== 'string') return undefined
    if (value.signal === CALLERS_CHANGED) return { origin: value.origin, signal: CALLERS_CHANGED }
    const message = value.message
    if (typeof message?.channelId === 'string' && typeof message.author === 'string') {
      return value as FanOutEnvelope
    }
    // A notification, for its user's sockets.
    const notification = message?.notification
    if (typeof message?.userId === 'string' && typeof notification === 'object' && notification !== null) {
      return value as FanOutEnvelope
    }
    // A video room's signal, for the room's sockets.
    const signal = message?.signal
    if (
      typeof message?.appointmentId === 'string' &&
      typeof message.from === 'string' &&
      (message.to === undefined || typeof message.to === 'string') &&
      typeof signal === 'object' &&
      signal !== null
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
export async function redisFanOut(url: string, writeLog: FanOutLog): Promise<RealtimeFanOut> {
  const origin = randomUUID()
  let deliver: Deliver = async () => {}
  let callersChanged = () => {}
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
    writeLog(['realtime', level], error ? { msg, reason: (error as Error).message } : { msg })
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
      writeLog(['realtime', 'debug'], { msg: 'Redis connection error', reason: error.message }),
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
    if ('signal' in envelope) return callersChanged()
    deliver(envelope.message).catch((error: unknown) => writeLog(['error', 'realtime'], error as Error))
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

  /** Hands an envelope to Redis without waiting; false when Redis is known to be away. */
  const send = (envelope: FanOutEnvelope, failure: string) => {
    if (publisher.status !== 'ready') return
    const sent = publisher.publish(REDIS_CHANNEL, JSON.stringify(envelope)).then(
      () => {},
      (error: unknown) => {
        warn(failure, error)
        // Still 'ready' after a timeout: the connection is silently dead, replace it.
        if (publisher.status === 'ready') publisher.disconnect(true)
      },
    )
    inFlight.add(sent)
    void sent.finally(() => inFlight.delete(sent))
  }

  return {
    publish: async (message) => {
      send(
        { origin, message },
        'Message not published to Redis: the other instances get it on their next read',
      )
      // Without Redis (logged once by `update`): this instance's sockets only.
      await deliver(message)
    },
    // Lost with Redis away: the other instances then keep nothing (their state is not 'ok').
    announceCallersChanged: () =>
      send({ origin, signal: CALLERS_CHANGED }, 'Change of sessions not announced to the other instances'),
    onCallersChanged: (listener) => {
      callersChanged = listener
    },
    deliverWith: (next) => {
      deliver = next
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
