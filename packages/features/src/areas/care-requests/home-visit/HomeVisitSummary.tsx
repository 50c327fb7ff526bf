// A patient's own home visit as its notification opens it (the nurse it was given to, the patient
// herself): where, who, where it stands and why (decrypted in this browser, once her browser shared it
// with the nurse). No structure asked it, so none of the wizard's answers: the request detail shows this
// instead.
import { useQuery } from '@tanstack/react-query'
import type { components } from '@relais/api-client'
import { trackingStep } from '@relais/domain'
import { formatDate, Link } from '@relais/ui'
import { useSignedInUser } from '../../../core/session/signed-in.tsx'
import { useOptionalVault } from '../../../core/vault/vault-context.tsx'
import { readHomeVisitReason } from './request-home-visit.ts'
import * as styles from '../care-requests.css.ts'

type ServiceRequest = components['schemas']['ServiceRequest']

/** Where the nurse finds the visits given to her. */
const TOUR_PATH = '/app/service-request-tour'

export function HomeVisitSummary({ request }: { request: ServiceRequest }) {
  const user = useSignedInUser()
  const vault = useOptionalVault()
  const isPatient = request.subject.id === user.id
  const reason = useQuery({
    queryKey: ['home-visit-reason', request.id, request.form.encryptionSessionId, vault?.userId ?? null],
    queryFn: () => (vault ? readHomeVisitReason(vault, request) : Promise.resolve(null)),
    staleTime: Infinity,
  })
  const step = trackingStep(
    request.status,
    request.routeStatus,
    isPatient ? 'patient' : 'other',
    request.performer !== null,
  )
  return (
    <div className={styles.detail}>
      <dl className={styles.answerList}>
        <div className={styles.answerLine}>
          <dt>Patiente</dt>
          <dd>{request.subject.name}</dd>
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
          <dt>Infirmier</dt>
          <dd>{request.performer?.name ?? 'Aucun pour le moment'}</dd>
        </div>
        <div className={styles.answerLine}>
          <dt>Où en est la visite</dt>
          <dd>{step?.text ?? '—'}</dd>
        </div>
        <div className={styles.answerLine}>
          <dt>Motif de la visite</dt>
          <dd>
            {reason.isPending
              ? 'Déchiffrement en cours'
              : (reason.data ?? 'Motif non lisible sur cet appareil')}
          </dd>
        </div>
      </dl>
      {request.performer?.id === user.id && (
        <Link variant="standalone" href={TOUR_PATH}>
          Voir ma tournée
        </Link>
      )}
    </div>
  )
}
