// The medical record's migrations. Frozen: a change is a new, later-dated file (its envelope column came
// with the messaging area's 2026-11-26_encrypted-envelopes).
import type { Migrations } from '../../../core/database/migrate.ts'
import * as medicalRecord from './2026-11-23_medical-record.ts'

export const migrations: Migrations = {
  '2026-11-23_medical-record': medicalRecord,
}
