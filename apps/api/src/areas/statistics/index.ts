// The statistics area's public surface: its entry in areas/index.ts. It owns no table: it counts the
// appointments, memberships and grants the other areas keep.
import type { Area } from '../area.ts'
import { statisticsModule } from './module.ts'

export const statistics: Area = {
  name: 'statistics',
  module: statisticsModule,
}
