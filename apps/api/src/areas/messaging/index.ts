// The messaging area's public surface: its entry in areas/index.ts and its tables for the database type.
import type { Area } from '../area.ts'
import { migrations } from './migrations/index.ts'
import { messagingModule } from './module.ts'

export const messaging: Area = {
  name: 'messaging',
  module: messagingModule,
  migrations,
}
