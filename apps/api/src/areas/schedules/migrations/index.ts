// The schedules area's migrations. Frozen: a change is a new, later-dated file.
import type { Migrations } from '../../../core/database/migrate.ts'
import * as schedules from './2026-11-30_schedules.ts'
import * as practiceLocations from './2026-12-02_practice-locations.ts'

export const migrations: Migrations = {
  '2026-11-30_schedules': schedules,
  '2026-12-02_practice-locations': practiceLocations,
}
