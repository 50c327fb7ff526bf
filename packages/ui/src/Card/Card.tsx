import type { ReactNode } from 'react'
import * as styles from './Card.css'

export interface CardProps {
  /** Becomes a heading (RGAA 9.1: content structured by headings) and names the region. */
  title?: ReactNode
  headingLevel?: 2 | 3 | 4
  /** Actions shown at the right of the title (buttons, menus). */
  actions?: ReactNode
  children?: ReactNode
  padding?: 'none' | 'md' | 'lg'
  elevation?: 'flat' | 'raised'
  className?: string
}

export function Card({
  title,
  headingLevel = 2,
  actions,
  children,
  padding,
  elevation,
  className,
}: CardProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <section className={[styles.card({ padding, elevation }), className].filter(Boolean).join(' ')}>
      {(title || actions) && (
        <div className={styles.header}>
          {title && <Heading className={styles.title}>{title}</Heading>}
          {actions}
        </div>
      )}
      {children}
    </section>
  )
}
