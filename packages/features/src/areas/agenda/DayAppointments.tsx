// The dashboard's day calendar: the signed-in practitioner's appointments of the day, a structure's
// members' (those shared with it), or a patient's appointments to come, each with its time, category and who it is with; those already over are
// marked past and the one under way current. The full agenda is one link away.
import { useQueries } from '@tanstack/react-query'
import { useApi } from '@relais/api-client'
import { addDays, formatDate, startOfDayInstant, type IsoDate } from '@relais/domain'
import { Alert, EmptyState, Link } from '@relais/ui'
import { PendingRoom } from '../../core/layout/PendingRoom.tsx'
import { useSignedInUser } from '../../core/session/signed-in.tsx'
import { AppointmentItem } from './AppointmentItem.tsx'
import type { Appointment } from './appointment-events.ts'
import { AgendaRequestError, useAgendaAppointments, type AgendaOwner } from './useAgendaAppointments.ts'
import * as styles from './agenda.css.ts'

/** How far ahead a patient's dashboard looks for her next appointments. */
const PATIENT_HORIZON_DAYS = 60
/** The patient's dashboard lists this many at most. */
const PATIENT_LIST_LENGTH = 5

function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Europe/Paris'
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

  if (appointments.isPending) {
    return (
      <PendingRoom label="Chargement des rendez-vous">
        <EmptyState
          title={patient ? 'Aucun rendez-vous à venir' : `Aucun rendez-vous pour le ${formatDate(day)}`}
          headingLevel={3}
        />
      </PendingRoom>
    )
  }
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
            <AppointmentItem
              key={appointment.id}
              appointment={appointment}
              timeZone={timeZone}
              viewer={patient ? 'patient' : 'practitioner'}
              dates={patient ? 'day' : 'none'}
            />
          ))}
        </ul>
      )}
      <Link href={patient ? '/app/agenda' : `/app/agenda?view=day&date=${day}`}>Ouvrir l&apos;agenda</Link>
    </>
  )
}

/**
 * A structure's 'Mes rendez-vous du jour': the day of each member whose calendar the structure may
 * read, together, each appointment with its practitioners; the members who have not shared theirs are
 * counted, not guessed.
 */
export function StructureDayAppointments({ day, organizationId }: { day: IsoDate; organizationId: string }) {
  const { $api, client } = useApi()
  const timeZone = browserTimeZone()
  const team = $api.useQuery('get', '/organization/{organizationId}/team', {
    params: { path: { organizationId } },
  })
  const members = team.data ? [...team.data.doctors, ...team.data.midwives, ...team.data.assistants] : []
  const start = new Date(startOfDayInstant(day, timeZone)).toISOString()
  const end = new Date(startOfDayInstant(addDays(day, 1), timeZone)).toISOString()
  const days = useQueries({
    queries: members.map((member) => ({
      queryKey: ['agenda', 'practitioner', member.userId, start, end],
      queryFn: async ({ signal }: { signal: AbortSignal }) => {
        const answer = await client.GET('/practitioner/{practitionerId}/appointments', {
          params: { path: { practitionerId: member.userId }, query: { start, end } },
          signal,
        })
        if (answer.data) return answer.data.appointments
        // Not shared with the structure: nothing to show, not an error.
        if (answer.response.status === 403) return null
        throw new AgendaRequestError(answer.response.status, "L'agenda n'a pas pu être chargé.")
      },
      retry: false,
    })),
  })

  if (team.isPending || days.some((d) => d.isPending)) {
    return (
      <PendingRoom label="Chargement des rendez-vous">
        <EmptyState title={`Aucun rendez-vous pour le ${formatDate(day)}`} headingLevel={3} />
      </PendingRoom>
    )
  }
  const failed = team.isError || days.some((d) => d.isError)
  const unshared = days.filter((d) => d.data === null).length
  const byId = new Map<string, Appointment>()
  for (const d of days) for (const appointment of d.data ?? []) byId.set(appointment.id, appointment)
  const shown = [...byId.values()].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
  return (
    <>
      {failed && <Alert variant="error">Les rendez-vous n&apos;ont pas pu être chargés.</Alert>}
      {!failed && shown.length === 0 && (
        <EmptyState title={`Aucun rendez-vous pour le ${formatDate(day)}`} headingLevel={3} />
      )}
      {shown.length > 0 && (
        <ul className={styles.dayList} aria-label="Rendez-vous du jour">
          {shown.map((appointment) => (
            <AppointmentItem
              key={appointment.id}
              appointment={appointment}
              timeZone={timeZone}
              viewer="structure"
              dates="none"
            />
          ))}
        </ul>
      )}
      {unshared > 0 && (
        <p className={styles.muted}>
          {unshared === 1
            ? "L'agenda d'un membre ne vous est pas partagé."
            : `Les agendas de ${unshared} membres ne vous sont pas partagés.`}
        </p>
      )}
      <Link href="/app/organization/agenda">Ouvrir l&apos;agenda</Link>
    </>
  )
}
