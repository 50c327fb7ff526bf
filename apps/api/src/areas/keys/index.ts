// The keys area's public surface: its entry in areas/index.ts and its tables for the database type.
import type { Area } from '../area.ts'
import { migrations } from './migrations/index.ts'
import { keysModule } from './module.ts'

export const keys: Area = {
  name: 'keys',
  module: keysModule,
  migrations,
}
