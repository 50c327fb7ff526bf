// A request the midwife took or was sent (/app/requests/{id}): the patient, 'Envoyer un message',
// 'Créer une consultation' (the agenda's new appointment form), what the structure asks (decrypted
// here, read-only), and where: the patient's address and the midwife's zone on a map, with 'Obtenir
// l'itinéraire' — a link to a directions service, never a call this app makes. A request she may not
// read is 'Page non trouvée'.
import { useParams } from 'react-router'
import { asApiError, useApi } from '@relais/api-client'
import { modeCapabilities, NOT_FOUND } from '@relais/domain'
import { Alert, Button, Card, Link, PageHeader, Spinner } from '@relais/ui'
import { useAppConfig } from '../../../core/config/AppConfig.tsx'
import { MessageButton } from '../../messaging/index.ts'
import { CareRequestAnswers } from '../CareRequestAnswers.tsx'
import { PRACTITIONER_REQUESTS_PATH } from '../paths.ts'
import { CareRequestSummary } from '../CareRequestDetailDialog.tsx'
import { RequestMap } from './RequestMap.tsx'
import * as styles from '../care-requests.css.ts'

export function PractitionerRequestPage() {
  const { serviceRequestId = '' } = useParams()
  const { $api } = useApi()
  const { application } = useAppConfig()
  const request = $api.useQuery(
    'get',
    '/service-requests/{serviceRequestId}',
    { params: { path: { serviceRequestId } } },
    // A 404 stays a 404: asking again would only repeat it.
    { retry: false },
  )

  if (request.isPending) return <Spinner label="Chargement de la demande" />
  if (request.isError) {
    const status = asApiError(request.error)?.statusCode
    // A malformed id is no request either.
    if (status === 404 || status === 400) {
      return (
        <div className={styles.page}>
          <PageHeader
            title={NOT_FOUND.title}
            description="Cette demande n'existe pas ou vous n'y avez pas accès."
          />
          <div>
            <Link variant="standalone" href={PRACTITIONER_REQUESTS_PATH}>
              Retour à mes prises en charge
            </Link>
          </div>
        </div>
      )
    }
    return (
      <div className={styles.page}>
        <PageHeader title="Demande de prise en charge" />
        <Alert variant="error" title="La demande n'a pas pu être chargée.">
          <Button size="sm" variant="secondary" onPress={() => void request.refetch()}>
            Réessayer
          </Button>
        </Alert>
      </div>
    )
  }
  const data = request.data
  const canMessage = modeCapabilities(application).hasMessaging
  return (
    <div className={styles.page}>
      <PageHeader
        title={data.subject.name}
        description="Demande de prise en charge"
        actions={
          <div className={styles.actions}>
            {canMessage && <MessageButton userId={data.subject.id} />}
            <Link href="/app/agenda?new=1" variant="standalone">
              Créer une consultation
            </Link>
          </div>
        }
      />
      <Card title="La demande" headingLevel={2}>
        <CareRequestSummary request={data} />
      </Card>
      <Card title="Adresse de la patiente" headingLevel={2}>
        <RequestMap address={data.location.text} patient={data.location.coordinates} />
      </Card>
      <Card title="Réponses du formulaire" headingLevel={2}>
        <CareRequestAnswers request={data} />
      </Card>
    </div>
  )
}
