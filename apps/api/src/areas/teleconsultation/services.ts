// What the teleconsultation area's handlers and its room subscription use, built once per server.
import type { PaymentTerminal } from '../../adapters/payment/port.ts'
import type { PrescriptionSoftware } from '../../adapters/prescription/port.ts'
import type { RealtimeFanOut } from '../../adapters/realtime-fan-out/port.ts'
import type { AccountResolver } from '../../core/accounts/current-account.ts'
import type { ApiConfig } from '../../core/config.ts'
import { AccessPoliciesRepository } from '../access-policies/index.ts'
import { AppointmentsRepository } from '../appointments/index.ts'
import type { AreaContext } from '../area.ts'
import { DocumentsRepository } from '../documents/index.ts'
import { ObservationsRepository } from './observations-repository.ts'
import { PaymentsRepository } from './payments-repository.ts'
import { ReportsRepository } from './reports-repository.ts'

/** The repositories whose writes must stand or fall together, over one transaction. */
interface TeleconsultationTransaction {
  appointments: AppointmentsRepository
  observations: ObservationsRepository
  policies: AccessPoliciesRepository
  reports: ReportsRepository
}

export interface TeleconsultationServices {
  config: ApiConfig
  accounts: AccountResolver
  appointments: AppointmentsRepository
  documents: DocumentsRepository
  observations: ObservationsRepository
  payments: PaymentsRepository
  policies: AccessPoliciesRepository
  /** The payment terminal: the simulated one by default. */
  terminal: PaymentTerminal
  /** The prescription software: the local service in LOCAL/DEV, none in PROD. */
  prescriptions: PrescriptionSoftware | null
  fanOut: RealtimeFanOut
  transaction<T>(work: (tx: TeleconsultationTransaction) => Promise<T>): Promise<T>
}

export function teleconsultationServices({
  config,
  db,
  accounts,
  fanOut,
  payments,
  prescriptions,
}: AreaContext): TeleconsultationServices {
  return {
    config,
    accounts,
    appointments: new AppointmentsRepository(db),
    documents: new DocumentsRepository(db),
    observations: new ObservationsRepository(db),
    payments: new PaymentsRepository(db),
    policies: new AccessPoliciesRepository(db),
    terminal: payments,
    prescriptions,
    fanOut,
    transaction: (work) =>
      db.transaction().execute((trx) =>
        work({
          appointments: new AppointmentsRepository(trx),
          observations: new ObservationsRepository(trx),
          policies: new AccessPoliciesRepository(trx),
          reports: new ReportsRepository(trx),
        }),
      ),
  }
}
