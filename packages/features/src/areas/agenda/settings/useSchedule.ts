// A practitioner's schedule, read from now on (past exceptions are history, not settings), and its
// saving: the week of recurring slots as a whole, then the exceptions removed, then those created —
// removals first, since the API merges what it receives with what it holds, and a piece sent next to
// the exception it replaces would merge back into it. Each call is safe to repeat: a save that failed
// half-way is sent again whole.
import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { asApiError, useApi, type ApiError } from '@relais/api-client'
import { toReferenceSlot } from '@relais/domain'
import type { Schedule, ScheduleChanges } from './schedule-draft.ts'

/** A refusal of the API: its status and body, and what was being sent when it came. */
export class ScheduleRequestError extends Error {
  override name = 'ScheduleRequestError'
  constructor(
    readonly step: 'read' | 'recurring' | 'removals' | 'additions',
    readonly status: number,
    readonly apiError: ApiError | null,
  ) {
    super(apiError?.message ?? `The schedule's ${step} answered ${status}`)
  }
}

const scheduleKey = (practitionerId: string) => ['schedule', practitionerId] as const

export function useSchedule(practitionerId: string) {
  const { client } = useApi()
  const [from] = useState(() => new Date().toISOString())
  return useQuery<Schedule, ScheduleRequestError>({
    queryKey: scheduleKey(practitionerId),
    queryFn: async ({ signal }) => {
      const { data, error, response } = await client.GET('/practitioner/{practitionerId}/schedule', {
        params: { path: { practitionerId }, query: { from } },
        signal,
      })
      if (data) return data
      throw new ScheduleRequestError('read', response.status, asApiError(error))
    },
    retry: false,
    // The page edits a copy of what it read: reading again under the user's edits would move them.
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  })
}

export function useSaveSchedule(practitionerId: string) {
  const { client } = useApi()
  const queryClient = useQueryClient()
  return useMutation<void, ScheduleRequestError, ScheduleChanges>({
    mutationFn: async ({ slots, deleteIds, create }) => {
      const path = { practitionerId }
      try {
        if (slots) {
          const { data, error, response } = await client.PUT(
            '/practitioner/{practitionerId}/schedule/recurring-slots',
            { params: { path }, body: { slots: slots.map(toReferenceSlot) } },
          )
          if (!data) throw new ScheduleRequestError('recurring', response.status, asApiError(error))
        }
        if (deleteIds.length > 0) {
          const { data, error, response } = await client.DELETE(
            '/practitioner/{practitionerId}/schedule/exceptions',
            { params: { path }, body: { ids: deleteIds } },
          )
          if (!data) throw new ScheduleRequestError('removals', response.status, asApiError(error))
        }
        if (create.length > 0) {
          const { data, error, response } = await client.POST(
            '/practitioner/{practitionerId}/schedule/exceptions',
            {
              params: { path },
              body: {
                exceptions: create.map((e) => ({
                  start: new Date(e.start).toISOString(),
                  end: new Date(e.end).toISOString(),
                  status: e.status,
                })),
              },
            },
          )
          if (!data) throw new ScheduleRequestError('additions', response.status, asApiError(error))
        }
      } finally {
        // Read again whatever happened: what was saved becomes the page's new starting point.
        await queryClient.refetchQueries({ queryKey: scheduleKey(practitionerId) })
      }
    },
  })
}
