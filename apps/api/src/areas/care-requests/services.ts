// What the care-requests area's handlers use, built once per server.
import type { BlobStorage } from '../../adapters/storage/port.ts'
import type { AccountResolver } from '../../core/accounts/current-account.ts'
import type { ApiConfig } from '../../core/config.ts'
import { AccessPoliciesRepository } from '../access-policies/index.ts'
import type { AreaContext } from '../area.ts'
import { notificationSender, type NotificationSender } from '../notifications/index.ts'
import { OrganizationsRepository } from '../organizations/index.ts'
import { SchedulesRepository } from '../schedules/index.ts'
import { CandidatesRepository } from './candidates-repository.ts'
import { DispatchBoardRepository } from './dispatch-board-repository.ts'
import { ServiceRequestDispatchesRepository } from './dispatches-repository.ts'
import { ServiceRequestsRepository } from './service-requests-repository.ts'

export interface CareRequestsServices {
  config: ApiConfig
  accounts: AccountResolver
  requests: ServiceRequestsRepository
  dispatches: ServiceRequestDispatchesRepository
  candidates: CandidatesRepository
  board: DispatchBoardRepository
  schedules: SchedulesRepository
  organizations: OrganizationsRepository
  policies: AccessPoliciesRepository
  notifications: NotificationSender
  storage: BlobStorage
}

export function careRequestsServices(context: AreaContext): CareRequestsServices {
  const { config, db, accounts, storage } = context
  return {
    config,
    accounts,
    requests: new ServiceRequestsRepository(db),
    dispatches: new ServiceRequestDispatchesRepository(db),
    candidates: new CandidatesRepository(db),
    board: new DispatchBoardRepository(db),
    schedules: new SchedulesRepository(db),
    organizations: new OrganizationsRepository(db),
    policies: new AccessPoliciesRepository(db),
    notifications: notificationSender(context),
    storage,
  }
}
