// The admin area's public surface: its entry in areas/index.ts, its tables for the database type, and
// what other areas use: the grants (the first administrators are granted once their email is proven,
// and the demo seed grants its administrators) and the impersonation a session is in (accounts), and
// the refusal a sign-in tells a refused person (auth).
import type { Area } from '../area.ts'
import { migrations } from './migrations/index.ts'
import { adminModule } from './module.ts'

export const admin: Area = {
  name: 'admin',
  module: adminModule,
  migrations,
}

export { AdministratorsRepository, grantConfiguredAdministrators } from './administrators-repository.ts'
export { ImpersonationsRepository } from './impersonations-repository.ts'
export { AccountRefusalsRepository, type AccountRefusal } from './account-refusals-repository.ts'
