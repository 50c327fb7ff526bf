// What a home card shows while its data load: the spinner, over the room that the card's empty state
// takes (kept, shown to no one), so that the cards below it do not move when the data arrive, and do
// not move at all when there are none.
import type { ReactNode } from 'react'
import { Spinner } from '@relais/ui'
import * as styles from './home.css.ts'

export function PendingRoom({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.pendingBox} aria-busy="true">
      <div className={styles.pendingRoom}>{children}</div>
      <div className={styles.pendingSpinner}>
        <Spinner label={label} />
      </div>
    </div>
  )
}
