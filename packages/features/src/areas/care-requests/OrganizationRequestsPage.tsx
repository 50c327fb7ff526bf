// 'Demandes de prise en charge' (/app/organization/requests, perinatal): the care requests the current
// structure made, the newest first — the patient, when the request was issued, where the care is
// given, the kinds of care asked and where the request stands. What the requests say is encrypted:
// the list shows only what the API keeps in clear for dispatching. 'Nouvelle demande' opens the wizard;
// a request nobody has taken yet opens the practitioner picker, to send it ('Envoyer la demande'); one
// taken opens its detail.
import { useState } from 'react'
import { useApi, type components } from '@relais/api-client'
import { EMPTY_STATES, serviceRequestStatusLabel } from '@relais/domain'
import { Alert, Badge, Button, EmptyState, Link, PageHeader, Spinner, Table } from '@relais/ui'
import type { TableColumn } from '@relais/ui'
import { useSignedIn } from '../../core/session/signed-in.tsx'
import { useOrganizationGroupSync } from '../organizations/index.ts'
import { DispatchDialog } from './dispatch/DispatchDialog.tsx'
import { CareRequestDetailDialog } from './CareRequestDetailDialog.tsx'
import * as styles from './care-requests.css.ts'
import { REQUEST_COLUMNS, requestTypesText, STATUS_TONE } from './request-columns.tsx'
import { NEW_REQUEST_PATH } from './paths.ts'

type ServiceRequest = components['schemas']['ServiceRequest']

const TITLE = 'Demandes de prise en charge'

const COLUMNS: TableColumn<ServiceRequest>[] = [
  ...REQUEST_COLUMNS,
  {
    id: 'types',
    label: 'Type de demande',
    render: requestTypesText,
  },
  {
    id: 'status',
    label: 'Statut',
    render: (request) => (
      <Badge variant={STATUS_TONE[request.status]}>
        {serviceRequestStatusLabel(request.status, request.performer?.name)}
      </Badge>
    ),
    sortValue: (request) => request.status,
  },
]

export function OrganizationRequestsPage() {
  const { organization } = useSignedIn()
  const { $api } = useApi()
  const [sending, setSending] = useState<ServiceRequest | null>(null)
  const [reading, setReading] = useState<string | null>(null)
  // The structure's members read its requests through its group: the group follows the team.
  useOrganizationGroupSync(organization?.id ?? null)
  const requests = $api.useQuery(
    'get',
    '/organization/{organizationId}/service-requests',
    { params: { path: { organizationId: organization?.id ?? '' } } },
    { enabled: organization !== null },
  )

  if (!organization) {
    return (
      <div className={styles.page}>
        <PageHeader title={TITLE} />
        <EmptyState title={EMPTY_STATES.careRequests} headingLevel={2} />
      </div>
    )
  }
  return (
    <div className={styles.page}>
      <PageHeader
        title={TITLE}
        description={organization.name}
        actions={
          <Link href={NEW_REQUEST_PATH} className={styles.newRequest}>
            Nouvelle demande
          </Link>
        }
      />
      {requests.isPending ? (
        <Spinner label="Chargement des demandes de prise en charge" />
      ) : requests.isError ? (
        <Alert variant="error" title="Les demandes de prise en charge n'ont pas pu être chargées.">
          <Button size="sm" variant="secondary" onPress={() => void requests.refetch()}>
            Réessayer
          </Button>
        </Alert>
      ) : (
        <section className={styles.list} aria-labelledby="care-requests-count">
          {/* Names the list, and keeps the headings in order above the table's empty state. */}
          <h2 id="care-requests-count" className={styles.listTitle}>
            Demandes ({requests.data.serviceRequests.length})
          </h2>
          <Table
            aria-label={TITLE}
            columns={COLUMNS}
            rows={requests.data.serviceRequests}
            emptyTitle={EMPTY_STATES.careRequests}
            onRowAction={(id) => {
              const request = requests.data.serviceRequests.find((r) => r.id === id)
              if (request?.status === 'ACTIVE') setReading(id)
              else if (request) setSending(request)
            }}
          />
        </section>
      )}
      {sending && (
        <DispatchDialog organizationId={organization.id} request={sending} onClose={() => setSending(null)} />
      )}
      {reading && <CareRequestDetailDialog serviceRequestId={reading} onClose={() => setReading(null)} />}
    </div>
  )
}
