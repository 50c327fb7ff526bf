/** Access policies (the spec's states): who may see a resource of someone else. */
export type AccessPolicyStatus = 'PENDING' | 'INVITED' | 'ACCEPTED' | 'REJECTED'

export type AccessPolicyAction = 'approve' | 'reject' | 'revoke'

/**
 * The grantor approves or rejects a pending request (or an invitation addressed to them: accept/decline),
 * and can revoke an accepted grant. Returns `null` for an action that does not apply; a revoked grant
 * disappears (the API deletes it), hence `'REVOKED'` is not a stored status.
 */
export function accessPolicyTransition(
  status: AccessPolicyStatus,
  action: AccessPolicyAction,
): AccessPolicyStatus | 'REVOKED' | null {
  if (action === 'revoke') return status === 'ACCEPTED' ? 'REVOKED' : null
  if (status !== 'PENDING' && status !== 'INVITED') return null
  return action === 'approve' ? 'ACCEPTED' : 'REJECTED'
}

/** Settings list only accepted grants (the spec's states). */
export function listedGrants<T extends { status: AccessPolicyStatus }>(policies: readonly T[]): T[] {
  return policies.filter((p) => p.status === 'ACCEPTED')
}

/** Texts of the schedule-access dialog after a 403, and of the API's refusals to ask again. */
export const SCHEDULE_ACCESS_MESSAGES = {
  forbidden: "Vous n'avez pas les droits nécessaires",
  request: "Demander l'accès",
  sent: "Votre demande d'accès a été envoyée",
  PENDING: "Votre demande d'accès est en attente de validation",
  INVITED: "Vous aurez accès à cet agenda une fois l'invitation acceptée",
  REJECTED: "Votre demande d'accès a été refusée, vous ne pouvez pas la renvoyer pour le moment",
  ACCEPTED: 'Vous avez déjà accès à cet agenda',
} as const

/** The message for an existing access entry, or `null` when the user may (re)request access. */
export function scheduleAccessMessage(status: AccessPolicyStatus | null | undefined): string | null {
  if (status === 'PENDING' || status === 'INVITED' || status === 'REJECTED')
    return SCHEDULE_ACCESS_MESSAGES[status]
  return null
}
