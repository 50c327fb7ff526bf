import type { ReactNode } from 'react'
import * as styles from './StatCard.css'

export interface StatCardProps {
  title: string
  value: ReactNode
  icon?: ReactNode
  prefix?: ReactNode
  suffix?: ReactNode
  /** Change since the previous period; absent when there is nothing to compare with. */
  delta?: { direction: 'up' | 'down' | 'flat'; label: string }
  /** A judgement of the value (a `Badge`), under it. */
  badge?: ReactNode
}

const DELTA = {
  up: { glyph: '▲', spoken: 'En hausse : ' },
  down: { glyph: '▼', spoken: 'En baisse : ' },
  flat: { glyph: '=', spoken: 'Stable : ' },
} as const

/** A figure on the dashboard. The delta is spelt out (« en hausse », « stable ») for screen readers, not only drawn. */
export function StatCard({ title, value, icon, prefix, suffix, delta, badge }: StatCardProps) {
  return (
    <section className={styles.card} aria-label={title}>
      <div className={styles.head}>
        <h3 className={styles.title}>{title}</h3>
        {icon && <span className={styles.icon}>{icon}</span>}
      </div>
      <p className={styles.value}>
        {prefix && <span className={styles.affix}>{prefix}</span>}
        {value}
        {suffix && <span className={styles.affix}>{suffix}</span>}
      </p>
      {badge && <div>{badge}</div>}
      {delta && (
        <p className={styles.delta({ direction: delta.direction })}>
          <span aria-hidden="true">{DELTA[delta.direction].glyph}</span>
          <span className={styles.srOnly}>{DELTA[delta.direction].spoken}</span>
          {delta.label}
        </p>
      )}
    </section>
  )
}
