// The vault's contract against the embedded vault: the in-memory directory and key store of the other
// tests, one IndexedDB database per device.
import { generateSecret } from '../backup.ts'
import { randomId } from '../encoding.ts'
import { FileCipher } from '../file-cipher.ts'
import { LocalKeyStore } from '../local-key-store.ts'
import type { VaultPort } from '../port.ts'
import { testWorld } from '../test-support.ts'
import { Vault } from '../vault.ts'
import { describeVaultContract, type VaultContractWorld } from './vault-contract.ts'

function localWorld(): VaultContractWorld {
  const { directory, keyStore, shares } = testWorld()
  const databases = new WeakMap<VaultPort, string>()
  const device = (databaseName: string) => {
    const vault = new Vault({
      directory,
      localStore: new LocalKeyStore(databaseName),
      fileCipher: new FileCipher({ inWorker: false }),
    })
    databases.set(vault, databaseName)
    return vault
  }
  return {
    newUserId: (label) => `${label}-${randomId()}`,
    newDevice: () => device(`relais-vault-contract-${randomId()}`),
    reload(vault) {
      const databaseName = databases.get(vault)
      if (!databaseName) throw new Error('Not a device of this world')
      return device(databaseName)
    },
    async twoPersonRule(userId) {
      await keyStore.sendChallenge(userId)
      let appServerShare = shares.get(userId)
      if (!appServerShare) {
        appServerShare = generateSecret()
        shares.set(userId, appServerShare)
      }
      return { userId, challenge: keyStore.sentCodes.get(userId)!, keyStore, appServerShare }
    },
    claimKeyStore: keyStore,
  }
}

describeVaultContract({
  name: 'embedded vault',
  capabilities: { rotatesKeysOnRevocation: true, keyClaims: true },
  world: localWorld,
  timeout: 30_000,
})
