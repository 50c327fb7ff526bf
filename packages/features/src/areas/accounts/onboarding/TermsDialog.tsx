// Asked on /new-user when the terms were not accepted on /register (the spec's screens): 'Accepter' stores
// the flag, 'Refuser' signs out.
import { AlertDialog } from '@relais/ui'
import { TermsOfUseLink } from '../../legals/index.ts'
import * as styles from './onboarding.css.ts'

export interface TermsDialogProps {
  isOpen: boolean
  onAccept: () => void
  onRefuse: () => void
}

export function TermsDialog({ isOpen, onAccept, onRefuse }: TermsDialogProps) {
  return (
    <AlertDialog
      title="Conditions générales d'utilisation"
      isOpen={isOpen}
      confirmLabel="Accepter"
      cancelLabel="Refuser"
      onConfirm={onAccept}
      onCancel={onRefuse}
    >
      <p className={styles.lead}>
        Pour créer votre compte, vous devez accepter les{' '}
        <TermsOfUseLink>conditions générales d'utilisation</TermsOfUseLink> du service.
      </p>
    </AlertDialog>
  )
}
