// Live delivery of conversation messages (the spec's calls, "Realtime"): chat/join {id} is a nes
// subscription to /channels/{id}, chat/leave its unsubscription, chat/message what the handler gets.
// Beside it, the signed-in user's conversation list: a subscription to /users/{userId}/channels that
// says which conversation someone else opened with them or wrote in (its id, never its content), so
// that the list and the dashboard follow without a reload.
// Other areas listen to their own subscriptions of the same socket (the bell's `/notifications`) through
// `watch`, so that an app keeps one socket.
// Screens talk to the `ChatRealtime` port: the app's is the nes socket (nes-realtime.ts, loaded with the
// first subscription); stories and tests give their own.
import type { components } from '@relais/api-client'

export type ChannelMessage = components['schemas']['ChannelMessage']

export interface ChatRealtime {
  /**
   * chat/join: `onMessage` receives the other participants' new messages; `onResync` runs after the
   * socket came back from a cut (messages sent meanwhile are only in the history). Returns chat/leave.
   */
  join(
    channelId: string,
    handlers: { onMessage: (message: ChannelMessage) => void; onResync?: () => void },
  ): () => void
  /**
   * The conversation list of `userId`, the signed-in user (the API refuses anyone else's): `onChange`
   * receives the id of a conversation someone else opened with them or wrote in; `onResync` runs after
   * a cut (changes meanwhile are only in GET /user/channels). Returns the unsubscription.
   */
  watchChannels(userId: string, handlers: ChannelListHandlers): () => void
  /**
   * Another subscription of the signed-in user's socket (`/notifications`): `onEvent` receives what the
   * API publishes there, unchecked; `onResync` runs after a cut. Returns the unsubscription.
   */
  watch(path: string, handlers: TopicHandlers): () => void
}

/** What a screen asked of one subscription path: its events, and what to do after a cut. */
export interface TopicHandlers {
  onEvent: (event: unknown) => void
  onResync?: () => void
  /**
   * Once the subscription is live (the API accepted it): from then on nothing published there is
   * missed. A video room says hello only then, so that the answers reach it.
   */
  onReady?: () => void
}

export interface ChatEvent {
  type: 'chat/message'
  message: ChannelMessage
}

export interface ChannelsChangedEvent {
  type: 'channels/changed'
  channelId: string
}

export type ChatHandlers = Parameters<ChatRealtime['join']>[1]

export interface ChannelListHandlers {
  onChange: (channelId: string) => void
  onResync?: () => void
}

/**
 * A port whose implementation loads on the first subscription (the nes client stays out of the app's
 * first download). Subscriptions made while it loads take effect once it has.
 */
export function lazyRealtime(load: () => Promise<ChatRealtime>): ChatRealtime {
  let loading: Promise<ChatRealtime> | null = null
  const once = (subscribe: (realtime: ChatRealtime) => () => void) => {
    loading ??= load()
    let leave: (() => void) | null = null
    let left = false
    void loading.then((realtime) => {
      if (!left) leave = subscribe(realtime)
    })
    return () => {
      left = true
      leave?.()
    }
  }
  return {
    join: (channelId, handlers) => once((realtime) => realtime.join(channelId, handlers)),
    watchChannels: (userId, handlers) => once((realtime) => realtime.watchChannels(userId, handlers)),
    watch: (path, handlers) => once((realtime) => realtime.watch(path, handlers)),
  }
}

/** A realtime that lives in the page: stories and tests push the other side's news through it. */
export function memoryRealtime() {
  const listeners = new Map<string, Set<ChatHandlers>>()
  const lists = new Map<string, Set<ChannelListHandlers>>()
  const topics = new Map<string, Set<TopicHandlers>>()
  const add = <H>(map: Map<string, Set<H>>, key: string, handlers: H) => {
    const set = map.get(key) ?? new Set()
    map.set(key, set)
    set.add(handlers)
    return () => void set.delete(handlers)
  }
  const realtime: ChatRealtime = {
    join: (channelId, handlers) => add(listeners, channelId, handlers),
    watchChannels: (userId, handlers) => add(lists, userId, handlers),
    watch: (path, handlers) => {
      // Live at once: nothing to wait for in the page.
      queueMicrotask(() => handlers.onReady?.())
      return add(topics, path, handlers)
    },
  }
  return {
    realtime,
    push(message: ChannelMessage) {
      listeners.get(message.channelId)?.forEach((h) => h.onMessage(message))
    },
    /** Tells `userId`'s list that `channelId` was opened with them or written in. */
    announce(userId: string, channelId: string) {
      lists.get(userId)?.forEach((h) => h.onChange(channelId))
    },
    resync(channelId: string) {
      listeners.get(channelId)?.forEach((h) => h.onResync?.())
    },
    /** Publishes `event` on `path`, as the API does on the socket. */
    publish(path: string, event: unknown) {
      topics.get(path)?.forEach((h) => h.onEvent(event))
    },
    /** The socket came back from a cut: `path`'s subscribers read again what they missed. */
    resyncTopic(path: string) {
      topics.get(path)?.forEach((h) => h.onResync?.())
    },
    joined: (channelId: string) => (listeners.get(channelId)?.size ?? 0) > 0,
    watching: (userId: string) => (lists.get(userId)?.size ?? 0) > 0,
    subscribed: (path: string) => (topics.get(path)?.size ?? 0) > 0,
  }
}
