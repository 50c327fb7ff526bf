// Shared set-up of the vault's browser tests: registered users on one in-memory directory, each with
// its own IndexedDB database so tests never see each other's keys.
import { generateSecret } from './backup.ts'
import { randomId } from './encoding.ts'
import { FileCipher } from './file-cipher.ts'
import { MemoryKeyDirectory } from './memory-key-directory.ts'
import { MemoryKeyStoreService } from './key-store-service.ts'
import { LocalKeyStore } from './local-key-store.ts'
import { Vault } from './vault.ts'

export interface TestWorld {
  directory: MemoryKeyDirectory
  keyStore: MemoryKeyStoreService
  /** The application server's share per user. */
  shares: Map<string, string>
  register(userId: string): Promise<Vault>
  /** A second device of an existing user: empty local store. */
  newDevice(userId: string): Vault
}

export function testWorld(): TestWorld {
  const directory = new MemoryKeyDirectory()
  const keyStore = new MemoryKeyStoreService()
  const shares = new Map<string, string>()
  const vaults: Vault[] = []
  const newDevice = (_userId: string) => {
    const vault = new Vault({
      directory,
      localStore: new LocalKeyStore(`relais-vault-test-${randomId()}`),
      fileCipher: new FileCipher({ inWorker: false }),
    })
    vaults.push(vault)
    return vault
  }
  return {
    directory,
    keyStore,
    shares,
    newDevice,
    async register(userId) {
      const vault = newDevice(userId)
      const appServerShare = generateSecret()
      shares.set(userId, appServerShare)
      await keyStore.sendChallenge(userId)
      await vault.registerIdentity({
        userId,
        challenge: keyStore.sentCodes.get(userId)!,
        keyStore,
        appServerShare,
      })
      return vault
    },
  }
}
