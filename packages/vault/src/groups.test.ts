import { describe, expect, it } from 'vitest'
import { groupKeyContext, sessionKeyContext } from './contexts.ts'
import {
  AlreadyInGroupError,
  GroupNotFoundError,
  NotARecipientError,
  isIgnorableVaultError,
} from './errors.ts'
import { open } from './primitives.ts'
import { parseStringEnvelope } from './session.ts'
import { testWorld } from './test-support.ts'

describe('groups', () => {
  it('shares sessions with a group; members added later read the history', async () => {
    const world = testWorld()
    const [midwife, patient, doctor] = [
      await world.register('midwife'),
      await world.register('patient'),
      await world.register('doctor'),
    ]
    const group = await patient.createGroup({ name: 'medical-file:patient', members: ['midwife'] })
    expect(await midwife.findGroupByName('medical-file:patient')).toMatchObject({ groupId: group.groupId })

    const observations = await patient.createSession({ groups: [group.groupId] })
    const note = await observations.encryptString('Grossesse gémellaire')
    expect(await (await midwife.retrieveSession(observations.sessionId)).decryptString(note)).toBe(
      'Grossesse gémellaire',
    )
    await expect((await doctor.retrieveSession(observations.sessionId)).decryptString(note)).rejects.toThrow(
      NotARecipientError,
    )

    await midwife.addGroupMembers(group.groupId, ['doctor'])
    expect(await (await doctor.retrieveSession(observations.sessionId)).decryptString(note)).toBe(
      'Grossesse gémellaire',
    )

    const again = await patient.addGroupMembers(group.groupId, ['doctor']).catch((e: unknown) => e)
    expect(again).toBeInstanceOf(AlreadyInGroupError)
    expect((again as Error).message).toBe('ADD_MEMBERS_ALREADY_IN_GROUP')
    expect(isIgnorableVaultError(again)).toBe(true)

    await expect(patient.addGroupMembers('no-such-group', ['doctor'])).rejects.toThrow('Group not found')
    await expect(patient.createSession({ groups: ['no-such-group'] })).rejects.toThrow(GroupNotFoundError)
  })

  it('removing a member renews the group key: nothing written afterwards opens for them', async () => {
    const world = testWorld()
    const [patient, midwife, doctor] = [
      await world.register('patient'),
      await world.register('midwife'),
      await world.register('doctor'),
    ]
    const group = await patient.createGroup({ name: 'medical-file:p1', members: ['midwife', 'doctor'] })
    const file = await patient.createSession({ groups: [group.groupId] })
    const before = await file.encryptString('Écrit avant le retrait')

    // The doctor reads, and (as a worst case) keeps everything they could get while a member:
    // their own private key, the group's private key of version 1 and the session's epoch-0 key.
    const doctorsView = await doctor.retrieveSession(file.sessionId)
    expect(await doctorsView.decryptString(before)).toBe('Écrit avant le retrait')
    const doctorKeys = (await doctor.localStore.load('doctor'))!
    const keptGroupKey = (await doctor.groupPrivateKey(group.groupId, 1))!
    expect(keptGroupKey).toBeInstanceOf(CryptoKey)

    await patient.removeGroupMembers(group.groupId, ['doctor'])
    const renewed = (await world.directory.getGroup(group.groupId))!
    expect(renewed.keyVersion).toBe(2)
    expect(renewed.members).toEqual(['patient', 'midwife'])

    // Written afterwards: in the same session (which moves to a new epoch) and in a new session.
    const after = await file.encryptString('Écrit après le retrait')
    expect(parseStringEnvelope(after).epoch).toBe(1)
    const report = await patient.createSession({ groups: [group.groupId] })
    const afterInNewSession = await report.encryptString('Nouveau compte rendu')

    // The remaining members read everything.
    const midwifesView = await midwife.retrieveSession(file.sessionId)
    expect(await midwifesView.decryptString(before)).toBe('Écrit avant le retrait')
    expect(await midwifesView.decryptString(after)).toBe('Écrit après le retrait')
    expect(await (await midwife.retrieveSession(report.sessionId)).decryptString(afterInNewSession)).toBe(
      'Nouveau compte rendu',
    )

    // The removed doctor, through the vault: what they had stays readable, nothing new does.
    expect(await doctorsView.decryptString(before)).toBe('Écrit avant le retrait')
    await expect(doctorsView.decryptString(after)).rejects.toThrow(NotARecipientError)
    await expect(
      (await doctor.retrieveSession(report.sessionId)).decryptString(afterInNewSession),
    ).rejects.toThrow(NotARecipientError)

    // The removed doctor as an attacker holding a dump of the whole directory and every key they kept:
    // no wrapped key of the new epoch, of the new session or of the new group key opens.
    const newKeys = world.directory.wrappedKeys.filter(
      (k) => (k.sessionId === file.sessionId && k.epoch === 1) || k.sessionId === report.sessionId,
    )
    expect(newKeys.length).toBeGreaterThan(0)
    for (const wrapped of newKeys) {
      const verify = await doctor.verifyKeyOf(wrapped.box.sealedBy)
      const context = sessionKeyContext(wrapped.sessionId, wrapped.epoch, wrapped.sealedFor)
      for (const privateKey of [doctorKeys.encryptionPrivateKey, keptGroupKey]) {
        await expect(open(privateKey, wrapped.box, context, verify)).rejects.toThrow()
      }
    }
    const newShares = world.directory.groupShares.filter((s) => s.keyVersion === 2)
    expect(newShares.map((s) => s.memberId).sort()).toEqual(['midwife', 'patient'])
    for (const share of newShares) {
      await expect(
        open(
          doctorKeys.encryptionPrivateKey,
          share.box,
          groupKeyContext(share.groupId, 2, 'doctor'),
          await doctor.verifyKeyOf(share.box.sealedBy),
        ),
      ).rejects.toThrow()
    }
    expect(world.directory.groupShares.some((s) => s.memberId === 'doctor')).toBe(false)
  })
})
