// The notifications' migrations. Frozen: a change is a new, later-dated file.
import type { Migrations } from '../../../core/database/migrate.ts'
import * as notifications from './2026-11-27_notifications.ts'

export const migrations: Migrations = {
  '2026-11-27_notifications': notifications,
}
