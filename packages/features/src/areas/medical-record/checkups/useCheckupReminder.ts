// A check-up's notification asks the patient for something only her browser can tell is missing: her
// record's physical activity, which the station's measures are read against (the record is encrypted,
// so the API cannot know). Each time her own record is loaded with that answer empty, the `checkup`
// notifications she has seen are turned unseen again (the domain's `notificationSeen`), and the bell's
// cached page is read again so that its badge counts them. It lives with the record, which decides,
// and speaks to the API itself: the bell's area reaches this one (its access dialogs share the record),
// so this one may not import it back.
import { useEffect, useRef } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useApi, type ApiClient, type components } from '@relais/api-client'
import { notificationSeen } from '@relais/domain'

type Notification = components['schemas']['Notification']

const PAGE_SIZE = 100

async function everyNotification(client: ApiClient): Promise<Notification[]> {
  const all: Notification[] = []
  for (let page = 0; ; page++) {
    const { data, response } = await client.GET('/notifications', {
      params: { query: { page, limit: PAGE_SIZE } },
    })
    if (!data) throw new Error(`The notifications could not be read (HTTP ${response.status})`)
    all.push(...data.notifications)
    if (data.notifications.length < PAGE_SIZE || all.length >= data.total) return all
  }
}

/** Marks each notification as `notificationSeen` says it is; resolves to how many changed. */
async function applySeenRule(client: ApiClient, physicalActivityFilled: boolean): Promise<number> {
  let changed = 0
  for (const notification of await everyNotification(client)) {
    const { seen, templateIdentifier } = notification
    const wanted = notificationSeen({ seen, templateIdentifier, physicalActivityFilled })
    if (wanted === seen) continue
    const { response } = await client.PATCH('/notifications/{notificationId}', {
      params: { path: { notificationId: notification.id } },
      body: { seen: wanted },
    })
    // 404: removed meanwhile from another tab, there is nothing left to remind.
    if (response.ok) changed++
  }
  return changed
}

/**
 * For the patient's own record once loaded: `physicalActivityFilled` is null until then. Runs once per
 * mount (StrictMode's second effect included); a failure waits for the next load.
 */
export function useCheckupReminder(physicalActivityFilled: boolean | null) {
  const { client } = useApi()
  const queryClient = useQueryClient()
  const started = useRef(false)
  useEffect(() => {
    // Filled, the rule leaves every notification as it is: nothing to read.
    if (physicalActivityFilled !== false || started.current) return
    started.current = true
    applySeenRule(client, physicalActivityFilled)
      .then((changed) => {
        if (changed > 0) void queryClient.invalidateQueries({ queryKey: ['get', '/notifications'] })
      })
      .catch((error: unknown) => {
        console.error('The check-up notifications could not be marked unseen again', error)
      })
  }, [client, queryClient, physicalActivityFilled])
}
