// The teleconsultation area's public surface: its entry in areas/index.ts.
import type { Area } from '../area.ts'
import { migrations } from './migrations/index.ts'
import { teleconsultationModule } from './module.ts'

export const teleconsultation: Area = {
  name: 'teleconsultation',
  module: teleconsultationModule,
  migrations,
}
