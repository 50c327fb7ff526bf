// The current user's query as both its reader (session.ts) and the app's start (startApp) ask for it:
// apart from session.ts, so that the start carries this alone.
import type { QueryClient } from '@tanstack/react-query'
import type { ApiQueryHooks } from '@relais/api-client'

export const CURRENT_USER_OPTIONS = { retry: false, staleTime: 60_000 } as const

/**
 * Asks for the current user ahead of `useCurrentUser`, as the same query: a signed-in page needs it
 * first, and need not wait for its screens to load before asking. `early` is the entry's own request
 * (mountApp): its 200 answers the query; anything else is asked again through the client, which
 * refreshes a session whose access ran out and reports what fails.
 */
export function prefetchCurrentUser(
  queryClient: QueryClient,
  $api: ApiQueryHooks,
  early?: Promise<Response | null>,
): Promise<void> {
  const options = $api.queryOptions('get', '/user/current', {}, CURRENT_USER_OPTIONS)
  if (!early) return queryClient.prefetchQuery(options)
  return queryClient.prefetchQuery({
    ...options,
    queryFn: async (context) => {
      const answer = await early
      if (answer?.status === 200) {
        const user = (await answer.json().catch(() => undefined)) as Awaited<
          ReturnType<typeof options.queryFn>
        >
        if (user) return user
      }
      return options.queryFn(context)
    },
  })
}
