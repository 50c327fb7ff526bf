// A patient's health referent as the API keeps it (GET /patient/{id}/referent: the patient or a holder
// of a grant), and the patient's change of it (PUT /user/current/referent). A registered professional
// the change points to gets a grant on the medical file; the patient's browser then adds them to the
// file's encrypted group, as for an approval in 'Mes données'.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { asApiError, useApi, type components } from '@relais/api-client'
import { IdentityNotFoundError, VaultNotInitializedError, type VaultPort } from '@relais/vault'
import { addMedicalFileMembers, ensureMedicalFileGroup } from '../medical-record/index.ts'

export type PatientReferent = components['schemas']['PatientReferent']
export type ReferentWrite = components['schemas']['ReferentWrite']

const referentQueryKey = (patientId: string) => ['referent', patientId] as const

/** The referent, or null when the patient has none. */
export function usePatientReferent(patientId: string) {
  const { client } = useApi()
  return useQuery<PatientReferent | null>({
    queryKey: referentQueryKey(patientId),
    queryFn: async () => {
      const { data, response, error } = await client.GET('/patient/{patientId}/referent', {
        params: { path: { patientId } },
      })
      if (data) return data
      if (response.status === 204) return null
      throw new Error(asApiError(error)?.message ?? `GET /patient/{id}/referent answered ${response.status}`)
    },
    retry: false,
  })
}

/** The API refused the referent: its field errors (`body.referent.rpps` → `rpps`) and message. */
export class ReferentRefusedError extends Error {
  override name = 'ReferentRefusedError'
  constructor(
    message: string,
    readonly fields: { field: string; message: string }[],
  ) {
    super(message)
  }
}

/**
 * Saves the patient's referent; when the professional it names is registered and was just given access,
 * shares the medical file with them in the vault.
 */
export async function saveReferent(
  client: ReturnType<typeof useApi>['client'],
  vault: VaultPort | null,
  write: ReferentWrite,
): Promise<components['schemas']['ReferentWriteResult'] & { sharingPending: boolean }> {
  const { data, error } = await client.PUT('/user/current/referent', { body: write })
  if (!data) {
    const apiError = asApiError(error)
    const fields = (apiError?.fieldErrors ?? []).map((f) => ({
      field: f.field.replace(/^body\.(referent\.)?/, ''),
      message: f.message,
    }))
    throw new ReferentRefusedError(apiError?.message ?? "Le référent n'a pas pu être enregistré.", fields)
  }
  if (data.grantCreated && data.practitioner) {
    if (!vault) throw new VaultNotInitializedError()
    await ensureMedicalFileGroup(vault)
    try {
      await addMedicalFileMembers(vault, vault.userId, [data.practitioner.id])
    } catch (error) {
      // Granted, but they never opened their vault: no key of theirs to share the file with yet.
      if (error instanceof IdentityNotFoundError) return { ...data, sharingPending: true }
      throw error
    }
  }
  return { ...data, sharingPending: false }
}

export function useRefreshReferent(patientId: string) {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: referentQueryKey(patientId) })
}
