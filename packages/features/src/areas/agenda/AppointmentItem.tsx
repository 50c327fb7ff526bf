// One appointment in a list (a dashboard's day, a patient's appointments): its time, its category, who it
// is with, and its status or timing — past appointments greyed, the one under way marked current.
import { appointmentTiming, APPOINTMENT_STATUS_LABELS } from '@relais/domain'
import { Badge } from '@relais/ui'
import { categoryColour, categoryTitle, practitionerNames, type Appointment } from './appointment-events.ts'
import * as styles from './agenda.css.ts'

const TIMING_LABELS = { past: 'Passé', current: 'En cours', upcoming: null } as const

export function AppointmentItem({
  appointment,
  timeZone,
  viewer,
  dates,
}: {
  appointment: Appointment
  timeZone: string
  /** Whom the line names: the practitioners for a patient, the patient for a practitioner, both for a structure. */
  viewer: 'patient' | 'practitioner' | 'structure'
  /** The date before the time: none (a day's list), the day, or the day and the year. */
  dates: 'none' | 'day' | 'dayAndYear'
}) {
  const time = new Intl.DateTimeFormat('fr-FR', {
    ...(dates !== 'none' && { weekday: 'short', day: 'numeric', month: 'short' }),
    ...(dates === 'dayAndYear' && { year: 'numeric' }),
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  })
  const timing = appointmentTiming(
    { start: Date.parse(appointment.start), end: Date.parse(appointment.end) },
    Date.now(),
  )
  const status = APPOINTMENT_STATUS_LABELS[appointment.status]
  const timingLabel = TIMING_LABELS[timing]
  return (
    <li className={timing === 'past' ? styles.dayItemPast : styles.dayItem}>
      <span className={styles.dayItemTime}>{time.format(Date.parse(appointment.start))}</span>
      <span>
        <Badge variant={categoryColour(appointment.serviceCategory)}>
          {categoryTitle(appointment.serviceCategory)}
        </Badge>{' '}
        {viewer === 'patient'
          ? practitionerNames(appointment)
          : viewer === 'structure'
            ? `${appointment.patient.name.text} · ${practitionerNames(appointment)}`
            : appointment.patient.name.text}
      </span>
      {(status || timingLabel) && <Badge variant="neutral">{status ?? timingLabel}</Badge>}
    </li>
  )
}
