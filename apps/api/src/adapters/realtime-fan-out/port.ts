// The realtime fan-out: how a new message reaches the sockets of every API instance, and how the
// instances tell each other that sessions or accounts changed. Embedded default
// (local.ts): this instance's sockets only, which is all there is with one instance. Production
// (redis.ts, REDIS_URL): also through Redis pub/sub to the other instances. The messaging area owns the
// sockets and gives the fan-out its way to deliver to them (`deliverWith`); GET /health reads `state`.
// The notifications and teleconsultation areas publish through it too.

/**
 * What travels between instances: a conversation's message and its author (who does not get it back),
 * a notification and the one user whose sockets get it, or a video room's signal.
 */
export type FannedOutMessage =
  { channelId: string; author: string } | FannedOutNotification | FannedOutRoomSignal

interface FannedOutNotification {
  userId: string
  /** The contract's `Notification`, carried whole. */
  notification: object
}

/**
 * A signal said in an appointment's video room, or observations saved during it (teleconsultation
 * area): for `to`'s sockets, or everyone's but `from`'s.
 */
interface FannedOutRoomSignal {
  appointmentId: string
  from: string
  to?: string
  /** The contract's `RoomSignal`, or `{ type: 'observations', observations }`, carried whole. */
  signal: object
}

/** Delivers a message to this instance's own sockets. */
export type Deliver = (message: FannedOutMessage) => Promise<void>

/**
 * How far a new message reaches: `local` without REDIS_URL (this instance's sockets, by design), `ok`
 * when Redis carries it to every instance, `unavailable` while the configured Redis does not answer
 * (this instance's sockets only, until it comes back).
 */
export type FanOutState = 'local' | 'ok' | 'unavailable'

/** Delivers new messages to subscribers, locally and, with Redis, on the other instances. */
export interface RealtimeFanOut {
  /**
   * Delivers to this instance's sockets, and hands the message to Redis for the other instances
   * without waiting for it: a slow or dead Redis never delays the request that posted the message.
   */
  publish(message: FannedOutMessage): Promise<void>
  /** Sets this instance's delivery; until then there is no socket to deliver to. */
  deliverWith(deliver: Deliver): void
  state(): FanOutState
  /**
   * Tells the other instances that sessions or accounts changed here, so that they drop what they keep
   * of them (core/accounts/caller-cache.ts). Never waits: see `publish`.
   */
  announceCallersChanged(): void
  /** What this instance does when another one announces such a change. */
  onCallersChanged(listener: () => void): void
  close(): Promise<void>
}

/** Where the fan-out writes what happens to Redis (the server's log, tagged `realtime`). */
export type FanOutLog = (tags: string[], data: object) => void
