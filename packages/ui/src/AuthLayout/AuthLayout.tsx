import type { ReactNode } from 'react'
import * as styles from './AuthLayout.css'

export interface AuthLayoutProps {
  /** Logo and product name, e.g. `<><Logo /> Relais Périnatalité</>`. */
  brand: ReactNode
  /** One line under the brand (e.g. « Le suivi périnatal coordonné »). */
  tagline?: ReactNode
  /** Page title, rendered as the page's single h1. */
  title?: ReactNode
  subtitle?: ReactNode
  children: ReactNode
  /** Legal and support links; rendered in a contentinfo landmark. */
  footer?: ReactNode
}

/** Sign-in and onboarding frame: header, main and footer landmarks (RGAA 12.6). */
export function AuthLayout({ brand, tagline, title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.brand}>{brand}</div>
        {tagline && <p className={styles.tagline}>{tagline}</p>}
      </header>
      <main className={styles.main}>
        <div className={styles.card}>
          {(title || subtitle) && (
            <div className={styles.heading}>
              {title && <h1 className={styles.title}>{title}</h1>}
              {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
            </div>
          )}
          {children}
        </div>
      </main>
      {footer && <footer className={styles.footer}>{footer}</footer>}
    </div>
  )
}
