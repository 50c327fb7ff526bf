// The seald area's public surface: its entry in areas/index.ts and its tables for the database type.
import type { Area } from '../area.ts'
import { migrations } from './migrations/index.ts'
import { sealdModule } from './module.ts'

export const seald: Area = {
  name: 'seald',
  module: sealdModule,
  migrations,
}
