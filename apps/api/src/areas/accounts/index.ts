// The accounts area's public surface: its entry in areas/index.ts, the demo accounts the auth area's
// demo sign-in (and the start script) use, and what the patients area needs to create a patient's
// account under registration's rules (field errors, identifier conflicts).
import type { Area } from '../area.ts'
import { accountStore } from './account-store.ts'
import { migrations } from './migrations/index.ts'
import { accountsModule } from './module.ts'
import { runSeeds } from './seeds.ts'

export const accounts: Area = {
  name: 'accounts',
  module: accountsModule,
  migrations,
  accountStore,
  seed: runSeeds,
}

export { DEMO_ACCOUNTS } from './demo-accounts.ts'
export { findDemoAccount } from './seeds.ts'
export { accountsServices, type AccountsServices } from './services.ts'
export { conflictOrTooMany, hasConflict } from './conflicts.ts'
export { FieldErrors, todayInFrance, under } from './form-validation.ts'
