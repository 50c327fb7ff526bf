import { describe, expect, it } from 'vitest'
import { generateSecret } from './backup.ts'
import { NotARecipientError } from './errors.ts'
import { testWorld } from './test-support.ts'

describe('claims: sharing with a user who has no identity yet', () => {
  it('lets the user read what was written before their first unlock, once their code proves them', async () => {
    const world = testWorld()
    const midwife = await world.register('midwife')
    const session = await midwife.createSession()
    const intake = await session.encryptString('Groupe O+, allergie à la pénicilline')
    await session.addClaim('patient', world.keyStore)

    // Neither half alone: the directory's claim is encrypted, the key store holds only a random key.
    const [claim] = [...world.directory.claims.values()]
    expect(JSON.stringify(claim)).not.toContain('pénicilline')
    expect([...world.keyStore.claimKeys.values()]).toEqual([
      expect.objectContaining({ claimId: claim!.claimId, userId: 'patient' }),
    ])

    const patient = world.newDevice('patient')
    const share = generateSecret()
    await world.keyStore.sendChallenge('patient')
    const conversion = await patient.registerIdentity({
      userId: 'patient',
      challenge: world.keyStore.sentCodes.get('patient')!,
      keyStore: world.keyStore,
      appServerShare: share,
    })
    expect(conversion).toEqual({ sessionIds: [session.sessionId], failed: 0 })
    const theirs = await patient.retrieveSession(session.sessionId)
    expect(await theirs.decryptString(intake)).toBe('Groupe O+, allergie à la pénicilline')
    // A plain recipient now: the claim and its key are gone.
    expect(world.directory.claims.size).toBe(0)
    expect(world.keyStore.claimKeys.size).toBe(0)
    expect((await midwife.retrieveSession(session.sessionId)).sessionId).toBe(session.sessionId)
  })

  it('opens nothing for another user, nor with a key that is not the claim’s', async () => {
    const world = testWorld()
    const midwife = await world.register('midwife')
    const session = await midwife.createSession()
    const intake = await session.encryptString('Antécédent de prééclampsie')
    const claimId = await session.addClaim('patient', world.keyStore)

    // Another user registering receives no key for it, and the session stays closed to them.
    const stranger = await world.register('stranger')
    // (The memory directory lets anyone see a session; no wrapped key opens it for them.)
    await expect(
      (await stranger.retrieveSession(session.sessionId)).decryptString(intake),
    ).rejects.toBeInstanceOf(NotARecipientError)

    // The patient's key store handing out a wrong key: the claim does not open, the unlock goes on.
    world.keyStore.claimKeys.set(claimId, {
      claimId,
      userId: 'patient',
      overEncryptionKey: generateSecret(),
    })
    const patient = world.newDevice('patient')
    await world.keyStore.sendChallenge('patient')
    const conversion = await patient.registerIdentity({
      userId: 'patient',
      challenge: world.keyStore.sentCodes.get('patient')!,
      keyStore: world.keyStore,
      appServerShare: generateSecret(),
    })
    expect(conversion).toEqual({ sessionIds: [], failed: 1 })
    expect(world.directory.claims.has(claimId)).toBe(true)
    await expect(
      (await patient.retrieveSession(session.sessionId)).decryptString(intake),
    ).rejects.toBeInstanceOf(NotARecipientError)
    expect(JSON.stringify(intake)).not.toContain('prééclampsie')
  })

  it('converts on a new device too, when the first one never claimed', async () => {
    const world = testWorld()
    const patient = await world.register('patient')
    const doctor = await world.register('doctor')
    const session = await doctor.createSession()
    const note = await session.encryptString('Rappel vaccin coqueluche')
    // Made while the patient's identity existed but used through a claim, as a race would leave it.
    await session.addClaim('patient', world.keyStore)
    await expect(
      (await patient.retrieveSession(session.sessionId)).decryptString(note),
    ).rejects.toBeInstanceOf(NotARecipientError)

    const device = world.newDevice('patient')
    await world.keyStore.sendChallenge('patient')
    const conversion = await device.recoverIdentity({
      userId: 'patient',
      challenge: world.keyStore.sentCodes.get('patient')!,
      keyStore: world.keyStore,
      appServerShare: world.shares.get('patient')!,
    })
    expect(conversion.sessionIds).toEqual([session.sessionId])
    expect(await (await device.retrieveSession(session.sessionId)).decryptString(note)).toBe(
      'Rappel vaccin coqueluche',
    )
  })
})
