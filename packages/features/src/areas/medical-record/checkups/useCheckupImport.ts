// The check-ups' import as a page runs it: once the record is decrypted, once per load of the page.
// It is a query keyed by the patient, whose one run react-query shares: StrictMode's second effect, a
// second render or a second component asking for it meanwhile join the run under way instead of
// starting another, and it never runs again while the page stays (not on focus, nor when the record's
// version changes because of its own save). Leaving the page forgets it, so the next visit looks again.
import { useQuery } from '@tanstack/react-query'
import { useApi } from '@relais/api-client'
import { importCheckups, type RecordWriter } from './checkup-import.ts'

export type CheckupImportState =
  | { status: 'idle' }
  | { status: 'added'; count: number }
  /** The retrieval failed: the record shows the measures it holds. */
  | { status: 'failed' }

export interface CheckupImportOptions {
  patientId: string
  /** Whether this page imports at all: the mode has check-ups, the caller may read them, a record is decrypted. */
  enabled: boolean
  /** How this page saves the record. */
  write: RecordWriter
  /** After a run that wrote the record, what the page reads it from is refreshed. */
  refresh?: () => Promise<unknown>
}

const checkupImportQueryKey = (patientId: string) => ['checkup-import', patientId] as const

export function useCheckupImport({
  patientId,
  enabled,
  write,
  refresh,
}: CheckupImportOptions): CheckupImportState {
  const { client } = useApi()
  const run = useQuery({
    queryKey: checkupImportQueryKey(patientId),
    queryFn: async () => {
      const added = await importCheckups(client, patientId, write)
      if (added > 0) await refresh?.()
      return { added }
    },
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  })
  if (run.isError) return { status: 'failed' }
  if (run.data && run.data.added > 0) return { status: 'added', count: run.data.added }
  return { status: 'idle' }
}
