// 'Mes données' and the bell's access request read and answer the same policies: the lists, the access
// log, and the answers. An answer is the API's first (the server serves or stops serving the envelopes at
// once), then the vault's in this browser; when only the second fails, the access is decided but the file
// not yet (un)shared, and the screen offers to try that step again.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { asApiError, useApi, type ApiClient, type components } from '@relais/api-client'
import { useOptionalVault } from '../../core/vault/vault-context.tsx'
import type { AccessPolicy } from './labels.ts'
import { shareMedicalFile, unshareMedicalFile } from './medical-file-sharing.ts'

export type Answer = 'approve' | 'reject' | 'revoke'
type AccessPolicies = components['schemas']['AccessPolicies']

/** The cached lists of policies, and the current user (the key's third part, its parameters, left out). */
const ACCESS_POLICIES = ['get', '/user/current/access-policies'] as const
const CURRENT_USER = ['get', '/user/current'] as const

/** The log's length the screen shows: the latest reads, as the API's default. */
const ACCESS_LOG_LIMIT = 100

const ANSWER_CALLS = {
  approve: (client: ApiClient, policyId: string) =>
    client.POST('/access-policy/{policyId}/approve', { params: { path: { policyId } } }),
  reject: (client: ApiClient, policyId: string) =>
    client.POST('/access-policy/{policyId}/reject', { params: { path: { policyId } } }),
  revoke: (client: ApiClient, policyId: string) =>
    client.POST('/access-policy/{policyId}/revoke', { params: { path: { policyId } } }),
} satisfies Record<Answer, unknown>

/** The API refused the answer: nothing changed. */
class AccessAnswerError extends Error {
  override name = 'AccessAnswerError'
  constructor(
    readonly answer: Answer,
    readonly status: number,
    readonly apiMessage: string | null,
  ) {
    super(apiMessage ?? `${answer} answered ${status}`)
  }
}

/** The API took the answer, the vault step after it failed: the file is not yet shared, or unshared. */
export class MedicalFileSharingError extends Error {
  override name = 'MedicalFileSharingError'
  constructor(
    readonly policy: AccessPolicy,
    readonly step: 'share' | 'unshare',
    options: { cause: unknown },
  ) {
    super(`The medical file could not be ${step}d`, options)
  }
}

/** The lists once `policy` is as the API now has it: an accepted one among the grants, newest first. */
function placed(lists: AccessPolicies, policy: AccessPolicy): AccessPolicies {
  const others = (list: AccessPolicy[]) => list.filter((p) => p.id !== policy.id)
  const accepted = others(lists.accepted)
  if (policy.status === 'ACCEPTED') {
    accepted.push(policy)
    accepted.sort((a, b) => b.createdAt.localeCompare(a.createdAt))
  }
  return { pending: others(lists.pending), accepted }
}

/**
 * What to tell of a refused answer: the API's own words (« Cette demande n'est plus en attente »); null
 * when the app already said it (a 5xx raises the app's error toast).
 */
export function answerErrorMessage(error: unknown): string | null {
  if (error instanceof AccessAnswerError && error.status >= 500) return null
  return (error instanceof AccessAnswerError && error.apiMessage) || 'Une erreur est survenue'
}

/** Pending requests and accepted grants of the signed-in holder. */
export function useAccessPolicies() {
  const { $api } = useApi()
  return $api.useQuery('get', '/user/current/access-policies')
}

/** The signed-in patient's access log, the latest reads first (the API answers patients only). */
export function useAccessLog() {
  const { $api } = useApi()
  return $api.useQuery('get', '/user/current/access-log', {
    params: { query: { limit: ACCESS_LOG_LIMIT } },
  })
}

function useAnswer(answer: Answer) {
  const { client } = useApi()
  const vault = useOptionalVault()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (policy: AccessPolicy): Promise<AccessPolicy> => {
      const { data, error, response } = await ANSWER_CALLS[answer](client, policy.id)
      if (!data) throw new AccessAnswerError(answer, response.status, asApiError(error)?.message ?? null)
      // Decided: the lists change at once, whatever the vault does next, and are read again.
      queryClient.setQueriesData<AccessPolicies>(
        { queryKey: ACCESS_POLICIES },
        (lists) => lists && placed(lists, data),
      )
      void queryClient.invalidateQueries({ queryKey: ACCESS_POLICIES })
      // A revocation reloads the user's data (the spec's access policy rules).
      if (answer === 'revoke') void queryClient.invalidateQueries({ queryKey: CURRENT_USER })
      if (answer === 'reject') return data
      const step = answer === 'approve' ? 'share' : 'unshare'
      try {
        await (step === 'share' ? shareMedicalFile : unshareMedicalFile)(vault, client, data)
      } catch (cause) {
        throw new MedicalFileSharingError(data, step, { cause })
      }
      return data
    },
  })
}

/** Approves a pending request, then shares the medical file with the grantee in this browser. */
export const useApproveAccessPolicy = () => useAnswer('approve')

/** Rejects a pending request (no vault step: nothing was shared). */
export const useRejectAccessPolicy = () => useAnswer('reject')

/** Revokes a grant in force, then closes the medical file to the former grantee in this browser. */
export const useRevokeAccessPolicy = () => useAnswer('revoke')

/** The vault step alone, again, after it failed behind an answer the API had taken. */
export function useRetryMedicalFileSharing() {
  const { client } = useApi()
  const vault = useOptionalVault()
  return useMutation({
    mutationFn: async ({ policy, step }: Pick<MedicalFileSharingError, 'policy' | 'step'>) => {
      try {
        await (step === 'share' ? shareMedicalFile : unshareMedicalFile)(vault, client, policy)
      } catch (cause) {
        throw new MedicalFileSharingError(policy, step, { cause })
      }
    },
  })
}
