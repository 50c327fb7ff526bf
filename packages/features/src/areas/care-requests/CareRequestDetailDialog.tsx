// The care request's detail (the spec's dialog, 'accept/decline'): what the structure asks, decrypted
// in this browser, and — for the practitioner it was sent to, while their dispatch waits — 'Accepter'
// or 'Refuser', acting on their first dispatch. Accepted, the request is theirs ('Prise en charge par
// …') and its page opens; declined, it leaves their list. Opened from 'Mes prises en charge' or from
// the request's notification — also a patient's own home visit's, which shows where the visit stands.
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { asApiError, useApi, type components } from '@relais/api-client'
import { serviceRequestStatusLabel } from '@relais/domain'
import { Alert, Badge, Button, Dialog, formatDate, Spinner } from '@relais/ui'
import { CareRequestAnswers } from './CareRequestAnswers.tsx'
import { HomeVisitSummary } from './home-visit/HomeVisitSummary.tsx'
import { practitionerRequestPath } from './paths.ts'
import * as styles from './care-requests.css.ts'
import { requestTypesText, STATUS_TONE } from './request-columns.tsx'

type ServiceRequest = components['schemas']['ServiceRequest']

const TITLE = 'Demande de prise en charge'
const ANSWER_FAILED = "La réponse n'a pas pu être envoyée. Réessayez."

/** The caller's dispatch of the request that still waits for their answer, if any. */
export const pendingDispatchOf = (request: ServiceRequest) =>
  request.dispatches.find((dispatch) => dispatch.status === 'PENDING') ?? null

export interface CareRequestDetailDialogProps {
  serviceRequestId: string
  onClose: () => void
}

export function CareRequestDetailDialog({ serviceRequestId, onClose }: CareRequestDetailDialogProps) {
  const { $api, client } = useApi()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [problem, setProblem] = useState<string | null>(null)
  const request = $api.useQuery('get', '/service-requests/{serviceRequestId}', {
    params: { path: { serviceRequestId } },
  })
  const dispatch = request.data ? pendingDispatchOf(request.data) : null

  const answer = useMutation({
    mutationFn: async (verb: 'accept' | 'decline') => {
      const path = { params: { path: { serviceRequestId, dispatchId: dispatch?.id ?? '' } } }
      const { data, error } =
        verb === 'accept'
          ? await client.POST('/service-requests/{serviceRequestId}/accept/{dispatchId}', path)
          : await client.POST('/service-requests/{serviceRequestId}/decline/{dispatchId}', path)
      // A 409 says why in the API's words (taken by someone else meanwhile).
      if (!data) throw new Error(asApiError(error)?.message ?? ANSWER_FAILED)
      return verb
    },
    onSuccess: (verb) => {
      void queryClient.invalidateQueries({ queryKey: ['get', '/midwife/service-requests'] })
      void queryClient.invalidateQueries({ queryKey: ['get', '/service-requests/{serviceRequestId}'] })
      onClose()
      if (verb === 'accept') void navigate(practitionerRequestPath(serviceRequestId))
    },
    onError: (error) => setProblem(error.message || ANSWER_FAILED),
  })

  return (
    <Dialog
      title={TITLE}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      footer={
        dispatch ? (
          <>
            <Button
              variant="secondary"
              onPress={() => answer.mutate('decline')}
              isDisabled={answer.isPending}
              isPending={answer.isPending && answer.variables === 'decline'}
              pendingLabel="Envoi de votre réponse"
            >
              Refuser
            </Button>
            <Button
              onPress={() => answer.mutate('accept')}
              isDisabled={answer.isPending}
              isPending={answer.isPending && answer.variables === 'accept'}
              pendingLabel="Envoi de votre réponse"
            >
              Accepter
            </Button>
          </>
        ) : (
          <Button variant="secondary" onPress={onClose}>
            Fermer
          </Button>
        )
      }
    >
      {request.isPending ? (
        <Spinner label="Chargement de la demande" />
      ) : request.isError ? (
        <Alert variant="error" title="La demande n'a pas pu être chargée.">
          <Button size="sm" variant="secondary" onPress={() => void request.refetch()}>
            Réessayer
          </Button>
        </Alert>
      ) : request.data.requester.organizationId === null ? (
        // A patient's own home visit: no structure's wizard answered it.
        <HomeVisitSummary request={request.data} />
      ) : (
        <div className={styles.detail}>
          {problem && <Alert variant="error">{problem}</Alert>}
          <CareRequestSummary request={request.data} />
          <CareRequestAnswers request={request.data} />
        </div>
      )}
    </Dialog>
  )
}

/** What the API keeps in clear: who asks, for whom, where, what and where it stands. */
export function CareRequestSummary({ request }: { request: ServiceRequest }) {
  return (
    <dl className={styles.answerList}>
      <div className={styles.answerLine}>
        <dt>Patiente</dt>
        <dd>{request.subject.name}</dd>
      </div>
      <div className={styles.answerLine}>
        <dt>Structure</dt>
        <dd>{request.requester.organizationName ?? request.requester.user.name}</dd>
      </div>
      <div className={styles.answerLine}>
        <dt>Date d'émission</dt>
        <dd>{formatDate(request.authoredOn)}</dd>
      </div>
      <div className={styles.answerLine}>
        <dt>Adresse</dt>
        <dd>{request.location.text}</dd>
      </div>
      <div className={styles.answerLine}>
        <dt>Type de demande</dt>
        <dd>{requestTypesText(request)}</dd>
      </div>
      <div className={styles.answerLine}>
        <dt>Statut</dt>
        <dd>
          <Badge variant={STATUS_TONE[request.status]}>
            {serviceRequestStatusLabel(request.status, request.performer?.name)}
          </Badge>
        </dd>
      </div>
    </dl>
  )
}
