// The vault's contract: what the features may rely on from any implementation of `VaultPort`, played
// by several users, each on a device of their own. `describeVaultContract` registers the same tests for
// the embedded vault (always) and for the Seald adapter (with Seald credentials only). Where the two
// differ, the test reads the implementation's declared capabilities and checks what it declares.
import { describe, expect, it } from 'vitest'
import { fromBase64Url, toBase64Url } from '../encoding.ts'
import { parseStringEnvelope, type EncryptedEnvelope } from '../envelope.ts'
import {
  AlreadyInGroupError,
  AlreadyRegisteredError,
  DecryptionError,
  IdentityNotFoundError,
  InvalidChallengeError,
  InvalidEnvelopeError,
  NotARecipientError,
  NotSupportedError,
  SessionNotFoundError,
  VaultNotInitializedError,
  isIgnorableVaultError,
} from '../errors.ts'
import { readFileHeader } from '../file-format.ts'
import type { KeyStoreService } from '../key-store-service.ts'
import type { TwoPersonRuleRequest, VaultCapabilities, VaultPort } from '../port.ts'

/** One run's users, devices and services; each test makes its own. */
export interface VaultContractWorld {
  /** A user id nobody has used, in this run or (for a remote service) any before: `label` and more. */
  newUserId(label: string): string
  /** A vault on a device of its own, with no identity open. */
  newDevice(userId: string): VaultPort
  /** Another vault object on the same device as `vault`: the page reloaded. */
  reload(vault: VaultPort): VaultPort
  /** A fresh code for the user, with what the unlock dialog passes along (key store, server's share). */
  twoPersonRule(userId: string): Promise<TwoPersonRuleRequest>
  /** The key store the features hand to `addClaim`. */
  claimKeyStore: Pick<KeyStoreService, 'depositClaimKey'>
}

export interface VaultContractSubject {
  name: string
  /** What the implementation declares; checked against its vaults, and deciding what is tested. */
  capabilities: VaultCapabilities
  world(): VaultContractWorld | Promise<VaultContractWorld>
  /** Per test, in milliseconds: the services behind a vault may be remote. */
  timeout: number
}

interface RegisteredUser {
  userId: string
  vault: VaultPort
}

async function registered(world: VaultContractWorld, label: string): Promise<RegisteredUser> {
  const userId = world.newUserId(label)
  const vault = world.newDevice(userId)
  await vault.registerIdentity(await world.twoPersonRule(userId))
  return { userId, vault }
}

/** Registered one after the other: a remote service is asked for one identity at a time. */
async function registeredAll(world: VaultContractWorld, labels: string[]): Promise<RegisteredUser[]> {
  const users: RegisteredUser[] = []
  for (const label of labels) users.push(await registered(world, label))
  return users
}

/**
 * What `vault` reads of `envelope` retrieving its session now, or null when it reads nothing: whether
 * the retrieval or the decryption refuses it differs between implementations, not the outcome.
 */
async function readAfresh(vault: VaultPort, envelope: EncryptedEnvelope): Promise<string | null> {
  try {
    return await (await vault.retrieveSession(envelope.encryptionSessionId)).decryptString(envelope)
  } catch {
    return null
  }
}

/** The same code with its first character changed, within the alphabet of every key store's codes. */
const anotherCode = (code: string) => `${code.startsWith('a') ? 'b' : 'a'}${code.slice(1)}`

function flipFirstByte(base64url: string): string {
  const bytes = fromBase64Url(base64url)
  bytes[0] = bytes[0]! ^ 0x01
  return toBase64Url(bytes)
}

/** A few chunks of the file format's default 1 MB, random (getRandomValues fills 64 KB at a time). */
function randomFile(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size)
  for (let offset = 0; offset < size; offset += 65536) {
    crypto.getRandomValues(bytes.subarray(offset, Math.min(size, offset + 65536)))
  }
  return bytes
}

async function digest(bytes: Uint8Array<ArrayBuffer> | Blob): Promise<string> {
  const data = bytes instanceof Blob ? await bytes.arrayBuffer() : bytes
  return toBase64Url(await crypto.subtle.digest('SHA-256', data))
}

const byId = (ids: string[]) => [...ids].sort()

