// What the care-requests area's handlers use, built once per server.
import type { BlobStorage } from '../../adapters/storage/port.ts'
import type { AccountResolver } from '../../core/accounts/current-account.ts'
import type { ApiConfig } from '../../core/config.ts'
import { AccessPoliciesRepository } from '../access-policies/index.ts'
import type { AreaContext } from '../area.ts'
import { OrganizationsRepository } from '../organizations/index.ts'
import { ServiceRequestsRepository } from './service-requests-repository.ts'

export interface CareRequestsServices {
  config: ApiConfig
  accounts: AccountResolver
  requests: ServiceRequestsRepository
  organizations: OrganizationsRepository
  policies: AccessPoliciesRepository
  storage: BlobStorage
}

export function careRequestsServices({ config, db, accounts, storage }: AreaContext): CareRequestsServices {
  return {
    config,
    accounts,
    requests: new ServiceRequestsRepository(db),
    organizations: new OrganizationsRepository(db),
    policies: new AccessPoliciesRepository(db),
    storage,
  }
}
