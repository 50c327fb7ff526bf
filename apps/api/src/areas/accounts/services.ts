// What the accounts area's handlers use, built once per server.
import type { AccountResolver } from '../../core/accounts/current-account.ts'
import type { ApiConfig } from '../../core/config.ts'
import type { RateLimiter } from '../../core/limits/rate-limiter.ts'
import { AdministratorsRepository } from '../admin/index.ts'
import type { AreaContext } from '../area.ts'
import { joinInvitedOrganizations } from '../organizations/index.ts'
import { IdentifierChanges } from './identifier-changes.ts'
import { IdentifierChangesRepository } from './identifier-changes-repository.ts'
import { UsersRepository } from './users-repository.ts'

export interface AccountsServices {
  config: ApiConfig
  users: UsersRepository
  accounts: AccountResolver
  /** The admin area's grants: the first administrators (ADMIN_EMAILS) are granted once proven. */
  administrators: AdministratorsRepository
  identifierChanges: IdentifierChanges
  rateLimiter: RateLimiter
  /** A new practitioner joins the structures that invited their proven email (the organizations area). */
  joinInvitedOrganizations: (account: Parameters<typeof joinInvitedOrganizations>[1]) => Promise<string[]>
}

export function accountsServices(context: AreaContext): AccountsServices {
  const { config, db, accounts, rateLimiter, delivery } = context
  const users = new UsersRepository(db)
  const administrators = new AdministratorsRepository(db)
  return {
    config,
    users,
    accounts,
    administrators,
    rateLimiter,
    joinInvitedOrganizations: (account) => joinInvitedOrganizations(db, account),
    identifierChanges: new IdentifierChanges({
      config,
      repository: new IdentifierChangesRepository(db),
      users,
      administrators,
      rateLimiter,
      delivery,
    }),
  }
}
