// The access policies' migrations. Frozen: a change is a new, later-dated file.
import type { Migrations } from '../../../core/database/migrate.ts'
import * as accessPolicies from './2026-11-27_access-policies.ts'
import * as accessPolicyDecisions from './2026-11-28_access-policy-decisions.ts'
import * as accessLogActions from './2026-11-29_access-log-actions.ts'

export const migrations: Migrations = {
  '2026-11-27_access-policies': accessPolicies,
  '2026-11-28_access-policy-decisions': accessPolicyDecisions,
  '2026-11-29_access-log-actions': accessLogActions,
}
