// The dashboard's day calendar: the signed-in practitioner's appointments of the day, or a patient's
// appointments to come, each with its time, category and who it is with; those already over are
// marked past and the one under way current. The full agenda is one link away.
import { appointmentTiming, APPOINTMENT_STATUS_LABELS, formatDate, type IsoDate } from '@relais/domain'
import { Alert, Badge, EmptyState, Link, Spinner } from '@relais/ui'
import { useSignedInUser } from '../../core/session/signed-in.tsx'
import { categoryColour, categoryTitle, practitionerNames, type Appointment } from './appointment-events.ts'
import { useAgendaAppointments, type AgendaOwner } from './useAgendaAppointments.ts'
import * as styles from './agenda.css.ts'

/** How far ahead a patient's dashboard looks for her next appointments. */
const PATIENT_HORIZON_DAYS = 60
/** The patient's dashboard lists this many at most. */
const PATIENT_LIST_LENGTH = 5

const TIMING_LABELS = { past: 'Passé', current: 'En cours', upcoming: null } as const

function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Europe/Paris'
}

function Item({
  appointment,
  timeZone,
  viewer,
  withDate,
}: {
  appointment: Appointment
  timeZone: string
  viewer: 'patient' | 'practitioner'
  withDate: boolean
}) {
  const time = new Intl.DateTimeFormat('fr-FR', {
    ...(withDate && { weekday: 'short', day: 'numeric', month: 'short' }),
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
        {viewer === 'patient' ? practitionerNames(appointment) : appointment.patient.name.text}
      </span>
      {(status || timingLabel) && <Badge variant="neutral">{status ?? timingLabel}</Badge>}
    </li>
  )
}

export interface DayAppointmentsProps {
  /** The day shown to a practitioner (today). */
  day: IsoDate
}

export function DayAppointments({ day }: DayAppointmentsProps) {
  const user = useSignedInUser()
  const timeZone = browserTimeZone()
  const patient = user.userType === 'patient'
  const owner: AgendaOwner = { kind: patient ? 'patient' : 'practitioner', id: user.id }
  const last = patient
    ? new Date(Date.parse(`${day}T12:00:00Z`) + PATIENT_HORIZON_DAYS * 86_400_000).toISOString().slice(0, 10)
    : day
  const appointments = useAgendaAppointments(owner, { first: day, last, timeZone })
  const shown = (appointments.data ?? [])
    .filter((a) => !patient || (a.status === 'BOOKED' && Date.parse(a.end) > Date.now()))
    .slice(0, patient ? PATIENT_LIST_LENGTH : undefined)

  if (appointments.isPending) return <Spinner label="Chargement des rendez-vous" />
  return (
    <>
      {appointments.isError && <Alert variant="error">Les rendez-vous n&apos;ont pas pu être chargés.</Alert>}
      {!appointments.isError && shown.length === 0 && (
        <EmptyState
          title={patient ? 'Aucun rendez-vous à venir' : `Aucun rendez-vous pour le ${formatDate(day)}`}
          headingLevel={3}
        />
      )}
      {shown.length > 0 && (
        <ul className={styles.dayList} aria-label={patient ? 'Rendez-vous à venir' : 'Rendez-vous du jour'}>
          {shown.map((appointment) => (
            <Item
              key={appointment.id}
              appointment={appointment}
              timeZone={timeZone}
              viewer={patient ? 'patient' : 'practitioner'}
              withDate={patient}
            />
          ))}
        </ul>
      )}
      <Link href={patient ? '/app/agenda' : `/app/agenda?view=day&date=${day}`}>Ouvrir l&apos;agenda</Link>
    </>
  )
}
