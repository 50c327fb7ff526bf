// What the organizations area's handlers use, built once per server.
import type { AccountResolver } from '../../core/accounts/current-account.ts'
import type { AreaContext } from '../area.ts'
import { OrganizationsRepository } from './organizations-repository.ts'

export interface OrganizationsServices {
  accounts: AccountResolver
  organizations: OrganizationsRepository
}

export function organizationsServices({ db, accounts }: AreaContext): OrganizationsServices {
  return { accounts, organizations: new OrganizationsRepository(db) }
}
