// The vault's contract against Seald, with a Seald test team's credentials only: this project's CI has
// none, so it is reported skipped there. The tests run in Chromium, where Vite hands the page only the
// environment variables prefixed VITE_, hence the names:
//   VITE_SEALD_APP_ID, VITE_SEALD_API_URL, VITE_SEALD_KEY_STORAGE_URL   the team's ids and servers
//   VITE_SEALD_JWT_SECRET_ID, VITE_SEALD_JWT_SECRET                    to mint signup JWTs
//   VITE_SEALD_SSKS_APP_KEY                                            SSKS's back-end API key
//   VITE_SEALD_SSKS_TEST_CHALLENGE   the fixed challenge a Seald test team can have SSKS send instead of
//                                    a random one: the suite cannot read the emails
// Use a test team: the suite creates identities and groups there and leaves them. The app server of
// these tests calls SSKS's back-end route from the browser; should SSKS refuse that origin (CORS), that
// call has to move to a Node process (vitest's browser commands).
import { describe } from 'vitest'
import { randomBytes } from '../encoding.ts'
import { FileCipher } from '../file-cipher.ts'
import { MemoryKeyStoreService } from '../key-store-service.ts'
import type { VaultPort } from '../port.ts'
import { describeVaultContract, type VaultContractWorld } from '../contract/vault-contract.ts'
import { MemorySealdAppServer } from './memory-app-server.ts'

interface SealdTestCredentials {
  appId: string
  apiURL: string
  keyStorageURL: string
  jwtSecretId: string
  jwtSecret: string
  ssksAppKey: string
  ssksTestChallenge: string
}

function sealdTestCredentials(): SealdTestCredentials | null {
  const env = import.meta.env as Record<string, string | undefined>
  const credentials = {
    appId: env.VITE_SEALD_APP_ID,
    apiURL: env.VITE_SEALD_API_URL,
    keyStorageURL: env.VITE_SEALD_KEY_STORAGE_URL,
    jwtSecretId: env.VITE_SEALD_JWT_SECRET_ID,
    jwtSecret: env.VITE_SEALD_JWT_SECRET,
    ssksAppKey: env.VITE_SEALD_SSKS_APP_KEY,
    ssksTestChallenge: env.VITE_SEALD_SSKS_TEST_CHALLENGE,
  }
  const complete = Object.values(credentials).every((value) => typeof value === 'string' && value !== '')
  return complete ? (credentials as SealdTestCredentials) : null
}

const credentials = sealdTestCredentials()

/** Seald's team keeps every identity: ids are new in every run. Hex, to suit any connector's rules. */
const freshId = (label: string) =>
  `${label}-${[...randomBytes(8)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`

async function sealdWorld(): Promise<VaultContractWorld> {
  if (!credentials) throw new Error('No Seald credentials')
  // Loaded here, so that a run without credentials never loads the SDK.
  const { SealdVault } = await import('./seald-vault.ts')
  const { appId, apiURL, keyStorageURL, ssksTestChallenge } = credentials
  const appServer = new MemorySealdAppServer(credentials)
  const prefixes = new WeakMap<VaultPort, string>()
  const device = (databasePathPrefix: string) => {
    const vault = new SealdVault({
      appId,
      apiURL,
      keyStorageURL,
      appServer,
      databasePathPrefix,
      fileCipher: new FileCipher({ inWorker: false }),
    })
    prefixes.set(vault, databasePathPrefix)
    return vault
  }
  return {
    newUserId: freshId,
    newDevice: () => device(freshId('relais-seald-contract')),
    reload(vault) {
      const prefix = prefixes.get(vault)
      if (!prefix) throw new Error('Not a device of this world')
      return device(prefix)
    },
    async twoPersonRule(userId) {
      await appServer.sendChallenge(userId)
      return {
        userId,
        challenge: ssksTestChallenge,
        // The port's request carries the application's key store; SealdVault uses SSKS instead.
        keyStore: new MemoryKeyStoreService(),
        appServerShare: appServer.backupShareOf(userId),
      }
    },
    claimKeyStore: new MemoryKeyStoreService(),
  }
}

describe.skipIf(credentials === null)('Seald (with VITE_SEALD_* credentials)', () => {
  describeVaultContract({
    name: 'Seald adapter',
    capabilities: { rotatesKeysOnRevocation: false, keyClaims: false },
    world: sealdWorld,
    // Seald creates 4096-bit RSA keys for every identity and group, in the page.
    timeout: 300_000,
  })
})
