// The access policies' migrations. Frozen: a change is a new, later-dated file.
import type { Migrations } from '../../../core/database/migrate.ts'
import * as accessPolicies from './2026-11-27_access-policies.ts'

export const migrations: Migrations = {
  '2026-11-27_access-policies': accessPolicies,
}
