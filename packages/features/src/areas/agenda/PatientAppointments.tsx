// The appointments section of a patient's page, for the patient and the practitioners she shared her
// file with: those to come (booked, soonest first) and the latest ones gone by (latest first, cancelled
// and fulfilled ones with their status), each with its practitioners. The full agenda is one link away.
import { useState } from 'react'
import { useApi } from '@relais/api-client'
import { Alert, Button, Card, EmptyState, Link, Spinner } from '@relais/ui'
import { useSignedInUser } from '../../core/session/signed-in.tsx'
import { AppointmentItem } from './AppointmentItem.tsx'
import * as styles from './agenda.css.ts'

/** Each list shows this many at most. */
const LIST_LENGTH = 5

export interface PatientAppointmentsProps {
  patientId: string
}

export function PatientAppointments({ patientId }: PatientAppointmentsProps) {
  const { $api } = useApi()
  const user = useSignedInUser()
  // One instant for both lists, so that an appointment under way is in one of them only.
  const [now] = useState(() => new Date().toISOString())
  const [timeZone] = useState(() => Intl.DateTimeFormat().resolvedOptions().timeZone)
  const path = { patientId }
  const upcoming = $api.useQuery('get', '/patient/{patientId}/appointments', {
    params: { path, query: { start: now, status: 'BOOKED', limit: LIST_LENGTH } },
  })
  const past = $api.useQuery('get', '/patient/{patientId}/appointments', {
    params: { path, query: { end: now, order: 'desc', limit: LIST_LENGTH } },
  })
  const lists = [
    { title: 'À venir', query: upcoming, empty: 'Aucun rendez-vous à venir' },
    { title: 'Passés', query: past, empty: 'Aucun rendez-vous passé' },
  ]
  return (
    <Card title="Rendez-vous" headingLevel={2}>
      <div className={styles.patientAppointments}>
        {lists.map(({ title, query, empty }) => (
          <section key={title} aria-label={`Rendez-vous ${title.toLowerCase()}`}>
            <h3 className={styles.listTitle}>{title}</h3>
            {query.isPending && <Spinner label="Chargement des rendez-vous" />}
            {query.isError && (
              <Alert variant="error" title="Les rendez-vous n'ont pas pu être chargés.">
                <Button size="sm" variant="secondary" onPress={() => void query.refetch()}>
                  Réessayer
                </Button>
              </Alert>
            )}
            {query.data?.appointments.length === 0 && <EmptyState title={empty} headingLevel={4} />}
            {query.data && query.data.appointments.length > 0 && (
              <ul className={styles.dayList}>
                {query.data.appointments.map((appointment) => (
                  <AppointmentItem
                    key={appointment.id}
                    appointment={appointment}
                    timeZone={timeZone}
                    viewer="patient"
                    dates="dayAndYear"
                  />
                ))}
              </ul>
            )}
          </section>
        ))}
        <Link href={user.userType === 'organization' ? '/app/organization/agenda' : '/app/agenda'}>
          Ouvrir l&apos;agenda
        </Link>
      </div>
    </Card>
  )
}
