// What the auth area's handlers use, built once per server: its repositories, core's sessions, accounts
// and rate limiter, the delivery port, the Pro Santé Connect client (null when none is configured), and
// the refusals administration decided, which a sign-in tells.
import type { Kysely } from 'kysely'
import type { DeliveryPort } from '../../adapters/delivery/port.ts'
import type { PscOidcClient } from '../../adapters/pro-sante-connect/oidc-client.ts'
import type { AccountResolver } from '../../core/accounts/current-account.ts'
import type { ApiConfig } from '../../core/config.ts'
import type { RateLimiter } from '../../core/limits/rate-limiter.ts'
import type { SessionService } from '../../core/sessions/session-service.ts'
import { AccountRefusalsRepository } from '../admin/index.ts'
import type { AreaContext } from '../area.ts'
import type { DB } from '../database.ts'
import { CodesRepository } from './codes-repository.ts'
import { PscRepository } from './psc-repository.ts'

export interface AuthServices {
  config: ApiConfig
  db: Kysely<DB>
  codes: CodesRepository
  psc: PscRepository
  sessions: SessionService
  accounts: AccountResolver
  rateLimiter: RateLimiter
  delivery: DeliveryPort
  oidc: PscOidcClient | null
  refusals: AccountRefusalsRepository
}

export function authServices(context: AreaContext, oidc: PscOidcClient | null): AuthServices {
  const { config, db, sessions, accounts, rateLimiter, delivery } = context
  return {
    config,
    db,
    codes: new CodesRepository(db),
    psc: new PscRepository(db),
    sessions,
    accounts,
    rateLimiter,
    delivery,
    oidc,
    refusals: new AccountRefusalsRepository(db),
  }
}
