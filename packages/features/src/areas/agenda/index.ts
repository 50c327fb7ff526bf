// The agenda's parts other areas show: the dashboard's day calendar, the patient page's appointments, and
// how an appointment is drawn and read (its category's colour and words, its decrypted description),
// which the teleconsultation's waiting page shows too.
export { DayAppointments, StructureDayAppointments } from './DayAppointments.tsx'
export { PatientAppointments } from './PatientAppointments.tsx'
export { useAppointmentDescription } from './appointment-description.ts'
export { categoryColour, categoryTitle, type Appointment } from './appointment-events.ts'
