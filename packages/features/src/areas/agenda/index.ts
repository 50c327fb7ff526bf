// The agenda's parts other areas show: the dashboard's day calendar.
export { DayAppointments, StructureDayAppointments } from './DayAppointments.tsx'
