// 'Mes prises en charge' (/app/requests, midwives in perinatal mode): the care requests structures sent
// the midwife and those she took, the newest first — patient, 'Date d'émission', address and where
// each stands. A request waiting for her answer opens its detail to accept or decline it; one she took
// opens its page.
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useApi, type components } from '@relais/api-client'
import { EMPTY_STATES, serviceRequestStatusLabel } from '@relais/domain'
import { Alert, Badge, Button, PageHeader, Spinner, Table } from '@relais/ui'
import type { BadgeVariant, TableColumn } from '@relais/ui'
import { practitionerRequestPath } from '../paths.ts'
import { CareRequestDetailDialog, pendingDispatchOf } from '../CareRequestDetailDialog.tsx'
import * as styles from '../care-requests.css.ts'
import { REQUEST_COLUMNS } from '../request-columns.tsx'

type ServiceRequest = components['schemas']['ServiceRequest']

const TITLE = 'Mes prises en charge'
const WAITING_FOR_YOU = 'En attente de votre réponse'

function status(request: ServiceRequest): { label: string; tone: BadgeVariant } {
  if (pendingDispatchOf(request)) return { label: WAITING_FOR_YOU, tone: 'warning' }
  return {
    label: serviceRequestStatusLabel(request.status, request.performer?.name),
    tone: request.status === 'ACTIVE' ? 'success' : 'neutral',
  }
}

const COLUMNS: TableColumn<ServiceRequest>[] = [
  ...REQUEST_COLUMNS,
  {
    id: 'status',
    label: 'Statut',
    render: (request) => {
      const { label, tone } = status(request)
      return <Badge variant={tone}>{label}</Badge>
    },
    sortValue: (request) => status(request).label,
  },
]

export function PractitionerRequestsPage() {
  return (
    <div className={styles.page}>
      <PageHeader title={TITLE} />
      <PractitionerRequests />
    </div>
  )
}

/**
 * The midwife's requests, newest first, as 'Mes prises en charge' and her dashboard show them: a
 * request waiting for her answer opens its detail to accept or decline it; one she took opens its page.
 */
export function PractitionerRequests({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const navigate = useNavigate()
  const [opened, setOpened] = useState<string | null>(null)
  const requests = usePractitionerRequests()
  const open = (id: string) => {
    const request = requests.data?.serviceRequests.find((r) => r.id === id)
    if (request && !pendingDispatchOf(request)) void navigate(practitionerRequestPath(id))
    else setOpened(id)
  }
  const Heading = `h${headingLevel}` as const

  return (
    <>
      {requests.isPending ? (
        <Spinner label="Chargement de vos prises en charge" />
      ) : requests.isError ? (
        <Alert variant="error" title="Vos prises en charge n'ont pas pu être chargées.">
          <Button size="sm" variant="secondary" onPress={() => void requests.refetch()}>
            Réessayer
          </Button>
        </Alert>
      ) : (
        <section className={styles.list} aria-labelledby="practitioner-requests-count">
          <Heading id="practitioner-requests-count" className={styles.listTitle}>
            Demandes ({requests.data.serviceRequests.length})
          </Heading>
          <Table
            aria-label={TITLE}
            columns={COLUMNS}
            rows={requests.data.serviceRequests}
            emptyTitle={EMPTY_STATES.requests}
            onRowAction={open}
          />
        </section>
      )}
      {opened && <CareRequestDetailDialog serviceRequestId={opened} onClose={() => setOpened(null)} />}
    </>
  )
}

/** The requests sent to the signed-in midwife and those she took (one query for the page's parts). */
export function usePractitionerRequests() {
  const { $api } = useApi()
  return $api.useQuery('get', '/midwife/service-requests')
}
