import { describe, expect, it } from 'vitest'
import { createIdentityBackup, generateSecret, restoreIdentityFromBackup } from './backup.ts'
import {
  AlreadyRegisteredError,
  CorruptDatabaseError,
  DecryptionError,
  InvalidChallengeError,
  VaultNotInitializedError,
  WrongSigningKeyHashError,
  isIgnorableVaultError,
  mustDropLocalStore,
} from './errors.ts'
import { randomId } from './encoding.ts'
import { generateIdentityMaterial, identityFromMaterial, publicIdentityOf } from './identity.ts'
import { LocalKeyStore } from './local-key-store.ts'
import { testWorld } from './test-support.ts'
import { Vault } from './vault.ts'

describe('identity backup (two-person rule)', () => {
  it('opens with both secrets and with nothing less', async () => {
    const material = await generateIdentityMaterial('alice')
    const appServerShare = generateSecret()
    const { encryptedBackup, keyStoreSecret } = await createIdentityBackup(material, appServerShare)
    expect(encryptedBackup).not.toContain(material.signingPrivateKey.d!)
    expect(encryptedBackup).not.toContain(material.encryptionPrivateKey.d!)

    const restored = await restoreIdentityFromBackup(encryptedBackup, keyStoreSecret, appServerShare)
    expect(restored.publicIdentity).toEqual(await publicIdentityOf(material))

    // The key store alone (its secret, a guess for the share) and the server alone both fail.
    await expect(
      restoreIdentityFromBackup(encryptedBackup, keyStoreSecret, generateSecret()),
    ).rejects.toThrow(DecryptionError)
    await expect(
      restoreIdentityFromBackup(encryptedBackup, generateSecret(), appServerShare),
    ).rejects.toThrow(DecryptionError)
    // Swapping the two secrets' roles is not the same key either.
    await expect(restoreIdentityFromBackup(encryptedBackup, appServerShare, keyStoreSecret)).rejects.toThrow(
      DecryptionError,
    )
  })

  it('restores private keys that cannot be exported', async () => {
    const material = await generateIdentityMaterial('alice')
    const share = generateSecret()
    const backup = await createIdentityBackup(material, share)
    const identity = await restoreIdentityFromBackup(backup.encryptedBackup, backup.keyStoreSecret, share)
    expect(identity.encryptionPrivateKey.extractable).toBe(false)
    await expect(crypto.subtle.exportKey('jwk', identity.signingPrivateKey)).rejects.toThrow()
  })
})

describe('the device key store', () => {
  it('keeps non-extractable private keys in IndexedDB across vault instances', async () => {
    const world = testWorld()
    const alice = await world.register('alice')
    const store = alice.localStore

    const stored = await store.load('alice')
    expect(stored?.encryptionPrivateKey).toBeInstanceOf(CryptoKey)
    expect(stored?.encryptionPrivateKey.extractable).toBe(false)
    expect(stored?.signingPrivateKey.extractable).toBe(false)
    await expect(crypto.subtle.exportKey('pkcs8', stored!.encryptionPrivateKey)).rejects.toThrow()
    await expect(crypto.subtle.exportKey('jwk', stored!.signingPrivateKey)).rejects.toThrow()

    // A reload of the page: a new Vault on the same database opens the identity without the code.
    const reloaded = new Vault({
      directory: world.directory,
      localStore: new LocalKeyStore(store.databaseName),
    })
    expect(reloaded.isReady).toBe(false)
    expect(await reloaded.openLocalIdentity('alice')).toBe(true)
    const session = await alice.createSession()
    const text = await session.encryptString('Bonjour')
    expect(await (await reloaded.retrieveSession(session.sessionId)).decryptString(text)).toBe('Bonjour')
    await store.drop()
  })

  it('reports an unreadable store as CORRUPT_DATABASE, and dropping it starts afresh', async () => {
    const store = new LocalKeyStore(`relais-vault-test-${randomId()}`)
    const identity = await identityFromMaterial(await generateIdentityMaterial('alice'))
    await store.save(identity)
    // Overwrite the record with something that is not an identity, as a broken upgrade would.
    await new Promise<void>((resolve, reject) => {
      const req = indexedDB.open(store.databaseName)
      req.onsuccess = () => {
        const tx = req.result.transaction('identities', 'readwrite')
        tx.objectStore('identities').put({ userId: 'alice', encryptionPrivateKey: 'garbage' }, 'alice')
        tx.oncomplete = () => {
          req.result.close()
          resolve()
        }
        tx.onerror = () => reject(tx.error)
      }
    })
    const error = await store.load('alice').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(CorruptDatabaseError)
    expect((error as CorruptDatabaseError).code).toBe('CORRUPT_DATABASE')
    expect(mustDropLocalStore(error)).toBe(true)

    await store.drop()
    expect(await store.load('alice')).toBeNull()
  })

  it('reports a database without the expected store as corrupt', async () => {
    const name = `relais-vault-test-${randomId()}`
    // A database of the same name and version created by something else, without our object store.
    await new Promise<void>((resolve) => {
      const req = indexedDB.open(name, 1)
      req.onupgradeneeded = () => req.result.createObjectStore('other')
      req.onsuccess = () => {
        req.result.close()
        resolve()
      }
    })
    await expect(new LocalKeyStore(name).load('alice')).rejects.toThrow(CorruptDatabaseError)
  })
})

