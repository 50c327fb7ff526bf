// The system area's public surface: its entry in areas/index.ts.
import type { Area } from '../area.ts'
import { systemModule } from './module.ts'

export const system: Area = {
  name: 'system',
  module: systemModule,
}
