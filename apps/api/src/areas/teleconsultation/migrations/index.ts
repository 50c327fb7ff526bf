// The teleconsultation area's migrations. Frozen: a change is a new, later-dated file.
import type { Migrations } from '../../../core/database/migrate.ts'
import * as appointmentObservations from './2026-12-04_appointment-observations.ts'
import * as appointmentReports from './2026-12-05_appointment-reports.ts'
import * as appointmentPayments from './2026-12-06_appointment-payments.ts'

export const migrations: Migrations = {
  '2026-12-04_appointment-observations': appointmentObservations,
  '2026-12-05_appointment-reports': appointmentReports,
  '2026-12-06_appointment-payments': appointmentPayments,
}
