// The organizations area's migrations (its first tables were created with the accounts, by the admin
// area's 2026-11-22_accounts). Frozen: a change is a new, later-dated file.
import type { Migrations } from '../../../core/database/migrate.ts'
import * as organizationInvitations from './2026-12-08_organization-invitations.ts'

export const migrations: Migrations = {
  '2026-12-08_organization-invitations': organizationInvitations,
}
