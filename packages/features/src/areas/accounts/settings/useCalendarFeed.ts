// The signed-in practitioner's calendar link ('Intégrations' › 'Agenda'): its state, and the calls that
// make, renew and revoke it. The link's address comes once, in the answer that makes it: the screen
// shows it then, and the cached state never holds it.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { asApiError, useApi, type components } from '@relais/api-client'

type CalendarFeed = components['schemas']['CalendarFeed']

/** The cached state (the key's third part, its parameters, left out). */
const CALENDAR_FEED = ['get', '/user/current/calendar-feed'] as const

/** The API refused the call: nothing changed. */
class CalendarFeedError extends Error {
  override name = 'CalendarFeedError'
  constructor(
    readonly status: number,
    readonly apiMessage: string | null,
  ) {
    super(apiMessage ?? `calendar feed answered ${status}`)
  }
}

/** What to say of a failed call: the API's own words for a refusal, a general message otherwise. */
export function calendarFeedErrorMessage(error: unknown): string {
  if (error instanceof CalendarFeedError && error.status < 500 && error.apiMessage) return error.apiMessage
  return 'Une erreur est survenue. Merci de réessayer dans un instant.'
}

export function useCalendarFeed() {
  const { $api } = useApi()
  return $api.useQuery('get', '/user/current/calendar-feed')
}

/** Makes a new link (the previous one, if any, stops working) and answers it with its address. */
export function useEnableCalendarFeed() {
  const { client } = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (): Promise<CalendarFeed> => {
      const { data, error, response } = await client.POST('/user/current/calendar-feed')
      if (!data) throw new CalendarFeedError(response.status, asApiError(error)?.message ?? null)
      queryClient.setQueriesData<CalendarFeed>({ queryKey: CALENDAR_FEED }, () => ({ ...data, url: null }))
      return data
    },
  })
}

/** Revokes the link. */
export function useDisableCalendarFeed() {
  const { client } = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (): Promise<void> => {
      const { error, response } = await client.DELETE('/user/current/calendar-feed')
      if (!response.ok) throw new CalendarFeedError(response.status, asApiError(error)?.message ?? null)
      queryClient.setQueriesData<CalendarFeed>({ queryKey: CALENDAR_FEED }, () => ({
        enabled: false,
        url: null,
        createdAt: null,
      }))
    },
  })
}
