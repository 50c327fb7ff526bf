// A structure's statistics over a period (GET /organization/{id}/statistics). The query remembers the
// answer's ETag and asks again with If-None-Match: an unchanged answer is a 304 without a body, and the
// figures already on screen stay as they are (same objects, nothing re-renders) — which is what lets the
// structure's home ask every second.
import { useQuery } from '@tanstack/react-query'
import { useApi, type components } from '@relais/api-client'
import type { IsoDate } from '@relais/domain'

export type OrganizationStatistics = components['schemas']['OrganizationStatistics']

interface Tagged {
  statistics: OrganizationStatistics
  etag: string | null
}

const statisticsQueryKey = (organizationId: string, period: { start: IsoDate; end: IsoDate }) =>
  ['organization-statistics', organizationId, period.start, period.end] as const

export function useOrganizationStatistics(
  organizationId: string | null,
  period: { start: IsoDate; end: IsoDate },
  options: { refetchInterval?: number } = {},
) {
  const { client } = useApi()
  const query = useQuery({
    queryKey: statisticsQueryKey(organizationId ?? '', period),
    queryFn: async ({ signal, client: queryClient, queryKey }): Promise<Tagged> => {
      const previous = queryClient.getQueryData<Tagged>(queryKey)
      const { data, error, response } = await client.GET('/organization/{organizationId}/statistics', {
        params: {
          path: { organizationId: organizationId! },
          query: { periodStartDate: period.start, periodEndDate: period.end },
        },
        headers: previous?.etag ? { 'If-None-Match': previous.etag } : undefined,
        signal,
      })
      if (response.status === 304 && previous) return previous
      if (!data) throw error
      return { statistics: data, etag: response.headers.get('ETag') }
    },
    enabled: organizationId !== null,
    refetchInterval: options.refetchInterval,
    // A one-second refresh in a background tab is wasted: it resumes when the tab shows again.
    refetchIntervalInBackground: false,
    // The previous period's figures stay while the next period's load (no flash of empty cards).
    placeholderData: (previous) => previous,
    retry: false,
  })
  return { ...query, statistics: query.data?.statistics }
}
