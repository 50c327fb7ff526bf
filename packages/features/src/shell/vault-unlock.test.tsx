import { beforeEach, describe, expect, it, vi } from 'vitest'
import { accountUser, impersonatedUser } from '@relais/api-client/msw'
import {
  generateSecret,
  LocalKeyStore,
  MemoryKeyDirectory,
  MemoryKeyStoreService,
  Vault,
  type KeyDirectory,
} from '@relais/vault'
import { SealdVault, type SealdAppServer } from '@relais/vault/seald'
import { createVault, openVault, unlockTargetOf } from './vault-unlock.ts'

const KEY_STORE = 'relais-vault-open-test'
const user = accountUser('midwife')

function deleteKeyStore() {
  return new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(KEY_STORE)
    request.onsuccess = request.onerror = request.onblocked = () => resolve()
  })
}

/** Registers `user` on this device (as a first unlock would) against an in-memory directory. */
async function registeredOnThisDevice(directory: MemoryKeyDirectory) {
  const keyStore = new MemoryKeyStoreService()
  await keyStore.sendChallenge(user.id)
  const vault = new Vault({ directory, localStore: new LocalKeyStore(KEY_STORE) })
  await vault.registerIdentity({
    userId: user.id,
    challenge: keyStore.sentCodes.get(user.id)!,
    keyStore,
    appServerShare: generateSecret(),
  })
}

describe('opening the vault as the shell starts', () => {
  beforeEach(deleteKeyStore)

  it('gives an administrator impersonating the user no vault, without asking the directory', async () => {
    const directory = { getIdentity: vi.fn() } as unknown as KeyDirectory
    const state = await openVault(impersonatedUser(), { directory })
    expect(state).toEqual({ status: 'unlocked', vault: null })
    expect(directory.getIdentity).not.toHaveBeenCalled()
  })

  it('opens the identity already on this device: no code', async () => {
    const directory = new MemoryKeyDirectory()
    await registeredOnThisDevice(directory)
    const state = await openVault(user, { directory, localStore: new LocalKeyStore(KEY_STORE) })
    expect(state.status).toBe('unlocked')
    expect(state.status === 'unlocked' && state.vault?.isReady).toBe(true)
  })

  it('asks for a code on a new device: registration without a published identity, retrieval with one', async () => {
    const directory = new MemoryKeyDirectory()
    const first = await openVault(user, { directory, localStore: new LocalKeyStore(KEY_STORE) })
    expect(first).toMatchObject({ status: 'needsCode', mode: 'register' })

    await registeredOnThisDevice(directory)
    await deleteKeyStore() // another device
    const next = await openVault(user, { directory, localStore: new LocalKeyStore(KEY_STORE) })
    expect(next).toMatchObject({ status: 'needsCode', mode: 'retrieve' })
  })

  it('drops a local store whose signing key is not the published one, and reloads', async () => {
    // The directory knows another identity for the user than the one this device kept.
    const elsewhere = new MemoryKeyDirectory()
    await registeredOnThisDevice(elsewhere)
    await registeredOnThisDevice(new MemoryKeyDirectory())
    const reload = vi.fn()
    const state = await openVault(user, {
      directory: elsewhere,
      localStore: new LocalKeyStore(KEY_STORE),
      reload,
    })
    expect(state).toEqual({ status: 'opening' })
    expect(reload).toHaveBeenCalledOnce()
    expect(await new LocalKeyStore(KEY_STORE).load(user.id)).toBeNull()
  })

  it('unlocks only active accounts with a type', () => {
    expect(unlockTargetOf(user)).toBe(user)
    expect(unlockTargetOf(accountUser('midwife', 'perinatal', { active: false }))).toBeUndefined()
    expect(unlockTargetOf(undefined)).toBeUndefined()
  })
})

describe('choosing the vault by configuration', () => {
  const seald = {
    config: {
      provider: 'seald' as const,
      appId: '00000000-0000-4000-8000-00000000a11d',
      apiUrl: 'https://api.seald.test',
      keyStorageUrl: 'https://ssks.seald.test',
    },
    databasePathPrefix: 'relais.perinatal.seald',
  }
  /** An application server whose every method is a spy: creating the vault must call none. */
  function idleAppServer() {
    const unexpected = () => Promise.reject(new Error('No call was expected'))
    const appServer = {
      signupJwt: vi.fn(unexpected),
      twoManRuleSession: vi.fn(unexpected),
      databaseKey: vi.fn(unexpected),
      identityCreated: vi.fn(unexpected),
      sealdIdOf: vi.fn(unexpected),
      userIdsOf: vi.fn(unexpected),
      groupIdByName: vi.fn(unexpected),
      groupNameById: vi.fn(unexpected),
      registerGroup: vi.fn(unexpected),
    } satisfies SealdAppServer
    const calls = () => Object.values(appServer).flatMap((method) => method.mock.calls)
    return { appServer, calls }
  }

  it('builds the embedded vault by default', async () => {
    const vault = await createVault({ directory: new MemoryKeyDirectory() })
    expect(vault).toBeInstanceOf(Vault)
    expect(vault.capabilities).toEqual({ rotatesKeysOnRevocation: true, keyClaims: true })
  })

  it('loads the Seald adapter where Seald is configured, without a call to any server yet', async () => {
    const directory = { getIdentity: vi.fn() } as unknown as KeyDirectory
    const { appServer, calls } = idleAppServer()
    const vault = await createVault({ directory, seald: { ...seald, appServer } })
    expect(vault).toBeInstanceOf(SealdVault)
    expect(vault.capabilities).toEqual({ rotatesKeysOnRevocation: false, keyClaims: false })
    expect(vault.isReady).toBe(false)
    expect(calls()).toEqual([])
    expect(directory.getIdentity).not.toHaveBeenCalled()
  })

  it('gives an impersonating administrator no vault, Seald configured or not', async () => {
    const { appServer, calls } = idleAppServer()
    const state = await openVault(impersonatedUser(), {
      directory: new MemoryKeyDirectory(),
      seald: { ...seald, appServer },
    })
    expect(state).toEqual({ status: 'unlocked', vault: null })
    expect(calls()).toEqual([])
  })
})
