// The services the vault needs, over one API client: the embedded vault's key directory and key store,
// and where Seald is configured, the application server's side of Seald. The unlock dialog asks for
// its code and the application server's share through `challenges` and `appServerShare`, which point
// at whichever the configured vault uses.
import type { ApiClient } from '@relais/api-client'
import type { SealdVaultConfig } from '../config/AppConfig.tsx'
import { HttpKeyDirectory } from './http-key-directory.ts'
import {
  HttpAppServerShareSource,
  HttpKeyStoreService,
  type ChallengeOptions,
  type ChallengeSent,
} from './http-key-store.ts'
import { HttpSealdAppServer } from './http-seald-app-server.ts'

/** Sends the unlock dialog's 8-character code and says where it went. */
interface ChallengeSender {
  requestChallenge(userId: string, options: ChallengeOptions): Promise<ChallengeSent>
}

/** The application server's share of the signed-in user's backup key. */
interface AppServerShareSource {
  getShare(userId?: string): Promise<string>
}

/** Seald as this deployment configures it, and the application server's side of it. */
interface SealdPorts {
  config: SealdVaultConfig
  appServer: HttpSealdAppServer
}

export interface VaultPorts {
  directory: HttpKeyDirectory
  keyStore: HttpKeyStoreService
  /** The key store's codes, or with Seald SSKS's challenges (the API opens the session). */
  challenges: ChallengeSender
  /** GET /keys/backup-share, or with Seald its `twoManRuleKey`. */
  appServerShare: AppServerShareSource
  /** null for the embedded vault. */
  seald: SealdPorts | null
}

export function createVaultPorts(client: ApiClient, sealdConfig?: SealdVaultConfig): VaultPorts {
  const directory = new HttpKeyDirectory(client)
  const keyStore = new HttpKeyStoreService(client)
  if (!sealdConfig) {
    return {
      directory,
      keyStore,
      challenges: keyStore,
      appServerShare: new HttpAppServerShareSource(client),
      seald: null,
    }
  }
  const appServer = new HttpSealdAppServer(client)
  return {
    directory,
    keyStore,
    challenges: appServer,
    appServerShare: appServer,
    seald: { config: sealdConfig, appServer },
  }
}
