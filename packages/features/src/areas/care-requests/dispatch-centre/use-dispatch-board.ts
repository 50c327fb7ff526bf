// The dispatch centre's board (GET /dispatch): the home visits waiting for a nurse, the oldest first,
// and the nurses where they were last seen. Nurses move and patients keep asking, so the board is read
// again every few seconds while the tab is shown. 'Attribuer' (POST /dispatch/assign-performers/{id})
// takes the visit off the board at once, then reads the board again for the nurses' new load.
import { useQueryClient } from '@tanstack/react-query'
import { useApi, type components } from '@relais/api-client'
import { SERVICE_REQUEST_POLL_MS } from '@relais/domain'

export type DispatchBoard = components['schemas']['DispatchBoard']
export type DispatchBoardRequest = components['schemas']['DispatchBoardRequest']
export type DispatchBoardNurse = components['schemas']['DispatchBoardNurse']

/** Every reading of the board, whatever its options: what an assignment changes. */
const BOARD_QUERIES = { queryKey: ['get', '/dispatch'] }

export function useDispatchBoard() {
  const { $api } = useApi()
  return $api.useQuery(
    'get',
    '/dispatch',
    {},
    { refetchInterval: SERVICE_REQUEST_POLL_MS, refetchIntervalInBackground: false },
  )
}

export function useAssignPerformer() {
  const { $api } = useApi()
  const queryClient = useQueryClient()
  const refreshBoard = () => queryClient.invalidateQueries(BOARD_QUERIES)
  const assign = $api.useMutation('post', '/dispatch/assign-performers/{serviceRequestId}', {
    onSuccess: (assigned) => {
      queryClient.setQueriesData<DispatchBoard>(BOARD_QUERIES, (board) =>
        board ? { ...board, requests: board.requests.filter((r) => r.id !== assigned.id) } : board,
      )
      void refreshBoard()
    },
  })
  return { assign, refreshBoard }
}
