// What the appointments area's handlers use, built once per server.
import type { Kysely } from 'kysely'
import type { AccountResolver } from '../../core/accounts/current-account.ts'
import type { ApiConfig } from '../../core/config.ts'
import { AccessPoliciesRepository } from '../access-policies/index.ts'
import type { AreaContext } from '../area.ts'
import type { DB } from '../database.ts'
import { CalendarAccess, SchedulesRepository } from '../schedules/index.ts'
import { AppointmentsRepository } from './appointments-repository.ts'

/** The repositories a booking works with, over one transaction. */
interface BookingTransaction {
  appointments: AppointmentsRepository
  schedules: SchedulesRepository
}

export interface AppointmentsServices {
  config: ApiConfig
  accounts: AccountResolver
  appointments: AppointmentsRepository
  schedules: SchedulesRepository
  calendars: CalendarAccess
  policies: AccessPoliciesRepository
  transaction<T>(work: (tx: BookingTransaction) => Promise<T>): Promise<T>
}

export function appointmentsServices({ config, db, accounts }: AreaContext): AppointmentsServices {
  const schedules = new SchedulesRepository(db)
  const policies = new AccessPoliciesRepository(db)
  return {
    config,
    accounts,
    appointments: new AppointmentsRepository(db),
    schedules,
    calendars: new CalendarAccess(schedules, policies, config.now),
    policies,
    transaction: (work) =>
      db
        .transaction()
        .execute((trx: Kysely<DB>) =>
          work({ appointments: new AppointmentsRepository(trx), schedules: new SchedulesRepository(trx) }),
        ),
  }
}
