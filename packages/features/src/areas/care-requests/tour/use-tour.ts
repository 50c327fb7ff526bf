// The nurse's open home visits (GET /midwife/service-requests, filtered here): the patients' own
// requests she performs, given to her and not over. Read again every few seconds, as the dispatch
// centre may give her another at any time. A move (POST /service-requests/{id}/route) shows at once,
// then the list is read again — after a refusal too, since the refusal means the page was behind.
import { useCallback } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useApi, type components } from '@relais/api-client'
import { ROUTE_UNDER_WAY, SERVICE_REQUEST_POLL_MS } from '@relais/domain'
import { useSignedInUser } from '../../../core/session/signed-in.tsx'

type ServiceRequest = components['schemas']['ServiceRequest']
type ServiceRequestList = components['schemas']['ServiceRequestList']

/** Every reading of her list, whatever its options: 'Mes prises en charge' reads the same. */
const PRACTITIONER_LIST = { queryKey: ['get', '/midwife/service-requests'] }

/** A visit of her tour: a patient's own request (no structure asked) she performs and has not ended. */
const isOpenVisitOf = (nurseId: string) => (request: ServiceRequest) =>
  request.performer?.id === nurseId &&
  request.requester.organizationId === null &&
  request.routeStatus !== null &&
  ROUTE_UNDER_WAY.includes(request.routeStatus)

export function useTourVisits() {
  const { $api } = useApi()
  const nurseId = useSignedInUser().id
  const select = useCallback(
    (list: ServiceRequestList) => list.serviceRequests.filter(isOpenVisitOf(nurseId)),
    [nurseId],
  )
  return $api.useQuery(
    'get',
    '/midwife/service-requests',
    {},
    { refetchInterval: SERVICE_REQUEST_POLL_MS, refetchIntervalInBackground: false, select },
  )
}

export function useMoveRoute() {
  const { $api } = useApi()
  const queryClient = useQueryClient()
  return $api.useMutation('post', '/service-requests/{serviceRequestId}/route', {
    onSuccess: (moved) => {
      queryClient.setQueriesData<ServiceRequestList>(PRACTITIONER_LIST, (list) =>
        list
          ? { ...list, serviceRequests: list.serviceRequests.map((r) => (r.id === moved.id ? moved : r)) }
          : list,
      )
    },
    onSettled: () => queryClient.invalidateQueries(PRACTITIONER_LIST),
  })
}
