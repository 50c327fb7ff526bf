// The accounts area's migrations, imported statically so the same set runs from tsx, vitest and a
// bundle. Frozen: a change is a new, later-dated file. 2026-11-21_auth, the first of all, also creates
// tables of others: `passwordless_codes` (auth), `sessions` and `rate_limit_hits` (core, the latter
// replaced by `rate_limits` in auth's 2026-11-25_one-time-code-attempts) and `outbox_messages` (the
// delivery adapter's dev outbox).
import type { Migrations } from '../../../core/database/migrate.ts'
import * as auth from './2026-11-21_auth.ts'
import * as demoAccounts from './2026-11-25_demo-accounts.ts'
import * as identifierChanges from './2026-11-25_identifier-changes.ts'
import * as positionRetention from './2026-12-13_position-retention.ts'

export const migrations: Migrations = {
  '2026-11-21_auth': auth,
  '2026-11-25_demo-accounts': demoAccounts,
  '2026-11-25_identifier-changes': identifierChanges,
  '2026-12-13_position-retention': positionRetention,
}
