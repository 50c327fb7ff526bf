// The medical-record area's public surface: its entry in areas/index.ts, and the record's envelope
// as the patients area hands it to a reader holding a grant.
import type { Area } from '../area.ts'
import { migrations } from './migrations/index.ts'
import { medicalRecordModule } from './module.ts'

export const medicalRecord: Area = {
  name: 'medical-record',
  module: medicalRecordModule,
  migrations,
}

export { MedicalRecordRepository } from './medical-record-repository.ts'