describe('identity lifecycle', () => {
  it('refuses to work before an identity is open', async () => {
    const world = testWorld()
    const vault = world.newDevice('alice')
    await expect(vault.createSession()).rejects.toThrow(VaultNotInitializedError)
    await expect(vault.createSession()).rejects.toThrow('Vault not initialized')
    expect(await vault.openLocalIdentity('alice')).toBe(false)
  })

  it('detects a local identity that is not the published one (LOGIN_WRONG_SIGNING_PUBKEY_HASH)', async () => {
    const world = testWorld()
    const alice = await world.register('alice')
    // The directory now holds another identity for alice (registered again elsewhere).
    const other = await publicIdentityOf(await generateIdentityMaterial('alice'))
    world.directory.identities.set('alice', other)
    const reloaded = new Vault({ directory: world.directory, localStore: alice.localStore })
    const error = await reloaded.openLocalIdentity('alice').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(WrongSigningKeyHashError)
    expect((error as WrongSigningKeyHashError).message).toBe('LOGIN_WRONG_SIGNING_PUBKEY_HASH')
    expect(mustDropLocalStore(error)).toBe(true)
  })

  it('registering twice is the ignorable "Already registered"', async () => {
    const world = testWorld()
    await world.register('alice')
    const error = await world.register('alice').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AlreadyRegisteredError)
    expect((error as Error).message).toBe('Already registered')
    expect(isIgnorableVaultError(error)).toBe(true)
  })

  it('recovers on a new device with the code and both secrets, and reads the history', async () => {
    const world = testWorld()
    const alice = await world.register('alice')
    const bob = await world.register('bob')
    const session = await alice.createSession({ users: ['bob'] })
    const message = await session.encryptString('Rendez-vous mardi à 9 h')

    const laptop = world.newDevice('bob')
    expect(await laptop.openLocalIdentity('bob')).toBe(false)
    const request = { userId: 'bob', keyStore: world.keyStore, appServerShare: world.shares.get('bob')! }

    // A malformed code never reaches the key store; a wrong one is refused by it.
    await expect(laptop.recoverIdentity({ ...request, challenge: 'ABCD1234' })).rejects.toThrow(
      InvalidChallengeError,
    )
    await world.keyStore.sendChallenge('bob')
    await expect(laptop.recoverIdentity({ ...request, challenge: 'zzzzzzzz' })).rejects.toThrow(
      'Invalid challenge',
    )
    // The right code, but the server's share of another user: the backup does not open.
    await world.keyStore.sendChallenge('bob')
    await expect(
      laptop.recoverIdentity({
        ...request,
        appServerShare: world.shares.get('alice')!,
        challenge: world.keyStore.sentCodes.get('bob')!,
      }),
    ).rejects.toThrow(DecryptionError)

    await world.keyStore.sendChallenge('bob')
    await laptop.recoverIdentity({ ...request, challenge: world.keyStore.sentCodes.get('bob')! })
    expect(await (await laptop.retrieveSession(session.sessionId)).decryptString(message)).toBe(
      'Rendez-vous mardi à 9 h',
    )
    expect(await laptop.openLocalIdentity('bob')).toBe(true)
    expect(bob.userId).toBe('bob')
  })
})
