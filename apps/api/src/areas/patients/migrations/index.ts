// The patients area's migrations. Frozen: a change is a new, later-dated file.
import type { Migrations } from '../../../core/database/migrate.ts'
import * as patients from './2026-11-27_patients.ts'

export const migrations: Migrations = {
  '2026-11-27_patients': patients,
}
