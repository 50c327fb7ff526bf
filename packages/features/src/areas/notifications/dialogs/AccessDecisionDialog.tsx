// 'access-decision': the holder answered the signed-in user's request. The dialog repeats the
// notification's sentence and says the answer in words.
import { Button, Dialog } from '@relais/ui'
import type { NotificationDialogProps } from '../notifications.ts'
import * as styles from './dialogs.css.ts'

type Status = NonNullable<NotificationDialogProps['notification']['payload']['status']>

const ANSWERS: Record<Status, string> = {
  ACCEPTED: "Votre demande d'accès a été acceptée.",
  REJECTED: "Votre demande d'accès a été refusée.",
  PENDING: "Votre demande d'accès attend encore une réponse.",
  INVITED: 'Un accès vous est proposé : il attend votre réponse.',
}

export function AccessDecisionDialog({ notification, onClose }: NotificationDialogProps) {
  const status = notification.payload.status
  return (
    <Dialog
      title="Réponse à votre demande d'accès"
      isOpen
      onOpenChange={(open) => !open && onClose()}
      footer={
        <Button variant="secondary" onPress={onClose}>
          Fermer
        </Button>
      }
    >
      <div className={styles.body}>
        <p className={styles.text}>{notification.content}</p>
        {status && <p className={styles.text}>{ANSWERS[status]}</p>}
      </div>
    </Dialog>
  )
}
