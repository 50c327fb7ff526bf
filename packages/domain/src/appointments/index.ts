import { SLOT_DURATIONS } from '../availability/slots.ts'
import type { Instant } from '../shared/dates.ts'

/** Appointment statuses and their labels (the spec's states); BOOKED has no badge. */
export type AppointmentStatus = 'BOOKED' | 'CANCELLED' | 'FULFILLED'
export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, string | null> = {
  BOOKED: null,
  CANCELLED: 'Annulé',
  FULFILLED: 'Terminé',
}

/** Only a booked appointment can be edited, cancelled or joined. */
export function isAppointmentEditable(status: AppointmentStatus): boolean {
  return status === 'BOOKED'
}
/**
 * Who joins a booked appointment's assisted teleconsultation: its doctor, at a distance, and its nurse
 * (assistant), at the patient's home with the devices; the patient is in the nurse's picture. A
 * practitioner of the appointment only, and until it ends.
 */
export function canJoinTeleconsultation(input: {
  status: AppointmentStatus
  userType: string
  isPractitionerOfIt: boolean
  end: Instant
  now: Instant
}): boolean {
  return (
    input.status === 'BOOKED' &&
    (input.userType === 'doctor' || input.userType === 'assistant') &&
    input.isPractitionerOfIt &&
    input.end > input.now
  )
}

/** The spec's list-item timing: past when the end is before now, current when started and not ended. */
export type AppointmentTiming = 'past' | 'current' | 'upcoming'
export function appointmentTiming(
  appointment: { start: Instant; end: Instant },
  now: Instant,
): AppointmentTiming {
  if (appointment.end < now) return 'past'
  if (appointment.start <= now) return 'current'
  return 'upcoming'
}

/** The spec's service categories; the colours are design-token names, the kit maps them to values. */
export const SERVICE_CATEGORIES = {
  Consultation: { title: 'Consultation', color: 'primary' },
  UrgentFollowUp: { title: 'Urgent', color: 'red' },
  FollowUp: { title: 'Routine checkup', color: 'blue' },
  RenewalOfPrescription: { title: "Renouvellement d'ordonnance", color: 'golden' },
  MaternalPerinatalCare: { title: 'Suivi périnatal', color: 'primary' },
} as const
export type ServiceCategory = keyof typeof SERVICE_CATEGORIES

/** Midwives create consultations and reports in the perinatal category (the spec's roles). */
export function defaultServiceCategory(userType: string): ServiceCategory {
  return userType === 'midwife' ? 'MaternalPerinatalCare' : 'Consultation'
}

/** The spec's pre-consultation countdown text; `duration` is a French human duration from the UI. */
export function consultationCountdownText(
  start: Instant,
  now: Instant,
  formatDuration: (ms: number) => string,
): string {
  return start > now
    ? `La consultation commence dans ${formatDuration(start - now)}`
    : `La consultation a commencé il y a ${formatDuration(now - start)}`
}

export function consultationReportFileName(date: string): string {
  return `Rapport de consultation du ${date}.pdf`
}

const durations = SLOT_DURATIONS.join(', ').replace(/, (\d+)$/, ' ou $1')

/** Why an appointment cannot be booked or moved (the API's 400 and 409 answers). */
export const APPOINTMENT_MESSAGES = {
  startInPast: 'Ce créneau est déjà passé',
  endBeforeStart: "L'heure de fin doit être après l'heure de début",
  duration: `La durée d'un rendez-vous est de ${durations} minutes`,
  unavailable: "Ce créneau n'est pas disponible",
  taken: "Ce créneau vient d'être réservé",
  notBooked: 'Ce rendez-vous est annulé ou terminé : il ne peut plus être modifié',
} as const

/**
 * The times of an appointment booked or moved: not started yet, ending after its start, and lasting one
 * of the slot durations the agenda offers. The first fault, with the field it is on; null when fine.
 */
export function appointmentTimeError(
  slot: { start: Instant; end: Instant },
  now: Instant,
): { field: 'start' | 'end'; message: string } | null {
  if (slot.start < now) return { field: 'start', message: APPOINTMENT_MESSAGES.startInPast }
  if (slot.end <= slot.start) return { field: 'end', message: APPOINTMENT_MESSAGES.endBeforeStart }
  const minutes = (slot.end - slot.start) / 60_000
  if (!(SLOT_DURATIONS as readonly number[]).includes(minutes)) {
    return { field: 'end', message: APPOINTMENT_MESSAGES.duration }
  }
  return null
}
