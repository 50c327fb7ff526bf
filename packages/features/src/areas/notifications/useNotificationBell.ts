// The header's bell: the first page read once the page is idle (it is never what the user came for),
// kept live by the socket's `/notifications` subscription, and all marked seen when the bell opens.
import { useEffect, useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { asApiError, useApi, type components } from '@relais/api-client'
import { useChatRealtime } from '../messaging/index.ts'
import { hasDialog } from './NotificationDialog.tsx'
import {
  allSeen,
  FIRST_FETCH_IDLE_TIMEOUT_MS,
  isNotification,
  NOTIFICATIONS_QUERY,
  NOTIFICATIONS_TOPIC,
  whenIdle,
  withArrived,
} from './notifications.ts'
import { useNotificationPage, useNotificationsCache } from './useNotificationPage.ts'

type NotificationPage = components['schemas']['NotificationPage']

export interface NotificationBell {
  /** The badge's count. */
  unseen: number
  /** Those that were unseen when the bell last opened: the panel tells them apart. */
  fresh: ReadonlySet<string>
  /** The bell opens: read the page now if the idle moment has not come, then mark everything seen. */
  open: () => void
}

/** For the header's bell, mounted once per signed-in page. */
export function useNotificationBell(): NotificationBell {
  const [wanted, setWanted] = useState(false)
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set())
  const page = useNotificationPage({ enabled: wanted })
  const { cancel, ensure, update } = useNotificationsCache()
  const { $api, client } = useApi()
  const queryClient = useQueryClient()
  const realtime = useChatRealtime()

  useEffect(() => whenIdle(() => setWanted(true), FIRST_FETCH_IDLE_TIMEOUT_MS), [])

  // Listening starts with the first read, and not where the list cannot be read at all.
  const listening = wanted && !page.isError
  useEffect(() => {
    if (!listening) return
    const { queryKey } = $api.queryOptions('get', '/notifications', NOTIFICATIONS_QUERY)
    const reload = () => void queryClient.invalidateQueries({ queryKey })
    return realtime.watch(NOTIFICATIONS_TOPIC, {
      onEvent: (event) => {
        if (!isNotification(event) || !hasDialog(event.templateIdentifier)) return
        // Arrived while the first read is on its way: that read may have missed it, so it is read again.
        if (queryClient.getQueryData(queryKey) === undefined) return reload()
        queryClient.setQueryData<NotificationPage>(
          queryKey,
          (current) => current && withArrived(current, event),
        )
      },
      // After a cut, what arrived meanwhile is only in the API.
      onResync: reload,
    })
  }, [listening, realtime, $api, queryClient])

  const markSeen = useMutation({
    mutationFn: async () => {
      const current = await ensure()
      // A read already on its way may answer from before the marking: the page is marked here instead.
      await cancel()
      setFresh(new Set(current.notifications.filter((n) => !n.seen).map((n) => n.id)))
      if (current.unseen === 0) return
      const { response, error } = await client.POST('/notifications/seen')
      if (!response.ok) throw new Error(asApiError(error)?.message ?? `seen answered ${response.status}`)
      update(allSeen)
    },
  })

  return {
    unseen: page.data?.unseen ?? 0,
    fresh,
    open: () => {
      setWanted(true)
      markSeen.mutate()
    },
  }
}
