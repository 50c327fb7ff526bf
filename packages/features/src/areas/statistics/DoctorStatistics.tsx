// 'Statistiques' of a doctor's (or a nurse's) home: the consultations given and those booked to come,
// counted by the API from the agenda.
import { useApi } from '@relais/api-client'
import { Alert, EmptyState, Skeleton, StatCard } from '@relais/ui'
import * as styles from './statistics.css.ts'

const number = new Intl.NumberFormat('fr-FR')

export function DoctorStatistics({ userId }: { userId: string }) {
  const { $api } = useApi()
  const counts = $api.useQuery('get', '/doctor/{doctorId}/statistics', {
    params: { path: { doctorId: userId } },
  })
  if (counts.isPending) {
    return (
      <div className={styles.cards} aria-hidden="true">
        <Skeleton shape="rect" height={112} />
        <Skeleton shape="rect" height={112} />
      </div>
    )
  }
  if (!counts.data) return <Alert variant="error">Les statistiques n'ont pas pu être chargées.</Alert>
  const { fulfilledAppointments, bookedAppointments } = counts.data
  if (fulfilledAppointments === 0 && bookedAppointments === 0) {
    return (
      <EmptyState
        title="Aucune consultation"
        description="Vos consultations réalisées et à venir seront comptées ici."
        headingLevel={3}
      />
    )
  }
  return (
    <div className={styles.cards}>
      <StatCard title="Consultations réalisées" value={number.format(fulfilledAppointments)} />
      <StatCard title="Rendez-vous à venir" value={number.format(bookedAppointments)} />
    </div>
  )
}
