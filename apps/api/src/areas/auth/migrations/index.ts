// The auth area's migrations. Frozen: a change is a new, later-dated file. 2026-11-25_one-time-code-attempts
// also renames the attempts column of `identifier_changes` (accounts) and replaces core's rate-limit
// table (`rate_limit_hits` by `rate_limits`).
import type { Migrations } from '../../../core/database/migrate.ts'
import * as psc from './2026-11-22_psc.ts'
import * as oneTimeCodeAttempts from './2026-11-25_one-time-code-attempts.ts'

export const migrations: Migrations = {
  '2026-11-22_psc': psc,
  '2026-11-25_one-time-code-attempts': oneTimeCodeAttempts,
}
