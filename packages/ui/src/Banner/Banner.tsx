import type { ReactNode } from 'react'
import * as styles from './Banner.css'

export interface BannerProps {
  children: ReactNode
  /** An action such as « Quitter » (a Button). */
  action?: ReactNode
  variant?: 'danger' | 'info'
}

/** Full-width strip above the shell, e.g. the red impersonation banner (« Vous agissez en tant que … »). */
export function Banner({ children, action, variant = 'danger' }: BannerProps) {
  return (
    <div role="region" aria-label="Avertissement" className={styles.banner({ variant })}>
      <p className={styles.text}>{children}</p>
      {action}
    </div>
  )
}
