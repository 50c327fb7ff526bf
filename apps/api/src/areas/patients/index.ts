// The patients area's public surface: its entry in areas/index.ts.
import type { Area } from '../area.ts'
import { migrations } from './migrations/index.ts'
import { patientsModule } from './module.ts'

export const patients: Area = {
  name: 'patients',
  module: patientsModule,
  migrations,
}
