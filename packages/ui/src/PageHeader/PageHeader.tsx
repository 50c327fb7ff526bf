import type { ReactNode } from 'react'
import { Button } from '../Button'
import * as styles from './PageHeader.css'

export interface PageHeaderProps {
  title: ReactNode
  description?: ReactNode
  /** Buttons on the right (wrap under the title on phones). */
  actions?: ReactNode
  /** Shows a « Retour » button before the title. */
  onBack?: () => void
}

export function PageHeader({ title, description, actions, onBack }: PageHeaderProps) {
  return (
    <div className={styles.header}>
      <div className={styles.titles}>
        {onBack && (
          <Button variant="ghost" size="sm" onPress={onBack}>
            ← Retour
          </Button>
        )}
        <h1 className={styles.title}>{title}</h1>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  )
}
