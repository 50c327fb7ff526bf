// Live delivery of conversation messages (the spec's calls, "Realtime"): chat/join {id} is a nes
// subscription to /channels/{id}, chat/leave its unsubscription, chat/message what the handler gets.
// Screens talk to the `ChatRealtime` port: the app's is the nes socket (nes-realtime.ts, loaded with the
// first conversation opened); stories and tests give their own.
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
}

export interface ChatEvent {
  type: 'chat/message'
  message: ChannelMessage
}

export type ChatHandlers = Parameters<ChatRealtime['join']>[1]

/**
 * A port whose implementation loads on the first join (the nes client stays out of the app's first
 * download). Joins made while it loads take effect once it has.
 */
export function lazyRealtime(load: () => Promise<ChatRealtime>): ChatRealtime {
  let loading: Promise<ChatRealtime> | null = null
  return {
    join(channelId, handlers) {
      loading ??= load()
      let leave: (() => void) | null = null
      let left = false
      void loading.then((realtime) => {
        if (!left) leave = realtime.join(channelId, handlers)
      })
      return () => {
        left = true
        leave?.()
      }
    },
  }
}

/** A realtime that lives in the page: stories and tests push the other side's messages through it. */
export function memoryRealtime() {
  const listeners = new Map<string, Set<ChatHandlers>>()
  const realtime: ChatRealtime = {
    join(channelId, handlers) {
      const set = listeners.get(channelId) ?? new Set()
      listeners.set(channelId, set)
      set.add(handlers)
      return () => set.delete(handlers)
    },
  }
  return {
    realtime,
    push(message: ChannelMessage) {
      listeners.get(message.channelId)?.forEach((h) => h.onMessage(message))
    },
    resync(channelId: string) {
      listeners.get(channelId)?.forEach((h) => h.onResync?.())
    },
    joined: (channelId: string) => (listeners.get(channelId)?.size ?? 0) > 0,
  }
}
