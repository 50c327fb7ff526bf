// 'organization-invite': a structure invites the signed-in practitioner to affiliate. In team mode,
// 'Envoyer une demande' asks to join its team (the structure then approves the request), the dialog
// says 'Demande d'affiliation envoyée' and closes by itself; 'Annuler' removes the invitation. An
// invitation that names no structure cannot be answered: 'Organization ID is missing'. In external mode
// (to be one of the structure's external practitioners) the invitation is an access policy offered to
// the practitioner: 'Accepter' or 'Refuser' answer it, and the dialog closes by itself.
import { useEffect, useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { asApiError, useApi } from '@relais/api-client'
import { NOTIFICATION_DIALOG_CLOSE_MS } from '@relais/domain'
import { Alert, Button, Dialog } from '@relais/ui'
import type { NotificationDialogProps } from '../notifications.ts'
import { useNotificationRemoval } from '../useNotificationPage.ts'
import * as styles from './dialogs.css.ts'

const ORGANIZATION_ID_MISSING = 'Organization ID is missing'
const SENT = "Demande d'affiliation envoyée"
const REQUEST_FAILED = "La demande n'a pas pu être envoyée. Réessayez."
const REMOVAL_FAILED = "L'invitation n'a pas pu être supprimée. Réessayez."
const ANSWER_FAILED = "La réponse n'a pas pu être envoyée. Réessayez."

export function OrganizationInviteDialog({ notification, onClose }: NotificationDialogProps) {
  const { client } = useApi()
  const { removeOne } = useNotificationRemoval()
  const { organizationId, mode = 'team', accessPolicyId } = notification.payload
  const [problem, setProblem] = useState<string | null>(null)
  const [sent, setSent] = useState(false)
  const [answered, setAnswered] = useState<string | null>(null)

  const answer = useMutation({
    mutationFn: async (verb: 'approve' | 'reject') => {
      const path = { params: { path: { policyId: accessPolicyId ?? '' } } }
      const { response, error } =
        verb === 'approve'
          ? await client.POST('/access-policy/{policyId}/approve', path)
          : await client.POST('/access-policy/{policyId}/reject', path)
      if (!response.ok) throw new Error(asApiError(error)?.message ?? ANSWER_FAILED)
      return verb
    },
    onSuccess: (verb) => setAnswered(verb === 'approve' ? 'Invitation acceptée' : 'Invitation refusée'),
    // A 409 says why in the API's words ('Cette invitation n'est plus en attente').
    onError: (error) => setProblem(error.message || ANSWER_FAILED),
  })

  const request = useMutation({
    mutationFn: async (id: string) => {
      const { response, error } = await client.POST('/organization/{organizationId}/request-to-join', {
        params: { path: { organizationId: id } },
      })
      if (!response.ok) throw new Error(asApiError(error)?.message ?? REQUEST_FAILED)
    },
    onSuccess: () => setSent(true),
    // A 409 says why in the API's words ('Votre demande est déjà en attente').
    onError: (error) => setProblem(error.message || REQUEST_FAILED),
  })

  useEffect(() => {
    if (!sent && !answered) return
    const timer = setTimeout(onClose, NOTIFICATION_DIALOG_CLOSE_MS.affiliation)
    return () => clearTimeout(timer)
  }, [sent, answered, onClose])

  const cancel = () => {
    setProblem(null)
    removeOne.mutate(notification, { onSuccess: onClose, onError: () => setProblem(REMOVAL_FAILED) })
  }

  const canRequest = organizationId !== undefined && mode === 'team' && !sent
  const canAnswer = mode === 'external' && accessPolicyId !== undefined && !answered
  const busy = answer.isPending || removeOne.isPending
  return (
    <Dialog
      title="Invitation à rejoindre une structure"
      isOpen
      onOpenChange={(open) => !open && onClose()}
      footer={
        canAnswer && organizationId ? (
          <>
            <Button
              variant="secondary"
              isDisabled={busy}
              isPending={answer.isPending && answer.variables === 'reject'}
              pendingLabel="Refus en cours"
              onPress={() => {
                setProblem(null)
                answer.mutate('reject')
              }}
            >
              Refuser
            </Button>
            <Button
              isDisabled={busy}
              isPending={answer.isPending && answer.variables === 'approve'}
              pendingLabel="Acceptation en cours"
              onPress={() => {
                setProblem(null)
                answer.mutate('approve')
              }}
            >
              Accepter
            </Button>
          </>
        ) : sent || answered || !organizationId ? (
          <Button variant="secondary" onPress={onClose}>
            Fermer
          </Button>
        ) : (
          <>
            <Button
              variant="secondary"
              isDisabled={request.isPending}
              isPending={removeOne.isPending}
              pendingLabel="Suppression en cours"
              onPress={cancel}
            >
              Annuler
            </Button>
            {canRequest && (
              <Button
                isDisabled={removeOne.isPending}
                isPending={request.isPending}
                pendingLabel="Envoi en cours"
                onPress={() => {
                  setProblem(null)
                  request.mutate(organizationId)
                }}
              >
                Envoyer une demande
              </Button>
            )}
          </>
        )
      }
    >
      <div className={styles.body}>
        <p className={styles.status} role="status">
          {sent ? SENT : answered}
        </p>
        {!sent && !answered && <p className={styles.message}>{notification.content}</p>}
        {!organizationId && <Alert variant="error">{ORGANIZATION_ID_MISSING}</Alert>}
        {problem && <Alert variant="error">{problem}</Alert>}
      </div>
    </Dialog>
  )
}
