// The bell's cached page of notifications: read, and removed one by one or all at once. The bell
// (useNotificationBell.ts), the panel and the dialogs read and change this one page.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { asApiError, useApi, type components } from '@relais/api-client'
import { EMPTY_PAGE, NOTIFICATIONS_QUERY, without, type Notification } from './notifications.ts'

type NotificationPage = components['schemas']['NotificationPage']

export function useNotificationsCache() {
  const { $api } = useApi()
  const queryClient = useQueryClient()
  const options = $api.queryOptions('get', '/notifications', NOTIFICATIONS_QUERY)
  return {
    cancel: () => queryClient.cancelQueries({ queryKey: options.queryKey }),
    update: (change: (page: NotificationPage) => NotificationPage) =>
      queryClient.setQueryData<NotificationPage>(options.queryKey, (page) => page && change(page)),
    ensure: () => queryClient.ensureQueryData(options),
  }
}

/**
 * The cached page; `enabled` false leaves it unread (the bell waits for an idle moment). The socket keeps
 * it current, so opening the panel reads it again only once it is a minute old.
 */
export function useNotificationPage({ enabled }: { enabled: boolean }) {
  const { $api } = useApi()
  return $api.useQuery('get', '/notifications', NOTIFICATIONS_QUERY, { enabled, staleTime: 60_000 })
}

/** Removing one notification, or all of them; the page changes once the API has removed them. */
export function useNotificationRemoval() {
  const { client } = useApi()
  const { update } = useNotificationsCache()
  const removeOne = useMutation({
    mutationFn: async (notification: Notification) => {
      const { response, error } = await client.DELETE('/notifications/{notificationId}', {
        params: { path: { notificationId: notification.id } },
      })
      // 404: gone already (another tab); either way it is no longer there.
      if (!response.ok && response.status !== 404)
        throw asApiError(error) ?? new Error(String(response.status))
      update((page) => without(page, notification.id))
    },
  })
  const removeAll = useMutation({
    mutationFn: async () => {
      const { response, error } = await client.DELETE('/notifications')
      if (!response.ok) throw asApiError(error) ?? new Error(String(response.status))
      update(() => EMPTY_PAGE)
    },
  })
  return { removeOne, removeAll }
}
