// The structure's group follows its team, with the real vault on an in-memory key directory: a
// practitioner who joined reads what the structure shares next, one who left does not, and someone
// outside the group changes nothing.
import { describe, expect, it } from 'vitest'
import type { components } from '@relais/api-client'
import { organizationGroupName } from '@relais/domain'
import { vaultWorld } from '../../core/testing/providers.tsx'
import { reconcileOrganizationGroup } from './organization-group.ts'

type OrganizationTeam = components['schemas']['OrganizationTeam']
type TeamMember = components['schemas']['TeamMember']

const ORGANIZATION = '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d'
const ACCOUNT = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d'
const MIDWIFE = '3f405162-7c8d-4e9f-a0b1-2c3d4e5f6071'
const DOCTOR = '1d2e3f40-5a6b-4c7d-8e9f-0a1b2c3d4e5f'
const NEWCOMER = '2e3f4051-6b7c-4d8e-9fa0-1b2c3d4e5f60'

const member = (userId: string, userType: TeamMember['userType']): TeamMember => ({
  userId,
  userType,
  role: 'member',
  name: { given: 'Sophie', family: 'Garnier', text: 'Sophie Garnier' },
  joinedAt: '2026-12-01T09:00:00.000Z',
})

const team = (members: TeamMember[]): OrganizationTeam => ({
  organizationId: ORGANIZATION,
  accountIds: [ACCOUNT],
  doctors: members.filter((m) => m.userType === 'doctor'),
  midwives: members.filter((m) => m.userType === 'midwife'),
  assistants: [],
  pendings: [],
})

describe("the structure's group follows its team", () => {
  it('adds the practitioners with an identity, keeps the others for later, and removes leavers', async () => {
    const world = vaultWorld()
    const structure = await world.register(ACCOUNT)
    const group = await structure.createGroup({ name: organizationGroupName(ORGANIZATION), members: [] })
    const midwife = await world.register(MIDWIFE)
    const doctor = await world.register(DOCTOR)

    // The newcomer has not unlocked a vault yet: nothing can be encrypted for her.
    const joined = team([member(MIDWIFE, 'midwife'), member(DOCTOR, 'doctor'), member(NEWCOMER, 'midwife')])
    expect(await reconcileOrganizationGroup(structure, joined)).toEqual({
      added: [DOCTOR, MIDWIFE],
      removed: [],
    })
    const shared = await structure.createSession({ groups: [group.groupId] })
    const envelope = await shared.encryptString('Sortie précoce, allaitement maternel')
    expect(await (await midwife.retrieveSession(shared.sessionId)).decryptString(envelope)).toBe(
      'Sortie précoce, allaitement maternel',
    )

    // The doctor left; the midwife, now a member of the group, is the one who opens the pages.
    const left = team([member(MIDWIFE, 'midwife')])
    expect(await reconcileOrganizationGroup(midwife, left)).toEqual({ added: [], removed: [DOCTOR] })
    const found = await structure.findGroupByName(organizationGroupName(ORGANIZATION))
    expect([...found!.members].sort()).toEqual([ACCOUNT, MIDWIFE].sort())
    const after = await structure.createSession({ groups: [group.groupId] })
    const next = await after.encryptString('Suivi post-partum à domicile')
    await expect(
      doctor.retrieveSession(after.sessionId).then((session) => session.decryptString(next)),
    ).rejects.toThrow()
    expect(await (await midwife.retrieveSession(after.sessionId)).decryptString(next)).toBe(
      'Suivi post-partum à domicile',
    )

    // Up to date: nothing to do.
    expect(await reconcileOrganizationGroup(structure, left)).toEqual({ added: [], removed: [] })
  })

  it('changes nothing for someone outside the group', async () => {
    const world = vaultWorld()
    const structure = await world.register(ACCOUNT)
    await structure.createGroup({ name: organizationGroupName(ORGANIZATION), members: [] })
    const outsider = await world.register(DOCTOR)
    expect(await reconcileOrganizationGroup(outsider, team([member(DOCTOR, 'doctor')]))).toBeNull()
    const found = await structure.findGroupByName(organizationGroupName(ORGANIZATION))
    expect(found!.members).toEqual([ACCOUNT])
  })
})
