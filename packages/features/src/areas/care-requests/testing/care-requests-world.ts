// The structure's side of the wizard in stories and tests: its account signed in, with a real vault
// (the browser's, on an in-memory key directory) holding the structure's group, and a practitioner of
// the structure in the group who should read what the wizard encrypts.
import { accountUser } from '@relais/api-client/msw'
import { organizationGroupName } from '@relais/domain'
import type { Vault, VaultGroup } from '@relais/vault'
import { testWorld } from '@relais/vault/testing'

/** The structure's account, and the structure it stands for ('Maternité des Lilas'). */
export const structureAccount = accountUser('organization')
export const STRUCTURE = structureAccount.organizations[0]!

/** A midwife of the structure's team. */
const TEAM_MIDWIFE_ID = '8b9c0d1e-2f3a-4b5c-9d6e-7f8091a2b3c4'

/** Léa Girard: one of the structure's patients (the msw store's sample). */
export const LEA = { id: 'e5f6a7b8-c9d0-4e1f-8a2b-3c4d5e6f7081', name: 'Léa Girard' }

export interface StructureWorld {
  /** The structure's account's vault. */
  vault: Vault
  /** The structure's group, unless `withGroup` was false. */
  group: VaultGroup | null
  /** A midwife of the team, member of the group. */
  teamVault: Vault
}

export async function structureWorld({
  withGroup = true,
}: { withGroup?: boolean } = {}): Promise<StructureWorld> {
  const world = testWorld()
  const vault = await world.register(structureAccount.id)
  const teamVault = await world.register(TEAM_MIDWIFE_ID)
  const group = withGroup
    ? await vault.createGroup({ name: organizationGroupName(STRUCTURE.id), members: [TEAM_MIDWIFE_ID] })
    : null
  return { vault, group, teamVault }
}
