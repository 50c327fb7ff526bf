// The vault groups a signed-in user needs: a patient's medical-file group — the patient and
// the practitioners granted access — and an organization's group. Found by a stable name, created
// when missing. Names are first come, first served in the key directory, so a group found by name is
// used only if this user is a member of it (members alone see the member list); once a record exists,
// the group its encryption session names is the one that counts (see record.ts).
import { medicalFileGroupName, organizationGroupName } from '@relais/domain'
import {
  AlreadyInGroupError,
  GroupNotFoundError,
  isIgnorableVaultError,
  type VaultGroup,
  type VaultPort,
} from '@relais/vault'

function ownGroup(vault: VaultPort, group: VaultGroup): VaultGroup {
  // Someone else took the name first: that group is not this user's, and nothing is encrypted for it.
  if (!group.members.includes(vault.userId)) throw new GroupNotFoundError(group.groupId)
  return group
}

/** The group of that name with this user as a member, created (with this user alone) when missing. */
async function ensureGroup(vault: VaultPort, name: string): Promise<VaultGroup> {
  const found = await vault.findGroupByName(name)
  if (found) return ownGroup(vault, found)
  try {
    return await vault.createGroup({ name, members: [] })
  } catch (error) {
    // Another tab or device created it meanwhile: the name is taken, and theirs is the group.
    const again = await vault.findGroupByName(name)
    if (again) return ownGroup(vault, again)
    throw error
  }
}

/** The signed-in patient's medical-file group (`medical-file:{userId}`), created when missing. */
export function ensureMedicalFileGroup(vault: VaultPort): Promise<VaultGroup> {
  return ensureGroup(vault, medicalFileGroupName(vault.userId))
}

/** An organization's group (`organization:{organizationId}`), for its own account. */
function ensureOrganizationGroup(vault: VaultPort, organizationId: string): Promise<VaultGroup> {
  return ensureGroup(vault, organizationGroupName(organizationId))
}

export interface VaultGroupsOwner {
  userType: string
  /** The organizations the account stands for (an organization account's structure). */
  organizationIds?: readonly string[]
}

export interface VaultGroups {
  medicalFile: VaultGroup | null
  organizations: VaultGroup[]
}

/** Run once the vault is unlocked: the groups this account owns exist, with it as a member. */
export async function ensureVaultGroups(vault: VaultPort, owner: VaultGroupsOwner): Promise<VaultGroups> {
  if (owner.userType === 'patient') {
    return { medicalFile: await ensureMedicalFileGroup(vault), organizations: [] }
  }
  if (owner.userType === 'organization') {
    const organizations: VaultGroup[] = []
    for (const id of owner.organizationIds ?? []) organizations.push(await ensureOrganizationGroup(vault, id))
    return { medicalFile: null, organizations }
  }
  return { medicalFile: null, organizations: [] }
}

/**
 * Adds practitioners to a patient's medical-file group (an access granted), called by a member of
 * it. 'Group not found' when the patient has none yet; ADD_MEMBERS_ALREADY_IN_GROUP is ignored.
 */
export async function addMedicalFileMembers(
  vault: VaultPort,
  patientId: string,
  practitionerIds: string[],
): Promise<VaultGroup> {
  const group = await vault.findGroupByName(medicalFileGroupName(patientId))
  if (!group || !group.members.includes(vault.userId)) {
    throw new GroupNotFoundError(group?.groupId ?? medicalFileGroupName(patientId))
  }
  try {
    await vault.addGroupMembers(group.groupId, practitionerIds)
  } catch (error) {
    if (!(error instanceof AlreadyInGroupError) && !isIgnorableVaultError(error)) throw error
  }
  return group
}

/**
 * Removes practitioners from a patient's medical-file group (an access revoked): the group key is
 * renewed, so the next version of the record is closed to them. 'Group not found' when it has none.
 */
export async function removeMedicalFileMembers(
  vault: VaultPort,
  patientId: string,
  practitionerIds: string[],
): Promise<void> {
  const group = await vault.findGroupByName(medicalFileGroupName(patientId))
  if (!group || !group.members.includes(vault.userId)) {
    throw new GroupNotFoundError(group?.groupId ?? medicalFileGroupName(patientId))
  }
  const present = practitionerIds.filter((id) => group.members.includes(id))
  if (present.length > 0) await vault.removeGroupMembers(group.groupId, present)
}
