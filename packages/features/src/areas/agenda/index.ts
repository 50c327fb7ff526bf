// The agenda's parts other areas show: the dashboard's day calendar, the patient page's appointments.
export { DayAppointments, StructureDayAppointments } from './DayAppointments.tsx'
export { PatientAppointments } from './PatientAppointments.tsx'
