// A request's answers and documents are encrypted in one session, for the structure's group and its
// author. Sending the request to practitioners shares that session with them first, so that they read
// what they are asked to take; the API, which sends it, never holds a key.
import type { components } from '@relais/api-client'
import type { KeyStoreService, VaultPort } from '@relais/vault'

type ServiceRequest = components['schemas']['ServiceRequest']

export interface RequestSharing {
  /** Practitioners who read it from now on. */
  shared: string[]
  /**
   * Practitioners with no identity yet: they read it after their first unlock where the vault makes key
   * claims, and never otherwise (the request still reaches them, its answers stay closed to them).
   */
  pending: string[]
}

export async function shareRequestWith(
  vault: VaultPort,
  keyStore: Pick<KeyStoreService, 'depositClaimKey'>,
  request: Pick<ServiceRequest, 'form'>,
  practitionerIds: readonly string[],
): Promise<RequestSharing> {
  const session = await vault.retrieveSession(request.form.encryptionSessionId)
  const published = await Promise.all(practitionerIds.map((id) => vault.hasPublishedIdentity(id)))
  const shared = practitionerIds.filter((_, index) => published[index])
  const pending = practitionerIds.filter((_, index) => !published[index])
  if (shared.length > 0) await session.addRecipients({ users: shared })
  if (vault.capabilities.keyClaims) {
    for (const id of pending) await session.addClaim(id, keyStore)
  }
  return { shared, pending }
}
