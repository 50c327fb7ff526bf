// The auth area's public surface: its entry in areas/index.ts and its tables for the database type.
import type { Area } from '../area.ts'
import { migrations } from './migrations/index.ts'
import { authModule } from './module.ts'

export const auth: Area = {
  name: 'auth',
  module: authModule,
  migrations,
}
