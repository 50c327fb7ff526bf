// The current user's query as both its reader (session.ts) and the app's start (startApp) ask for it:
// apart from session.ts, so that the start carries this alone.
import type { QueryClient } from '@tanstack/react-query'
import type { ApiQueryHooks } from '@relais/api-client'

export const CURRENT_USER_OPTIONS = { retry: false, staleTime: 60_000 } as const

/**
 * Asks for the current user ahead of `useCurrentUser`, as the same query: a signed-in page needs it
 * first, and need not wait for its screens to load before asking.
 */
export function prefetchCurrentUser(queryClient: QueryClient, $api: ApiQueryHooks): Promise<void> {
  return queryClient.prefetchQuery($api.queryOptions('get', '/user/current', {}, CURRENT_USER_OPTIONS))
}
