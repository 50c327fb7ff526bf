// One open conversation: its history from the API, the messages pushed live, its encryption session
// (created here when the channel has none and every participant can receive keys) and sending.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { asApiError, useApi, type components } from '@relais/api-client'
import { useOptionalVault } from '../../core/vault/vault-context.tsx'
import { rememberPlaintext, rememberSession, sessionOf } from './message-crypto.ts'
import { useChatRealtime } from './realtime-context.tsx'
import type { ChannelMessage } from './realtime.ts'
import { CHANNEL_LISTS } from './useLiveChannelList.ts'

export type Channel = components['schemas']['Channel']

/** Oldest first, each message once (a live push and the history may both bring it). */
export function mergeMessages(
  ...lists: readonly (readonly ChannelMessage[] | undefined)[]
): ChannelMessage[] {
  const byId = new Map<string, ChannelMessage>()
  for (const list of lists) for (const m of list ?? []) byId.set(m.id, m)
  return [...byId.values()].sort((a, b) => a.time.localeCompare(b.time) || a.id.localeCompare(b.id))
}

type SessionState = 'ready' | 'preparing' | 'invalid' | 'locked' | 'failed'

export function useConversation(channelId: string) {
  const { $api, client } = useApi()
  const vault = useOptionalVault()
  const realtime = useChatRealtime()
  const queryClient = useQueryClient()
  const path = { params: { path: { channelId } } }
  const query = $api.useQuery('get', '/channels/{channelId}', path)
  const { refetch } = query
  const [live, setLive] = useState<ChannelMessage[]>([])
  const [older, setOlder] = useState<{ messages: ChannelMessage[]; hasMore: boolean } | null>(null)
  const [sessionFailed, setSessionFailed] = useState(false)

  // One's own messages are not announced to one's own list (useLiveChannelList): sending refreshes it.
  const refreshList = useCallback(
    () => queryClient.invalidateQueries({ queryKey: CHANNEL_LISTS }),
    [queryClient],
  )

  // chat/join while the conversation is open, chat/leave when it closes.
  useEffect(
    () =>
      realtime.join(channelId, {
        onMessage: (message) => setLive((list) => [...list, message]),
        // Back from a cut: what was sent meanwhile is only in the history.
        onResync: () => void refetch(),
      }),
    [realtime, channelId, refetch],
  )

  const channel = query.data
  const sldId = channel?.sldId ?? null
  const valid = channel?.valid ?? false

  // A conversation without a session gets one, for both participants, once everyone can receive keys.
  const creating = useRef(false)
  useEffect(() => {
    if (!channel || !vault || sldId !== null || !valid || creating.current) return
    creating.current = true
    void (async () => {
      try {
        const others = channel.users.map((u) => u.id).filter((id) => id !== vault.userId)
        const session = await vault.createSession({ users: others })
        rememberSession(vault, session)
        const { error } = await client.PATCH('/channels/{channelId}', {
          params: { path: { channelId } },
          body: { sldId: session.sessionId },
        })
        // 409: the other participant recorded theirs first; theirs is the conversation's.
        if (error && asApiError(error)?.statusCode !== 409) throw error
        await refetch()
      } catch {
        setSessionFailed(true)
      } finally {
        creating.current = false
      }
    })()
  }, [channel, vault, sldId, valid, client, channelId, refetch])

  const sessionState: SessionState = !vault
    ? 'locked'
    : !channel
      ? 'preparing'
      : sldId === null && !valid
        ? 'invalid'
        : sessionFailed
          ? 'failed'
          : sldId === null
            ? 'preparing'
            : 'ready'

  const messages = useMemo(
    () => mergeMessages(older?.messages, channel?.messages, live),
    [older, channel?.messages, live],
  )
  const hasMore = older ? older.hasMore : (channel?.hasMore ?? false)

  const loadOlder = useCallback(async () => {
    const first = messages[0]
    if (!first) return
    const { data } = await client.GET('/channels/{channelId}', {
      params: { path: { channelId }, query: { before: first.id } },
    })
    if (data)
      setOlder((prev) => ({ messages: mergeMessages(data.messages, prev?.messages), hasMore: data.hasMore }))
  }, [client, channelId, messages])

  /** Sends `text` trimmed; false when there was nothing to send or it could not be sent. */
  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const trimmed = text.trim()
      if (!trimmed || !vault || sldId === null) return false
      const session = await sessionOf(vault, sldId)
      const envelope = await session.encryptString(trimmed)
      const { data } = await client.POST('/channels/{channelId}/message', {
        params: { path: { channelId } },
        body: { text: envelope },
      })
      if (!data) return false
      rememberPlaintext(vault, data.id, trimmed)
      setLive((list) => [...list, data])
      void refreshList()
      return true
    },
    [vault, sldId, client, channelId, refreshList],
  )

  return { query, channel, messages, hasMore, loadOlder, sessionState, send, vault }
}
