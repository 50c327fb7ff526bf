// What the reports area's handlers use, built once per server.
import type { Kysely } from 'kysely'
import type { Request } from '@hapi/hapi'
import type { AccountResolver } from '../../core/accounts/current-account.ts'
import type { ApiConfig } from '../../core/config.ts'
import { notFound } from '../../core/errors.ts'
import { AccessPoliciesRepository, type MedicalFileGrant } from '../access-policies/index.ts'
import { AppointmentsRepository } from '../appointments/index.ts'
import type { AreaContext } from '../area.ts'
import type { DB } from '../database.ts'
import { SchedulesRepository } from '../schedules/index.ts'
import { ConsultationReportsRepository } from './consultation-reports-repository.ts'

/** The repositories whose writes must stand or fall together, over one transaction. */
interface ReportsTransaction {
  appointments: AppointmentsRepository
  schedules: SchedulesRepository
  policies: AccessPoliciesRepository
}

export interface ReportsServices {
  config: ApiConfig
  accounts: AccountResolver
  reports: ConsultationReportsRepository
  policies: AccessPoliciesRepository
  transaction<T>(work: (tx: ReportsTransaction) => Promise<T>): Promise<T>
}

export function reportsServices({ config, db, accounts }: AreaContext): ReportsServices {
  return {
    config,
    accounts,
    reports: new ConsultationReportsRepository(db),
    policies: new AccessPoliciesRepository(db),
    transaction: (work) =>
      db.transaction().execute((trx: Kysely<DB>) =>
        work({
          appointments: new AppointmentsRepository(trx),
          schedules: new SchedulesRepository(trx),
          policies: new AccessPoliciesRepository(trx),
        }),
      ),
  }
}

/** How the caller reaches a patient's reports: as that patient, or through a grant in force. */
export type ReportsReader = { userId: string; grant: MedicalFileGrant | null }

/**
 * The caller's access to `patientId`'s reports: the patient herself, or a holder of an accepted
 * medical-file grant (their own or a structure's they belong to). Anyone else gets 404, as for no
 * patient: a pending, refused or revoked request gives nothing.
 */
export async function reportsReader(
  request: Request,
  application: string,
  patientId: string,
  { accounts, config, policies }: ReportsServices,
): Promise<ReportsReader> {
  const { user } = await accounts.account(request)
  if (user.id === patientId && user.userType === 'patient') return { userId: user.id, grant: null }
  const grant = await policies.medicalFileGrant(application, patientId, user.id, config.now())
  if (!grant) throw notFound('Patient introuvable')
  return { userId: user.id, grant }
}
