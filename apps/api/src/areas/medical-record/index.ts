// The medical-record area's public surface: its entry in areas/index.ts and its tables for the
// database type.
import type { Area } from '../area.ts'
import { migrations } from './migrations/index.ts'
import { medicalRecordModule } from './module.ts'

export const medicalRecord: Area = {
  name: 'medical-record',
  module: medicalRecordModule,
  migrations,
}
