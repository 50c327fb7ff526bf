// A patient's consultation reports as the card lists them: GET /patient/{id}/consultation-reports, each
// report's notes counted among its observations opened with the user's vault (the plaintext is not
// kept: the viewer opens it again), its attachments counted from the list.
import { useCallback } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useApi } from '@relais/api-client'
import { countNotes } from '@relais/domain'
import type { VaultPort } from '@relais/vault'
import { openObservations, type StoredReport } from './consultation-reports.ts'

export interface ReportRow {
  report: StoredReport
  notes: number
  attachments: number
}

const reportsQueryKey = (patientId: string) => ['consultation-reports', patientId] as const

export function useConsultationReports(patientId: string, vault: VaultPort | null) {
  const { client } = useApi()
  return useQuery({
    queryKey: [...reportsQueryKey(patientId), vault?.userId ?? null],
    queryFn: async ({ signal }): Promise<ReportRow[]> => {
      const { data, error } = await client.GET('/patient/{patientId}/consultation-reports', {
        params: { path: { patientId } },
        signal,
      })
      if (!data) throw error
      return Promise.all(
        data.reports.map(async (report) => ({
          report,
          notes: countNotes((await openObservations(vault!, report.observations)).readings),
          attachments: report.attachments.length,
        })),
      )
    },
    enabled: vault !== null,
    retry: false,
  })
}

/** Reads the patient's reports again (one was added, or files were added to one). */
export function useRefreshReports(patientId: string) {
  const queryClient = useQueryClient()
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: reportsQueryKey(patientId) }),
    [queryClient, patientId],
  )
}
