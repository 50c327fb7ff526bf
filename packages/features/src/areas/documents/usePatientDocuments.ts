// A patient's documents as the screens show them: the list GET /patient/{id}/documents answers, their
// metadata decrypted with the user's vault (the latest `limit` only, when given). One query key per
// patient, so an upload's invalidation refreshes the documents card and the dashboard alike.
import { useQuery } from '@tanstack/react-query'
import { useApi } from '@relais/api-client'
import type { VaultPort } from '@relais/vault'
import { decryptDocuments } from './documents.ts'

export const documentsQueryKey = (patientId: string) => ['patient-documents', patientId] as const

export function usePatientDocuments(
  patientId: string,
  vault: VaultPort | null,
  { limit }: { limit?: number } = {},
) {
  const { client } = useApi()
  return useQuery({
    queryKey: [...documentsQueryKey(patientId), vault?.userId ?? null, limit ?? 'all'],
    queryFn: async () => {
      const { data, error } = await client.GET('/patient/{patientId}/documents', {
        params: { path: { patientId } },
      })
      if (!data) throw error
      return decryptDocuments(vault!, limit === undefined ? data.documents : data.documents.slice(0, limit))
    },
    enabled: vault !== null,
    retry: false,
  })
}
