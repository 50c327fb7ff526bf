// What the admin area's handlers use, built once per server.
import type { Directories } from '../../adapters/directory/ports.ts'
import type { AccountResolver } from '../../core/accounts/current-account.ts'
import type { ApiConfig } from '../../core/config.ts'
import type { AreaContext } from '../area.ts'
import { AdministratorsRepository } from './administrators-repository.ts'
import { ImpersonationsRepository } from './impersonations-repository.ts'
import { PendingAccountsRepository } from './pending-accounts-repository.ts'

export interface AdminServices {
  config: ApiConfig
  accounts: AccountResolver
  pending: PendingAccountsRepository
  impersonations: ImpersonationsRepository
  administrators: AdministratorsRepository
  /** The FINESS and SIRET directories a reviewer's checks ask. */
  directories: Directories
}

export function adminServices({ config, db, accounts, directories }: AreaContext): AdminServices {
  return {
    config,
    accounts,
    pending: new PendingAccountsRepository(db),
    impersonations: new ImpersonationsRepository(db),
    administrators: new AdministratorsRepository(db),
    directories,
  }
}
