// What the seald area's handlers use, built once per server: its repository, the organizations area's
// members (for `organization:{id}` names), the rate limiter, and SSKS's back-end route when Seald is
// configured.
import { FetchSsksBackend } from '../../adapters/seald/fetch-ssks-backend.ts'
import type { SsksBackend } from '../../adapters/seald/port.ts'
import type { AccountResolver } from '../../core/accounts/current-account.ts'
import type { ApiConfig, SealdConfig } from '../../core/config.ts'
import type { RateLimiter } from '../../core/limits/rate-limiter.ts'
import type { AreaContext } from '../area.ts'
import { OrganizationsRepository } from '../organizations/index.ts'
import { SealdRepository } from './seald-repository.ts'

/** A call to SSKS that takes longer is given up: the unlock dialog offers to ask again. */
const SSKS_TIMEOUT_MS = 10_000

/** The Seald deployment and SSKS's route, present together. */
export interface SealdDeployment {
  settings: SealdConfig
  ssks: SsksBackend
}

export interface SealdServices {
  config: ApiConfig
  accounts: AccountResolver
  repository: SealdRepository
  organizations: OrganizationsRepository
  rateLimiter: RateLimiter
  /** null for the embedded vault: every operation then answers 404. */
  deployment: SealdDeployment | null
}

export function sealdServices({ config, db, accounts, rateLimiter }: AreaContext): SealdServices {
  const settings = config.seald
  return {
    config,
    accounts,
    repository: new SealdRepository(db),
    organizations: new OrganizationsRepository(db),
    rateLimiter,
    deployment: settings && {
      settings,
      ssks: new FetchSsksBackend({
        keyStorageUrl: settings.keyStorageUrl,
        appId: settings.appId,
        appKey: settings.ssksAppKey,
        timeoutMs: SSKS_TIMEOUT_MS,
      }),
    },
  }
}
