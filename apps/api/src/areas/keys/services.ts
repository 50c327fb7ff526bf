// What the keys area's handlers use, built once per server.
import type { AccountResolver } from '../../core/accounts/current-account.ts'
import type { ApiConfig } from '../../core/config.ts'
import type { AreaContext } from '../area.ts'
import { OrganizationsRepository } from '../organizations/index.ts'
import { KeyDirectoryRepository } from './key-directory-repository.ts'

export interface KeysServices {
  config: ApiConfig
  accounts: AccountResolver
  directory: KeyDirectoryRepository
  /** The organizations area's members: `organization:{id}` groups are theirs alone to create. */
  organizations: OrganizationsRepository
}

export function keysServices({ config, db, accounts }: AreaContext): KeysServices {
  return {
    config,
    accounts,
    directory: new KeyDirectoryRepository(db),
    organizations: new OrganizationsRepository(db),
  }
}