export function describeVaultContract(subject: VaultContractSubject): void {
  const { capabilities, timeout } = subject
  const options = { timeout }

  describe(`vault contract: ${subject.name}`, () => {
    it('declares its capabilities on every vault', options, async () => {
      const world = await subject.world()
      expect(world.newDevice(world.newUserId('anyone')).capabilities).toEqual(capabilities)
    })

    it(
      'registers an identity on one device, opens it again after a reload, refuses a second',
      options,
      async () => {
        const world = await subject.world()
        const userId = world.newUserId('alice')
        const device = world.newDevice(userId)
        expect(device.isReady).toBe(false)
        expect(() => device.userId).toThrow(VaultNotInitializedError)
        expect(await device.openLocalIdentity(userId)).toBe(false)
        expect(await device.hasPublishedIdentity(userId)).toBe(false)

        expect(await device.registerIdentity(await world.twoPersonRule(userId))).toEqual({
          sessionIds: [],
          failed: 0,
        })
        expect(device.isReady).toBe(true)
        expect(device.userId).toBe(userId)
        expect(await world.newDevice(world.newUserId('other')).hasPublishedIdentity(userId)).toBe(true)

        const reloaded = world.reload(device)
        expect(await reloaded.openLocalIdentity(userId)).toBe(true)
        expect(reloaded.userId).toBe(userId)

        const again = await world
          .newDevice(userId)
          .registerIdentity(await world.twoPersonRule(userId))
          .catch((error: unknown) => error)
        expect(again).toBeInstanceOf(AlreadyRegisteredError)
        expect(isIgnorableVaultError(again)).toBe(true)
      },
    )

    it('encrypts into the contract envelope, for the session recipients only', options, async () => {
      const world = await subject.world()
      const [alice, bob, carol] = await registeredAll(world, ['alice', 'bob', 'carol'])
      const session = await alice!.vault.createSession({ users: [bob!.userId] })
      const text = 'Tension 12/8, pas de fièvre 🤰'
      const envelope = await session.encryptString(text)
      expect(Object.keys(envelope).sort()).toEqual([
        'ciphertext',
        'encryptionSessionId',
        'epoch',
        'nonce',
        'version',
      ])
      expect(envelope).toMatchObject({ version: 1, encryptionSessionId: session.sessionId })
      expect(envelope.nonce).toMatch(/^[A-Za-z0-9_-]{16}$/)
      expect(parseStringEnvelope(envelope)).toEqual(envelope)
      expect(JSON.stringify(envelope)).not.toContain('Tension')

      const bobs = await bob!.vault.retrieveSession(session.sessionId)
      expect(bobs.sessionId).toBe(session.sessionId)
      expect(await bobs.decryptString(envelope)).toBe(text)
      expect(await session.decryptString(await bobs.encryptString('Merci'))).toBe('Merci')
      expect(await readAfresh(carol!.vault, envelope)).toBeNull()

      await expect(
        bobs.decryptString({ ...envelope, ciphertext: flipFirstByte(envelope.ciphertext) }),
      ).rejects.toThrow(DecryptionError)
      const other = await alice!.vault.createSession()
      await expect(other.decryptString(envelope)).rejects.toThrow(InvalidEnvelopeError)
      await expect(alice!.vault.retrieveSession('00000000-0000-4000-8000-000000000000')).rejects.toThrow(
        SessionNotFoundError,
      )
    })

    it(
      'shares with a group: members added later read the history, removed ones nothing new',
      options,
      async () => {
        const world = await subject.world()
        const [owner, midwife, doctor, outsider] = await registeredAll(world, [
          'patient',
          'midwife',
          'doctor',
          'outsider',
        ])
        const name = world.newUserId('contract-group')
        const group = await owner!.vault.createGroup({ name, members: [midwife!.userId] })
        expect(group).toMatchObject({ name })
        expect(byId(group.members)).toEqual(byId([owner!.userId, midwife!.userId]))
        const found = await midwife!.vault.findGroupByName(name)
        expect(found?.groupId).toBe(group.groupId)
        expect(byId(found?.members ?? [])).toEqual(byId([owner!.userId, midwife!.userId]))
        expect((await outsider!.vault.findGroupByName(name))?.members ?? []).not.toContain(outsider!.userId)
        expect(await owner!.vault.findGroupByName(world.newUserId('no-such-group'))).toBeNull()

        const file = await owner!.vault.createSession({ groups: [group.groupId] })
        const before = await file.encryptString('Grossesse gémellaire')
        expect(await (await midwife!.vault.retrieveSession(file.sessionId)).decryptString(before)).toBe(
          'Grossesse gémellaire',
        )
        expect(await readAfresh(doctor!.vault, before)).toBeNull()

        await owner!.vault.addGroupMembers(group.groupId, [doctor!.userId])
        const doctorsView = await doctor!.vault.retrieveSession(file.sessionId)
        expect(await doctorsView.decryptString(before)).toBe('Grossesse gémellaire')
        const again = await owner!.vault
          .addGroupMembers(group.groupId, [doctor!.userId])
          .catch((error: unknown) => error)
        expect(again).toBeInstanceOf(AlreadyInGroupError)
        expect(isIgnorableVaultError(again)).toBe(true)

        await owner!.vault.removeGroupMembers(group.groupId, [doctor!.userId])
        expect(byId((await owner!.vault.findGroupByName(name))?.members ?? [])).toEqual(
          byId([owner!.userId, midwife!.userId]),
        )
        const report = await owner!.vault.createSession({ groups: [group.groupId] })
        const newReport = await report.encryptString('Nouveau compte rendu')
        expect(await (await midwife!.vault.retrieveSession(report.sessionId)).decryptString(newReport)).toBe(
          'Nouveau compte rendu',
        )
        expect(await readAfresh(doctor!.vault, newReport)).toBeNull()

        const after = await file.encryptString('Écrit après le retrait')
        expect(await readAfresh(midwife!.vault, after)).toBe('Écrit après le retrait')
        // What the removed member already read stays theirs.
        expect(await doctorsView.decryptString(before)).toBe('Grossesse gémellaire')
        if (capabilities.rotatesKeysOnRevocation) {
          // The session moved to a new key: even the session object they kept does not open it.
          await expect(doctorsView.decryptString(after)).rejects.toThrow(NotARecipientError)
          expect(await readAfresh(doctor!.vault, after)).toBeNull()
        }
      },
    )

    it('adds a user and a group as recipients, who then read the history', options, async () => {
      const world = await subject.world()
      const [alice, bob, carol] = await registeredAll(world, ['alice', 'bob', 'carol'])
      const session = await alice!.vault.createSession()
      const before = await session.encryptString('Avant')
      expect(await readAfresh(bob!.vault, before)).toBeNull()

      await session.addRecipients({ users: [bob!.userId] })
      expect(await (await bob!.vault.retrieveSession(session.sessionId)).decryptString(before)).toBe('Avant')

      // A group the sharer is no member of: its members read through it.
      const group = await carol!.vault.createGroup({ name: world.newUserId('contract-group'), members: [] })
      expect(await readAfresh(carol!.vault, before)).toBeNull()
      await session.addRecipients({ groups: [group.groupId] })
      expect(await (await carol!.vault.retrieveSession(session.sessionId)).decryptString(before)).toBe(
        'Avant',
      )
    })

    it(
      'revokes a recipient: retrieving the session afresh reads nothing written afterwards',
      options,
      async () => {
        const world = await subject.world()
        const [alice, bob, carol] = await registeredAll(world, ['alice', 'bob', 'carol'])
        const session = await alice!.vault.createSession({ users: [bob!.userId, carol!.userId] })
        const before = await session.encryptString('Avant')
        const carols = await carol!.vault.retrieveSession(session.sessionId)
        expect(await carols.decryptString(before)).toBe('Avant')

        await session.revokeRecipients({ users: [carol!.userId] })
        const after = await session.encryptString('Après')
        expect(await (await bob!.vault.retrieveSession(session.sessionId)).decryptString(after)).toBe('Après')
        expect(await readAfresh(carol!.vault, after)).toBeNull()
        // What they already decrypted stays theirs: revocation protects what comes after.
        expect(await carols.decryptString(before)).toBe('Avant')

        if (capabilities.rotatesKeysOnRevocation) {
          expect(parseStringEnvelope(after).epoch).toBeGreaterThan(parseStringEnvelope(before).epoch)
          await expect(carols.decryptString(after)).rejects.toThrow(NotARecipientError)
        } else {
          // The key did not change: the session object the revoked device kept opens later content, and
          // only the service's refusal to hand the session out again protects it.
          expect(parseStringEnvelope(after).epoch).toBe(parseStringEnvelope(before).epoch)
          expect(await carols.decryptString(after)).toBe('Après')
          await expect(carol!.vault.retrieveSession(session.sessionId)).rejects.toThrow(SessionNotFoundError)
        }
      },
    )

    it('round-trips files in the vault’s chunked format, by either method', options, async () => {
      const world = await subject.world()
      const [alice, bob] = await registeredAll(world, ['alice', 'bob'])
      const session = await alice!.vault.createSession({ users: [bob!.userId] })
      const plaintext = randomFile(2.5 * 1024 * 1024)
      const expected = await digest(plaintext)

      const sealed = await session.encryptFile(plaintext.slice())
      expect(await readFileHeader(sealed)).toMatchObject({
        sessionId: session.sessionId,
        chunkSize: 1024 * 1024,
      })
      const bobs = await bob!.vault.retrieveSession(session.sessionId)
      expect(await digest(await bobs.decryptFile(sealed))).toBe(expected)

      const sealedBlob = await session.encryptFileToBlob(new Blob([plaintext]))
      expect(await digest(await bobs.decryptFileToBlob(sealedBlob))).toBe(expected)
      expect(await digest(await bobs.decryptFileToBlob(sealed))).toBe(expected)
      expect(await digest(await bobs.decryptFile(sealedBlob))).toBe(expected)

      const other = await alice!.vault.createSession()
      await expect(other.decryptFile(sealed)).rejects.toThrow(InvalidEnvelopeError)
    })

    it('recovers an identity on a new device through the two-person rule', options, async () => {
      const world = await subject.world()
      const [alice, bob] = await registeredAll(world, ['alice', 'bob'])
      const session = await bob!.vault.createSession({ users: [alice!.userId] })
      const note = await session.encryptString('Rappel vaccin coqueluche')

      const device = world.newDevice(alice!.userId)
      expect(await device.openLocalIdentity(alice!.userId)).toBe(false)
      expect(await device.hasPublishedIdentity(alice!.userId)).toBe(true)
      const mistyped = await world.twoPersonRule(alice!.userId)
      await expect(
        device.recoverIdentity({ ...mistyped, challenge: anotherCode(mistyped.challenge) }),
      ).rejects.toThrow(InvalidChallengeError)
      await device.recoverIdentity(await world.twoPersonRule(alice!.userId))
      expect(device.userId).toBe(alice!.userId)
      expect(await (await device.retrieveSession(session.sessionId)).decryptString(note)).toBe(
        'Rappel vaccin coqueluche',
      )

      const strangerId = world.newUserId('stranger')
      await expect(
        world.newDevice(strangerId).recoverIdentity(await world.twoPersonRule(strangerId)),
      ).rejects.toThrow(IdentityNotFoundError)

      await device.dropLocalIdentity()
      expect(device.isReady).toBe(false)
      expect(await world.reload(device).openLocalIdentity(alice!.userId)).toBe(false)
    })

    it.runIf(capabilities.keyClaims)(
      'shares with a user who has no identity yet; their registration converts the claim',
      options,
      async () => {
        const world = await subject.world()
        const [midwife] = await registeredAll(world, ['midwife'])
        const session = await midwife!.vault.createSession()
        const intake = await session.encryptString('Groupe O+, allergie à la pénicilline')
        const patientId = world.newUserId('patient')
        await session.addClaim(patientId, world.claimKeyStore)

        const patient = world.newDevice(patientId)
        expect(await patient.registerIdentity(await world.twoPersonRule(patientId))).toEqual({
          sessionIds: [session.sessionId],
          failed: 0,
        })
        expect(await (await patient.retrieveSession(session.sessionId)).decryptString(intake)).toBe(
          'Groupe O+, allergie à la pénicilline',
        )
      },
    )

    it.runIf(!capabilities.keyClaims)('refuses a claim it cannot make', options, async () => {
      const world = await subject.world()
      const [midwife] = await registeredAll(world, ['midwife'])
      const session = await midwife!.vault.createSession()
      await expect(session.addClaim(world.newUserId('patient'), world.claimKeyStore)).rejects.toThrow(
        NotSupportedError,
      )
    })
  })
}
