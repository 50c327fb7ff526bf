// 'Invitation en attente (n)' on 'Équipe' and 'Praticiens externes', for the structure's managers: who
// was invited and when, until they answer (a practitioner) or register (an email).
import { dateInZone, DEFAULT_TIME_ZONE, formatDate } from '@relais/domain'
import { Disclosure } from '@relais/ui'
import * as styles from './TeamPage.css.ts'

export interface PendingInvitation {
  id: string
  /** 'Name (type)', or the email of someone without an account yet. */
  invitee: string
  invitedAt: string
}

/** A date as the structure's pages write it, in the product's time zone. */
export const dateOf = (iso: string) => formatDate(dateInZone(Date.parse(iso), DEFAULT_TIME_ZONE))

export function PendingInvitations({ invitations }: { invitations: PendingInvitation[] }) {
  return (
    <Disclosure title={`Invitation en attente (${invitations.length})`}>
      {invitations.length === 0 ? (
        <p className={styles.muted}>Aucune invitation en attente</p>
      ) : (
        <ul className={styles.list}>
          {invitations.map((invitation) => (
            <li key={invitation.id} className={styles.row}>
              <span className={styles.grow}>{invitation.invitee}</span>
              <span className={styles.muted}>invité le {dateOf(invitation.invitedAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </Disclosure>
  )
}
