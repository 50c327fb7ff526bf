// The appointments area: booking an appointment on its practitioners' schedules (schedules area),
// reading, moving and cancelling it, a practitioner's agenda and a patient's appointments. Its
// description is medical free text and travels only as an envelope encrypted in the browser.
//
// Rules (the authorization matrix holds every operation to them):
// - A slot is booked once. The database holds it (migration 2026-12-01_appointments): adding a
//   practitioner to a booked appointment, or moving one, locks the practitioners' schedule rows in id
//   order and refuses an overlap with another booked appointment of theirs; the handler, holding the
//   same locks from the start of its transaction, checks their hours first. A refusal is a 409 and
//   nothing is written.
// - Booking: by one of its practitioners, by the patient herself, or by whoever holds each
//   practitioner's `practitioner_calendar` grant (their own or a structure's); anyone else gets 403.
//   The patient is the caller or one whose medical file the caller may read (404 otherwise).
// - Its practitioners and their calendar grants' holders read, move and cancel an appointment; its
//   patient and the holders of the patient's medical-file grant read it only (403 to change it); anyone
//   else gets 404. Everyone sees the people of an appointment by name only.
import type { Plugin } from '@hapi/hapi'
import type { AreaContext } from '../area.ts'
import { cancelAppointment } from './cancelAppointment.ts'
import { createAppointment } from './createAppointment.ts'
import { getAppointment } from './getAppointment.ts'
import { listPatientAppointments } from './listPatientAppointments.ts'
import { listPractitionerAppointments } from './listPractitionerAppointments.ts'
import { appointmentsServices } from './services.ts'
import { updateAppointment } from './updateAppointment.ts'

export const appointmentsModule: Plugin<AreaContext> = {
  name: 'appointments',
  dependencies: ['contract'],
  register(server, context) {
    const services = appointmentsServices(context)
    server.operation('createAppointment', createAppointment, services)
    server.operation('getAppointment', getAppointment, services)
    server.operation('updateAppointment', updateAppointment, services)
    server.operation('cancelAppointment', cancelAppointment, services)
    server.operation('listPractitionerAppointments', listPractitionerAppointments, services)
    server.operation('listPatientAppointments', listPatientAppointments, services)
  },
}
