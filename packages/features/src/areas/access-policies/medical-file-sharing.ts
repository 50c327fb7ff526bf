// The patient's browser half of a medical-file answer. The server decides who is served the envelopes;
// the vault decides who can open them, and only the patient's browser can change that: an approved
// practitioner joins the patient's medical-file group (and reads the record's history), a revoked one
// leaves it, which renews the group key so that what is written afterwards is closed to them.
// A structure cannot be a member of a group (members hold a key pair, a group does not): its group is
// made a recipient of the record's session instead, and revoked from it. No React here, so that the same
// steps run in the screens and in tests that play several browsers.
import { asApiError, type ApiClient } from '@relais/api-client'
import { organizationGroupName } from '@relais/domain'
import {
  IdentityNotFoundError,
  VaultNotInitializedError,
  type SessionPort,
  type VaultPort,
} from '@relais/vault'
import {
  addMedicalFileMembers,
  ensureMedicalFileGroup,
  removeMedicalFileMembers,
} from '../medical-record/index.ts'
import type { AccessPolicy } from './labels.ts'

/** Only a medical file is encrypted for its readers; the other resources are the server's alone. */
const hasVaultStep = (policy: AccessPolicy) => policy.resource === 'medical-file'

/** The session of the patient's stored record, or null while they have none. */
async function recordSession(vault: VaultPort, client: ApiClient): Promise<SessionPort | null> {
  const { data, response, error } = await client.GET('/user/current/medical-record')
  if (data) return vault.retrieveSession(data.envelope.encryptionSessionId)
  if (response.status === 204) return null
  throw new Error(
    asApiError(error)?.message ?? `GET /user/current/medical-record answered ${response.status}`,
  )
}

/**
 * The structure's group and the record's session, or null when there is nothing to share: the structure
 * has no group yet (its account never unlocked a vault), or the patient has no record yet.
 */
async function organizationSharing(vault: VaultPort, client: ApiClient, organizationId: string) {
  const group = await vault.findGroupByName(organizationGroupName(organizationId))
  if (!group) return null
  const session = await recordSession(vault, client)
  return session && { groupId: group.groupId, session }
}

/** After an approval: the grantee can open the patient's medical file. */
export async function shareMedicalFile(
  vault: VaultPort | null,
  client: ApiClient,
  policy: AccessPolicy,
): Promise<void> {
  if (!hasVaultStep(policy)) return
  if (!vault) throw new VaultNotInitializedError()
  if (policy.grantee.type === 'organization') {
    const sharing = await organizationSharing(vault, client, policy.grantee.id)
    await sharing?.session.addRecipients({ groups: [sharing.groupId] })
    return
  }
  // The group exists once the vault was unlocked; an approval right after the unlock may come first.
  await ensureMedicalFileGroup(vault)
  await addMedicalFileMembers(vault, policy.holder.id, [policy.grantee.id])
}

/** After a revocation: what the patient writes from now on is closed to the former grantee. */
export async function unshareMedicalFile(
  vault: VaultPort | null,
  client: ApiClient,
  policy: AccessPolicy,
): Promise<void> {
  if (!hasVaultStep(policy)) return
  if (!vault) throw new VaultNotInitializedError()
  if (policy.grantee.type === 'organization') {
    const sharing = await organizationSharing(vault, client, policy.grantee.id)
    await sharing?.session.revokeRecipients({ groups: [sharing.groupId] })
    return
  }
  await removeMedicalFileMembers(vault, policy.holder.id, [policy.grantee.id])
}

/**
 * Shares the patient's record with every reader they granted access without their browser taking part
 * (the practitioner who created their account holds an accepted grant from the start; a referent, or a
 * reader approved before they had a vault, once they have one). Each share is idempotent; one that fails is left for the next run and the others go on. Answers how many failed.
 */
export async function shareWithAcceptedGrantees(vault: VaultPort, client: ApiClient): Promise<number> {
  const { data, response, error } = await client.GET('/user/current/access-policies')
  if (!data) {
    throw new Error(
      asApiError(error)?.message ?? `GET /user/current/access-policies answered ${response.status}`,
    )
  }
  let failed = 0
  for (const policy of data.accepted) {
    if (policy.holder.id !== vault.userId) continue
    try {
      await shareMedicalFile(vault, client, policy)
    } catch (error) {
      failed += 1
      // A grantee who never opened their vault has no key yet: the next run shares it, nothing is wrong.
      if (!(error instanceof IdentityNotFoundError)) {
        console.error('The medical file could not be shared with a grantee yet', error)
      }
    }
  }
  return failed
}
