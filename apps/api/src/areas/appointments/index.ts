// The appointments area's public surface: its entry in areas/index.ts, the repository the
// calendar-feed area reads a practitioner's booked times through (and the reports area a patient's
// fulfilled appointments, and records a past one), and an appointment as the contract shows it.
import type { Area } from '../area.ts'
import { migrations } from './migrations/index.ts'
import { appointmentsModule } from './module.ts'

export const appointments: Area = {
  name: 'appointments',
  module: appointmentsModule,
  migrations,
}

export { AppointmentsRepository } from './appointments-repository.ts'
export { appointmentBody } from './appointment-body.ts'
