import type { ReactNode } from 'react'
import { visuallyHidden } from '../theme/styles.css'
import * as styles from './Alert.css'

export type AlertVariant = 'info' | 'success' | 'warning' | 'error'

export interface AlertProps {
  variant?: AlertVariant
  title?: ReactNode
  children?: ReactNode
  /**
   * Urgent messages use role="alert" and interrupt the screen reader; others use role="status".
   * Defaults to true for errors only.
   */
  isUrgent?: boolean
  className?: string
}

// The variant is spelt out for screen readers: colour and icon alone must not carry meaning (RGAA 3.1).
const prefix: Record<AlertVariant, string> = {
  info: 'Information : ',
  success: 'Succès : ',
  warning: 'Attention : ',
  error: 'Erreur : ',
}

const icons: Record<AlertVariant, ReactNode> = {
  info: <path d="M10 9v5M10 6h.01" />,
  success: <path d="M6 10.5l2.5 2.5L14 7.5" />,
  warning: <path d="M10 6v5M10 14h.01" />,
  error: <path d="M7 7l6 6M13 7l-6 6" />,
}

export function Alert({
  variant = 'info',
  title,
  children,
  isUrgent = variant === 'error',
  className,
}: AlertProps) {
  return (
    <div
      role={isUrgent ? 'alert' : 'status'}
      className={[styles.alert({ variant }), className].filter(Boolean).join(' ')}
    >
      <svg
        className={styles.icon}
        width="20"
        height="20"
        viewBox="0 0 20 20"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        aria-hidden="true"
      >
        <circle cx="10" cy="10" r="8.5" />
        {icons[variant]}
      </svg>
      <div className={styles.body}>
        <span className={visuallyHidden}>{prefix[variant]}</span>
        {title && <p className={styles.title}>{title}</p>}
        {children && <div>{children}</div>}
      </div>
    </div>
  )
}
