// What the medical record's handlers use, built once per server, and who may use them: patients only.
import type { Request } from '@hapi/hapi'
import type { AccountResolver, CurrentAccount } from '../../core/accounts/current-account.ts'
import type { ApiConfig } from '../../core/config.ts'
import { forbidden } from '../../core/errors.ts'
import type { AreaContext } from '../area.ts'
import { MedicalRecordRepository } from './medical-record-repository.ts'

export interface MedicalRecordServices {
  config: ApiConfig
  accounts: AccountResolver
  records: MedicalRecordRepository
}

export function medicalRecordServices({ config, db, accounts }: AreaContext): MedicalRecordServices {
  return { config, accounts, records: new MedicalRecordRepository(db) }
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
