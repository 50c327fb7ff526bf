// The seald area's migrations. Frozen: a change is a new, later-dated file.
import type { Migrations } from '../../../core/database/migrate.ts'
import * as seald from './2026-11-30_seald.ts'

export const migrations: Migrations = {
  '2026-11-30_seald': seald,
}
