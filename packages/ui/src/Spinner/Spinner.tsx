import { ProgressBar } from 'react-aria-components'
import * as styles from './Spinner.css'

export interface SpinnerProps {
  /** Accessible name read by screen readers (the spinner itself is only a picture). */
  label?: string
  size?: 'sm' | 'md' | 'lg'
  className?: string
}

/** An indeterminate progressbar: screen readers hear « Chargement » and that it is busy. */
export function Spinner({ label = 'Chargement', size = 'md', className }: SpinnerProps) {
  return (
    <ProgressBar isIndeterminate aria-label={label} className={className}>
      <svg className={styles.spinner({ size })} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle className={styles.track} cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </ProgressBar>
  )
}
