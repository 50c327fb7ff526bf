// What the documents area's handlers use, built once per server.
import type { Request } from '@hapi/hapi'
import type { BlobStorage } from '../../adapters/storage/port.ts'
import type { AccountResolver } from '../../core/accounts/current-account.ts'
import type { ApiConfig } from '../../core/config.ts'
import { notFound } from '../../core/errors.ts'
import { AccessPoliciesRepository } from '../access-policies/index.ts'
import { AppointmentsRepository } from '../appointments/index.ts'
import type { AreaContext } from '../area.ts'
import { DocumentsRepository } from './documents-repository.ts'

/** The repositories whose writes must stand or fall together, over one transaction. */
interface DocumentsTransaction {
  documents: DocumentsRepository
  policies: AccessPoliciesRepository
}

export interface DocumentsServices {
  config: ApiConfig
  accounts: AccountResolver
  /** The appointment a document is said to belong to: whose it is, and who took part in it. */
  appointments: AppointmentsRepository
  documents: DocumentsRepository
  policies: AccessPoliciesRepository
  storage: BlobStorage
  transaction<T>(work: (tx: DocumentsTransaction) => Promise<T>): Promise<T>
}

export function documentsServices(context: AreaContext): DocumentsServices {
  const { config, db, accounts, storage } = context
  return {
    config,
    accounts,
    appointments: new AppointmentsRepository(db),
    documents: new DocumentsRepository(db),
    policies: new AccessPoliciesRepository(db),
    storage,
    transaction: (work) =>
      db
        .transaction()
        .execute((trx) =>
          work({ documents: new DocumentsRepository(trx), policies: new AccessPoliciesRepository(trx) }),
        ),
  }
}

type Grant = NonNullable<Awaited<ReturnType<AccessPoliciesRepository['medicalFileGrant']>>>

/** How the caller reaches a patient's documents: as that patient, or through a grant in force. */
export type DocumentsReader = { userId: string; grant: null } | { userId: string; grant: Grant }

/**
 * The caller's access to `patientId`'s documents: the patient themselves, or a holder of an accepted
 * medical-file grant (their own or a structure's they belong to). Anyone else gets 404, as for no
 * patient: a pending, refused or revoked request gives nothing.
 */
export async function documentsReader(
  request: Request,
  application: string,
  patientId: string,
  { accounts, config, policies }: DocumentsServices,
): Promise<DocumentsReader> {
  const { user } = await accounts.account(request)
  if (user.id === patientId && user.userType === 'patient') return { userId: user.id, grant: null }
  const grant = await policies.medicalFileGrant(application, patientId, user.id, config.now())
  if (!grant) throw notFound('Patient introuvable')
  return { userId: user.id, grant }
}
