// The confirmation of a refusal. The decision is final (the account and its structure are deleted), so
// it is asked for explicitly, in an alert dialog that neither Escape nor a click outside dismisses. The
// reason is required: the person reads it at their next sign-in, and a refusal they cannot understand
// comes back as the same registration, or as a call to support.
import { useRef, useState } from 'react'
import { Alert, Button, Dialog, TextArea } from '@relais/ui'
import { ADMIN_MESSAGES, REFUSAL_REASON_MAX_LENGTH } from '@relais/domain'
import * as styles from './AdminPage.css.ts'

/** What became of a refusal sent to the API: done, or why not (on the reason field, or for the dialog). */
export type DeclineOutcome = { done: true } | { done: false; reasonError?: string; error?: string }

export interface DeclineAccountDialogProps {
  /** The structure's name, or the person's for dispatch accounts. */
  name: string
  onDecline: (reason: string) => Promise<DeclineOutcome>
  onClose: () => void
}

export function DeclineAccountDialog({ name, onDecline, onClose }: DeclineAccountDialogProps) {
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [isSending, setSending] = useState(false)
  const field = useRef<HTMLDivElement>(null)

  // The error is read out with the field once focus is back in it.
  const showReasonError = (message: string) => {
    setReasonError(message)
    field.current?.querySelector('textarea')?.focus()
  }

  const confirm = async (close: () => void) => {
    const typed = reason.trim()
    if (!typed) return showReasonError(ADMIN_MESSAGES.refusalReasonRequired)
    setError(null)
    setSending(true)
    const outcome = await onDecline(typed)
    setSending(false)
    if (outcome.done) return close()
    if (outcome.reasonError) showReasonError(outcome.reasonError)
    else if (outcome.error) setError(outcome.error)
  }

  return (
    <Dialog
      role="alertdialog"
      title={`Refuser la demande de ${name}`}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      isDismissable={false}
      footer={(close) => (
        <>
          <Button variant="secondary" isDisabled={isSending} onPress={close}>
            Annuler
          </Button>
          <Button
            variant="danger"
            isPending={isSending}
            pendingLabel="Refus en cours"
            onPress={() => void confirm(close)}
          >
            Refuser définitivement
          </Button>
        </>
      )}
    >
      <div className={styles.stack}>
        <p className={styles.dialogText}>
          Cette décision est définitive : le compte et les informations de la demande seront supprimés. La
          personne pourra présenter une nouvelle demande.
        </p>
        {error && <Alert variant="error">{error}</Alert>}
        <div ref={field}>
          <TextArea
            label="Motif du refus"
            description="Ce motif sera communiqué à la personne lors de sa prochaine connexion."
            isRequired
            // Typing can never confirm (Enter adds a line), so the field may take the focus first.
            autoFocus
            maxLength={REFUSAL_REASON_MAX_LENGTH}
            value={reason}
            onChange={(value) => {
              setReason(value)
              if (reasonError) setReasonError(null)
            }}
            isInvalid={Boolean(reasonError)}
            errorMessage={reasonError ?? undefined}
          />
        </div>
      </div>
    </Dialog>
  )
}
