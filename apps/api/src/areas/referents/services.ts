// What the referents area's handlers use, built once per server, and who may read a patient's referent.
import type { Request } from '@hapi/hapi'
import type { AccountResolver } from '../../core/accounts/current-account.ts'
import type { ApiConfig } from '../../core/config.ts'
import { notFound } from '../../core/errors.ts'
import { AccessPoliciesRepository } from '../access-policies/index.ts'
import type { AreaContext } from '../area.ts'
import { ReferentsRepository } from './referents-repository.ts'

/** The repositories whose writes must stand or fall together, over one transaction. */
interface ReferentsTransaction {
  referents: ReferentsRepository
  policies: AccessPoliciesRepository
}

export interface ReferentsServices {
  config: ApiConfig
  accounts: AccountResolver
  referents: ReferentsRepository
  policies: AccessPoliciesRepository
  transaction<T>(work: (tx: ReferentsTransaction) => Promise<T>): Promise<T>
}

export function referentsServices({ config, db, accounts }: AreaContext): ReferentsServices {
  return {
    config,
    accounts,
    referents: new ReferentsRepository(db),
    policies: new AccessPoliciesRepository(db),
    transaction: (work) =>
      db
        .transaction()
        .execute((trx) =>
          work({ referents: new ReferentsRepository(trx), policies: new AccessPoliciesRepository(trx) }),
        ),
  }
}

/**
 * Lets through the patient herself, or a holder of an accepted medical-file grant on her (their own or
 * a structure's they belong to). Anyone else gets 404, as for no patient: a pending, refused or revoked
 * request gives nothing.
 */
export async function checkReferentReader(
  request: Request,
  application: string,
  patientId: string,
  { accounts, config, policies }: ReferentsServices,
): Promise<void> {
  const { user } = await accounts.account(request)
  if (user.id === patientId && user.userType === 'patient') return
  const grant = await policies.medicalFileGrant(application, patientId, user.id, config.now())
  if (!grant) throw notFound('Patient introuvable')
}
