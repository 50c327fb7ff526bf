import type { ReactNode } from 'react'
import * as styles from './EmptyState.css'

export interface EmptyStateProps {
  title: ReactNode
  description?: ReactNode
  /** Decorative illustration or icon (give it aria-hidden). */
  icon?: ReactNode
  /** A call to action, e.g. « Ajouter un patient ». */
  action?: ReactNode
  headingLevel?: 2 | 3 | 4
}

export function EmptyState({ title, description, icon, action, headingLevel = 3 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <div className={styles.empty}>
      {icon && <div className={styles.icon}>{icon}</div>}
      <Heading className={styles.title}>{title}</Heading>
      {description && <p className={styles.description}>{description}</p>}
      {action}
    </div>
  )
}
