// The agenda's parts other areas show: the dashboard's day calendar.
export { DayAppointments } from './DayAppointments.tsx'
