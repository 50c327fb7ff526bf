// What a structure (or a colleague) sees when a practitioner's calendar answers 403: who to ask, where an
// earlier request stands, and 'Demander l'accès'. A request sent is confirmed for a few seconds, then the
// dialog closes and the user goes back where they came from: the answer comes later, from the
// practitioner.
import { useEffect, useState } from 'react'
import { asApiError, useApi } from '@relais/api-client'
import { SCHEDULE_ACCESS_MESSAGES, scheduleAccessMessage } from '@relais/domain'
import { Alert, Button, Dialog, Spinner } from '@relais/ui'
import * as styles from './agenda.css.ts'

/** How long the confirmation stays before the dialog closes by itself. */
const SENT_CONFIRMATION_MS = 3000

export interface CalendarAccessDialogProps {
  practitionerId: string
  /** The practitioner's name, when the page knows it. */
  practitionerName?: string
  /** The structure asking, when the user acts for one. */
  organizationId?: string
  /** Closing: after the confirmation, or when the user gives up. */
  onClose: () => void
}

export function CalendarAccessDialog({
  practitionerId,
  practitionerName,
  organizationId,
  onClose,
}: CalendarAccessDialogProps) {
  const { $api } = useApi()
  const access = $api.useQuery('get', '/practitioner/{practitionerId}/schedule/access', {
    params: { path: { practitionerId }, query: organizationId ? { organizationId } : {} },
  })
  const request = $api.useMutation('post', '/practitioner/{practitionerId}/schedule/access')
  const [error, setError] = useState<string | null>(null)
  const sent = request.isSuccess

  useEffect(() => {
    if (!sent) return
    const timer = setTimeout(onClose, SENT_CONFIRMATION_MS)
    return () => clearTimeout(timer)
  }, [sent, onClose])

  const existing = scheduleAccessMessage(access.data?.policy?.status)
  const ask = () => {
    setError(null)
    request.mutate(
      { params: { path: { practitionerId } }, body: organizationId ? { organizationId } : {} },
      {
        onError: (refusal) =>
          setError(asApiError(refusal)?.message ?? "La demande n'a pas pu être envoyée. Réessayez."),
      },
    )
  }

  const whose = practitionerName ? `l'agenda de ${practitionerName}` : 'cet agenda'
  return (
    <Dialog
      title={SCHEDULE_ACCESS_MESSAGES.forbidden}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      footer={(close) => (
        <>
          {!sent && !existing && !access.isPending && (
            <Button onPress={ask} isPending={request.isPending}>
              {SCHEDULE_ACCESS_MESSAGES.request}
            </Button>
          )}
          <Button variant="secondary" onPress={close}>
            Retour
          </Button>
        </>
      )}
    >
      <div className={styles.dialogBody}>
        <p>Pour consulter {whose}, le praticien doit vous en donner l&apos;accès.</p>
        {access.isPending && <Spinner label="Vérification de vos accès" />}
        {access.isError && (
          <Alert variant="error">Vos accès n&apos;ont pas pu être vérifiés. Réessayez plus tard.</Alert>
        )}
        {existing && !sent && <Alert variant="info">{existing}</Alert>}
        {error && <Alert variant="error">{error}</Alert>}
        {sent && <Alert variant="success">{SCHEDULE_ACCESS_MESSAGES.sent}</Alert>}
      </div>
    </Dialog>
  )
}
