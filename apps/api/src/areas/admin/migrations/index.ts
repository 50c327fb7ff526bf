// The admin area's migrations. Frozen: a change is a new, later-dated file. 2026-11-22_accounts also
// adds the registration columns of `users` and `profiles` (accounts) and creates `organizations` and
// `organization_members` (organizations), beside the impersonation and review tables it is kept here for.
import type { Migrations } from '../../../core/database/migrate.ts'
import * as accounts from './2026-11-22_accounts.ts'
import * as administrators from './2026-11-25_administrators.ts'
import * as accountRefusalReasons from './2026-11-26_account-refusal-reasons.ts'

export const migrations: Migrations = {
  '2026-11-22_accounts': accounts,
  '2026-11-25_administrators': administrators,
  '2026-11-26_account-refusal-reasons': accountRefusalReasons,
}
