import type { ReactNode } from 'react'
import * as styles from './Badge.css'

export type BadgeVariant =
  'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'consultation' | 'urgent' | 'routine' | 'renewal'

export interface BadgeProps {
  /** Status tones, or a service category (Consultation, Urgent, Routine checkup, renewal). */
  variant?: BadgeVariant
  /** Always text: the colour only reinforces it (RGAA 3.1). */
  children: ReactNode
  className?: string
}

export function Badge({ variant, children, className }: BadgeProps) {
  return <span className={[styles.badge({ variant }), className].filter(Boolean).join(' ')}>{children}</span>
}
