// 'access-request': someone asks for the signed-in user's data, or to join their structure. The dialog
// names who asks and what (from the request itself, as 'Mes données' lists it) and answers it there:
// 'Accepter' approves (and shares a medical file in this browser), 'Refuser' rejects; the outcome is
// said in the dialog, which then closes by itself. A request answered meanwhile (elsewhere, in another
// tab) is said to be so, without buttons.
import { useEffect, useState } from 'react'
import { NOTIFICATION_DIALOG_CLOSE_MS } from '@relais/domain'
import { Alert, Button, Dialog, Spinner } from '@relais/ui'
import { useAppConfig } from '../../../core/config/AppConfig.tsx'
import {
  answerErrorMessage,
  MedicalFileSharingAlert,
  MedicalFileSharingError,
  partyLabel,
  RESOURCE_LABELS,
  useAccessPolicies,
  useApproveAccessPolicy,
  useRejectAccessPolicy,
} from '../../access-policies/index.ts'
import type { NotificationDialogProps } from '../notifications.ts'
import * as styles from './dialogs.css.ts'

export function AccessRequestDialog({ notification, onClose }: NotificationDialogProps) {
  const { application } = useAppConfig()
  const policies = useAccessPolicies()
  const approve = useApproveAccessPolicy()
  const reject = useRejectAccessPolicy()
  const [problem, setProblem] = useState<string | null>(null)
  const [notShared, setNotShared] = useState<MedicalFileSharingError | null>(null)
  const [outcome, setOutcome] = useState<string | null>(null)
  const policyId = notification.payload.accessPolicyId
  const pending = policies.data?.pending.find((p) => p.id === policyId)
  const accepted = policies.data?.accepted.find((p) => p.id === policyId)
  const busy = approve.isPending || reject.isPending

  const answer = (kind: 'approve' | 'reject') => {
    if (!pending) return
    setProblem(null)
    const who = partyLabel(pending.grantee, application)
    const mutation = kind === 'approve' ? approve : reject
    mutation.mutate(pending, {
      onSuccess: () => {
        setNotShared(null)
        setOutcome(kind === 'approve' ? `Accès accordé à ${who}` : `Demande de ${who} refusée`)
      },
      onError: (error) => {
        if (error instanceof MedicalFileSharingError) setNotShared(error)
        else setProblem(answerErrorMessage(error))
      },
    })
  }

  useEffect(() => {
    if (!outcome) return
    const timer = setTimeout(onClose, NOTIFICATION_DIALOG_CLOSE_MS.accessRequest)
    return () => clearTimeout(timer)
  }, [outcome, onClose])

  return (
    <Dialog
      title="Demande d'accès"
      isOpen
      onOpenChange={(open) => !open && onClose()}
      footer={
        pending && !notShared && !outcome ? (
          <>
            <Button
              variant="secondary"
              isDisabled={busy}
              isPending={reject.isPending}
              pendingLabel="Refus en cours"
              onPress={() => answer('reject')}
            >
              Refuser
            </Button>
            <Button
              isDisabled={busy}
              isPending={approve.isPending}
              pendingLabel="Acceptation en cours"
              onPress={() => answer('approve')}
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
      <div className={styles.body}>
        {/* Present from the start, so that screen readers announce the outcome when it is written. */}
        <p className={styles.status} role="status">
          {outcome}
        </p>
        {outcome ? null : policies.isPending ? (
          <div className={styles.loading}>
            <Spinner size="sm" label="Chargement de la demande" />
            <span>Chargement de la demande...</span>
          </div>
        ) : policies.isError ? (
          <Alert variant="error" title="La demande n'a pas pu être chargée.">
            <Button size="sm" variant="secondary" onPress={() => void policies.refetch()}>
              Réessayer
            </Button>
          </Alert>
        ) : pending ? (
          <p className={styles.text}>
            {partyLabel(pending.grantee, application)} demande l'accès à : {RESOURCE_LABELS[pending.resource]}
            .
          </p>
        ) : accepted ? (
          <p className={styles.text}>
            Vous avez accordé l'accès à {partyLabel(accepted.grantee, application)} :{' '}
            {RESOURCE_LABELS[accepted.resource]}.
          </p>
        ) : (
          <p className={styles.text}>Cette demande n'est plus en attente.</p>
        )}
        {problem && <Alert variant="error">{problem}</Alert>}
        {notShared && <MedicalFileSharingAlert error={notShared} onDone={onClose} />}
      </div>
    </Dialog>
  )
}
