// The appointments of the period the agenda shows: a practitioner's own, or a patient's own. Moving
// through periods quickly asks only for where the user stops (100 ms), and the request of a period
// left behind is aborted.
import { useEffect, useState } from 'react'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { asApiError, useApi } from '@relais/api-client'
import { addDays, startOfDayInstant } from '@relais/domain'
import type { Appointment } from './appointment-events.ts'

/** The agenda refreshes at most this often while the user moves through periods. */
const AGENDA_REFRESH_THROTTLE_MS = 100

export interface AgendaPeriod {
  /** First and last ISO dates shown. */
  first: string
  last: string
  timeZone: string
}

/** The API's refusal, with its status: a 403 is a calendar the user may ask access to. */
export class AgendaRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'AgendaRequestError'
  }
}

export type AgendaOwner = { kind: 'practitioner'; id: string } | { kind: 'patient'; id: string }

/** `value`, once it has not changed for `ms`. */
function useSettled<T>(value: T, ms: number, same: (a: T, b: T) => boolean): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    if (same(settled, value)) return
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, settled, ms, same])
  return settled
}

const samePeriod = (a: AgendaPeriod, b: AgendaPeriod) =>
  a.first === b.first && a.last === b.last && a.timeZone === b.timeZone

const agendaQueryKey = (owner: AgendaOwner) => ['agenda', owner.kind, owner.id] as const

export function useAgendaAppointments(owner: AgendaOwner, period: AgendaPeriod) {
  const { client } = useApi()
  const settled = useSettled(period, AGENDA_REFRESH_THROTTLE_MS, samePeriod)
  const start = new Date(startOfDayInstant(settled.first, settled.timeZone)).toISOString()
  const end = new Date(startOfDayInstant(addDays(settled.last, 1), settled.timeZone)).toISOString()
  return useQuery<Appointment[]>({
    queryKey: [...agendaQueryKey(owner), start, end],
    queryFn: async ({ signal }) => {
      const answer =
        owner.kind === 'practitioner'
          ? await client.GET('/practitioner/{practitionerId}/appointments', {
              params: { path: { practitionerId: owner.id }, query: { start, end } },
              signal,
            })
          : await client.GET('/patient/{patientId}/appointments', {
              params: { path: { patientId: owner.id }, query: { start, end } },
              signal,
            })
      if (answer.data) return answer.data.appointments
      throw new AgendaRequestError(
        answer.response.status,
        asApiError(answer.error)?.message ?? "L'agenda n'a pas pu être chargé.",
      )
    },
    // The previous period stays drawn while the next one loads.
    placeholderData: keepPreviousData,
    retry: false,
  })
}

export function useRefreshAgenda(owner: AgendaOwner) {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: agendaQueryKey(owner) })
}
