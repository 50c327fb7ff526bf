// What the teleconsultation area's handlers and its room subscription use, built once per server.
import type { RealtimeFanOut } from '../../adapters/realtime-fan-out/port.ts'
import type { AccountResolver } from '../../core/accounts/current-account.ts'
import type { ApiConfig } from '../../core/config.ts'
import { AppointmentsRepository } from '../appointments/index.ts'
import type { AreaContext } from '../area.ts'

export interface TeleconsultationServices {
  config: ApiConfig
  accounts: AccountResolver
  appointments: AppointmentsRepository
  fanOut: RealtimeFanOut
}

export function teleconsultationServices({
  config,
  db,
  accounts,
  fanOut,
}: AreaContext): TeleconsultationServices {
  return { config, accounts, appointments: new AppointmentsRepository(db), fanOut }
}
