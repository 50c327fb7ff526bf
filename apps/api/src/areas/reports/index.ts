// The reports area's public surface: its entry in areas/index.ts. It owns no table: a report is a
// fulfilled appointment and what the other areas recorded of it.
import type { Area } from '../area.ts'
import { reportsModule } from './module.ts'

export const reports: Area = {
  name: 'reports',
  module: reportsModule,
}
