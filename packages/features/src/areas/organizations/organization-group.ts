// The structure's encrypted group (`organization:{id}`) follows its team: what the structure shares
// (its care requests' answers and documents) is encrypted for the group, so a practitioner who joins
// reads it and one who leaves stops reading what is shared afterwards. The key directory holds no team,
// and the API never changes a group (it holds no key): whoever of the group opens the structure's pages
// brings it up to date from the team the API lists.
import { useQuery } from '@tanstack/react-query'
import { useApi, type components } from '@relais/api-client'
import { organizationGroupName } from '@relais/domain'
import { AlreadyInGroupError, isIgnorableVaultError, type VaultPort } from '@relais/vault'
import { useOptionalVault } from '../../core/vault/vault-context.tsx'

type OrganizationTeam = components['schemas']['OrganizationTeam']

export interface GroupChanges {
  added: string[]
  removed: string[]
}

/** Who should hold the structure's group: its own accounts and its practitioners. */
function teamGroupMembers(team: OrganizationTeam): Set<string> {
  return new Set([
    ...team.accountIds,
    ...[...team.doctors, ...team.midwives, ...team.assistants].map((member) => member.userId),
  ])
}

/**
 * Adds the team's practitioners who have an identity (one without cannot be encrypted for yet: they
 * join at a later visit, once they have unlocked their vault) and removes those who left, which
 * renews the group's key. Null when this user is not a member of the group: not theirs to change.
 */
export async function reconcileOrganizationGroup(
  vault: VaultPort,
  team: OrganizationTeam,
): Promise<GroupChanges | null> {
  const group = await vault.findGroupByName(organizationGroupName(team.organizationId))
  if (!group || !group.members.includes(vault.userId)) return null
  const wanted = teamGroupMembers(team)
  const removed = group.members.filter((id) => !wanted.has(id))
  const missing = [...wanted].filter((id) => !group.members.includes(id))
  const published = await Promise.all(missing.map((id) => vault.hasPublishedIdentity(id)))
  const added = missing.filter((_, index) => published[index])
  if (added.length > 0) {
    try {
      await vault.addGroupMembers(group.groupId, added)
    } catch (error) {
      // Another member's page brought them in meanwhile.
      if (!(error instanceof AlreadyInGroupError) && !isIgnorableVaultError(error)) throw error
    }
  }
  if (removed.length > 0) await vault.removeGroupMembers(group.groupId, removed)
  return { added, removed }
}

/**
 * Brings the structure's group up to date once per team the page sees, when the vault is open. Nothing
 * shows: a failure is tried again at the next page that calls it.
 */
export function useOrganizationGroupSync(organizationId: string | null) {
  const vault = useOptionalVault()
  const { $api } = useApi()
  const team = $api.useQuery(
    'get',
    '/organization/{organizationId}/team',
    { params: { path: { organizationId: organizationId ?? '' } } },
    { enabled: organizationId !== null && vault !== null },
  )
  const members = team.data ? [...teamGroupMembers(team.data)].sort() : []
  return useQuery({
    queryKey: ['organization-group', organizationId, vault?.userId ?? null, ...members],
    queryFn: () => reconcileOrganizationGroup(vault!, team.data!),
    enabled: vault !== null && team.data !== undefined,
    staleTime: Infinity,
    retry: 1,
  })
}
