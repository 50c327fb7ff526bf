// Keeps the signed-in user's conversation lists (/app/messages and the dashboard's latest ones) live:
// when someone opens a conversation with them or writes in one, the lists are read again, so a new
// conversation appears without a reload. The socket says which conversation changed, never what it holds.
import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useSignedInUser } from '../../core/session/signed-in.tsx'
import { useChatRealtime } from './realtime-context.tsx'

/** Every cached GET /user/channels, whatever its `limit`. */
export const CHANNEL_LISTS = ['get', '/user/channels'] as const

export function useLiveChannelList() {
  const realtime = useChatRealtime()
  const queryClient = useQueryClient()
  const { id: userId } = useSignedInUser()
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: CHANNEL_LISTS })
    // After a cut, what changed meanwhile is only in the API.
    return realtime.watchChannels(userId, { onChange: refresh, onResync: refresh })
  }, [realtime, queryClient, userId])
}
