// The appointments area's migrations. Frozen: a change is a new, later-dated file. They come after the
// schedules area's, whose rows a booking locks.
import type { Migrations } from '../../../core/database/migrate.ts'
import * as appointments from './2026-12-01_appointments.ts'

export const migrations: Migrations = {
  '2026-12-01_appointments': appointments,
}
