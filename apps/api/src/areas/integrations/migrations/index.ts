// The integrations area's migrations. Frozen: a change is a new, later-dated file.
import type { Migrations } from '../../../core/database/migrate.ts'
import * as authorizationCodes from './2026-12-09_integration-authorization-codes.ts'

export const migrations: Migrations = {
  '2026-12-09_integration-authorization-codes': authorizationCodes,
}
