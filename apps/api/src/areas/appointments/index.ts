// The appointments area's public surface: its entry in areas/index.ts, and the repository the
// calendar-feed area reads a practitioner's booked times through.
import type { Area } from '../area.ts'
import { migrations } from './migrations/index.ts'
import { appointmentsModule } from './module.ts'

export const appointments: Area = {
  name: 'appointments',
  module: appointmentsModule,
  migrations,
}

export { AppointmentsRepository } from './appointments-repository.ts'
