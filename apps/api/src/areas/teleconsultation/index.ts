// The teleconsultation area's public surface: its entry in areas/index.ts, and the repositories through
// which the reports area reads what was recorded of a consultation and the report that ended it.
import type { Area } from '../area.ts'
import { migrations } from './migrations/index.ts'
import { teleconsultationModule } from './module.ts'

export const teleconsultation: Area = {
  name: 'teleconsultation',
  module: teleconsultationModule,
  migrations,
}

export { ObservationsRepository } from './observations-repository.ts'
export { ReportsRepository } from './reports-repository.ts'
