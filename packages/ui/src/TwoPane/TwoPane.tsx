import type { ReactNode } from 'react'
import { Button } from '../Button'
import * as styles from './TwoPane.css'

export interface TwoPaneProps {
  list: ReactNode
  detail: ReactNode
  /** Whether an item is selected: on narrow screens the detail then replaces the list. */
  hasSelection: boolean
  /** Narrow screens: « Retour » from the detail to the list (clear the selection). */
  onBack: () => void
  listLabel: string
  detailLabel: string
}

/** List and detail side by side from 1024 px; one at a time below, with a back button (messaging, requests). */
export function TwoPane({ list, detail, hasSelection, onBack, listLabel, detailLabel }: TwoPaneProps) {
  return (
    <div className={styles.root} data-selected={hasSelection}>
      <section aria-label={listLabel} className={styles.list}>
        {list}
      </section>
      <section aria-label={detailLabel} className={styles.detail}>
        <div className={styles.back}>
          <Button variant="ghost" size="sm" onPress={onBack}>
            ← Retour
          </Button>
        </div>
        {detail}
      </section>
    </div>
  )
}
