// What the patients area's handlers use, built once per server.
import type { AccountResolver } from '../../core/accounts/current-account.ts'
import type { ApiConfig } from '../../core/config.ts'
import type { RateLimiter } from '../../core/limits/rate-limiter.ts'
import { AccessPoliciesRepository } from '../access-policies/index.ts'
import { accountsServices, type AccountsServices } from '../accounts/index.ts'
import type { AreaContext } from '../area.ts'
import { MedicalRecordRepository } from '../medical-record/index.ts'
import { notificationSender, type NotificationSender } from '../notifications/index.ts'
import { PatientsRepository } from './patients-repository.ts'

/** The repositories whose writes must stand or fall together, over one transaction. */
interface PatientsTransaction {
  patients: PatientsRepository
  policies: AccessPoliciesRepository
}

export interface PatientsServices {
  config: ApiConfig
  accounts: AccountResolver
  patients: PatientsRepository
  policies: AccessPoliciesRepository
  records: MedicalRecordRepository
  rateLimiter: RateLimiter
  notifications: NotificationSender
  /** Registration's identifier conflicts, answered as registration answers them. */
  registration: AccountsServices
  transaction<T>(work: (tx: PatientsTransaction) => Promise<T>): Promise<T>
}

export function patientsServices(context: AreaContext): PatientsServices {
  const { config, db, accounts, rateLimiter } = context
  return {
    config,
    accounts,
    patients: new PatientsRepository(db),
    policies: new AccessPoliciesRepository(db),
    records: new MedicalRecordRepository(db),
    rateLimiter,
    notifications: notificationSender(context),
    registration: accountsServices(context),
    transaction: (work) =>
      db
        .transaction()
        .execute((trx) =>
          work({ patients: new PatientsRepository(trx), policies: new AccessPoliciesRepository(trx) }),
        ),
  }
}
