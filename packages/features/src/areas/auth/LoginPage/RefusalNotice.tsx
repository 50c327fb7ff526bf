// What a refused person reads once their code is right: that an administrator refused the account, on
// which day, and the reviewer's reason in their own words. Registering again stays open (the refusal
// deleted the account, not the right to ask again), and so does leaving.
import { useEffect, useId, useRef, useState } from 'react'
import { Button, formatDate } from '@relais/ui'
import type { AccountRefusal } from '../useLoginFlow.ts'
import * as styles from './LoginPage.css.ts'

export interface RefusalNoticeProps {
  refusal: AccountRefusal
  onRegisterAgain: () => void
  onSignOut: () => Promise<void>
}

export function RefusalNotice({ refusal, onRegisterAgain, onSignOut }: RefusalNoticeProps) {
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const [isSigningOut, setSigningOut] = useState(false)

  // The code field the person typed in is gone: focus goes to what replaced it, read from its title.
  useEffect(() => heading.current?.focus(), [])

  return (
    <section className={styles.refusal} aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.refusalTitle}>
        Votre demande d'inscription a été refusée
      </h2>
      <p className={styles.lead}>
        Un administrateur a examiné votre demande le {formatDate(refusal.refusedAt)} et ne l'a pas acceptée.
        Motif indiqué :
      </p>
      <blockquote className={styles.refusalReason}>{refusal.reason}</blockquote>
      <p className={styles.lead}>
        Vous pouvez présenter une nouvelle demande en corrigeant les informations concernées.
      </p>
      <div className={styles.form}>
        <Button onPress={onRegisterAgain}>Présenter une nouvelle demande</Button>
        <Button
          variant="secondary"
          isPending={isSigningOut}
          pendingLabel="Déconnexion en cours"
          onPress={async () => {
            setSigningOut(true)
            try {
              await onSignOut()
            } finally {
              setSigningOut(false)
            }
          }}
        >
          Se déconnecter
        </Button>
      </div>
    </section>
  )
}
