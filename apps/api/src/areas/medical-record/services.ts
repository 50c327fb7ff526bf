// What the medical record's handlers use, built once per server, and who may use them: the patient on
// her own route; the patient or a holder of a medical-file grant on the patient's.
import type { Request } from '@hapi/hapi'
import type { AccountResolver, CurrentAccount } from '../../core/accounts/current-account.ts'
import type { ApiConfig } from '../../core/config.ts'
import { forbidden, notFound } from '../../core/errors.ts'
import { AccessPoliciesRepository } from '../access-policies/index.ts'
import type { AreaContext } from '../area.ts'
import { MedicalRecordRepository } from './medical-record-repository.ts'

/** The repositories whose writes must stand or fall together, over one transaction. */
interface MedicalRecordTransaction {
  records: MedicalRecordRepository
  policies: AccessPoliciesRepository
}

export interface MedicalRecordServices {
  config: ApiConfig
  accounts: AccountResolver
  records: MedicalRecordRepository
  policies: AccessPoliciesRepository
  transaction<T>(work: (tx: MedicalRecordTransaction) => Promise<T>): Promise<T>
}

export function medicalRecordServices({ config, db, accounts }: AreaContext): MedicalRecordServices {
  return {
    config,
    accounts,
    records: new MedicalRecordRepository(db),
    policies: new AccessPoliciesRepository(db),
    transaction: (work) =>
      db
        .transaction()
        .execute((trx) =>
          work({ records: new MedicalRecordRepository(trx), policies: new AccessPoliciesRepository(trx) }),
        ),
  }
}

/** The caller's account when it is a patient's; 403 for any other account. */
export async function patient(
  request: Request,
  { accounts }: MedicalRecordServices,
): Promise<CurrentAccount> {
  const account = await accounts.account(request)
  if (account.user.userType !== 'patient') throw forbidden('Réservé aux patients')
  return account
}

type Grant = NonNullable<Awaited<ReturnType<AccessPoliciesRepository['medicalFileGrant']>>>

/** How the caller reaches a patient's record: as that patient, or through a grant in force. */
export type MedicalRecordWriter = { userId: string; grant: null } | { userId: string; grant: Grant }

/**
 * The caller's right to write `patientId`'s record: the patient herself, or a holder of an accepted
 * medical-file grant (their own or a structure's they belong to). Anyone else gets 404, as for no
 * patient: a pending, refused or revoked request gives nothing, and another patient learns nothing.
 */
export async function medicalRecordWriter(
  request: Request,
  application: string,
  patientId: string,
  { accounts, config, policies }: MedicalRecordServices,
): Promise<MedicalRecordWriter> {
  const { user } = await accounts.account(request)
  if (user.id === patientId && user.userType === 'patient') return { userId: user.id, grant: null }
  const grant = await policies.medicalFileGrant(application, patientId, user.id, config.now())
  if (!grant) throw notFound('Patient introuvable')
  return { userId: user.id, grant }
}
