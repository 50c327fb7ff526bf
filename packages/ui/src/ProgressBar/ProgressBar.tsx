import { Label, ProgressBar as AriaProgressBar } from 'react-aria-components'
import * as styles from './ProgressBar.css'
import { label as labelStyle } from '../Field/Field.css'

export interface ProgressBarProps {
  label: string
  /** 0 to 100. */
  value: number
  showValue?: boolean
}

export function ProgressBar({ label, value, showValue = true }: ProgressBarProps) {
  const clamped = Math.min(100, Math.max(0, value))
  return (
    <AriaProgressBar value={clamped} className={styles.root}>
      {({ valueText }) => (
        <>
          <div className={styles.head}>
            <Label className={labelStyle}>{label}</Label>
            {showValue && <span className={styles.value}>{valueText}</span>}
          </div>
          <div className={styles.track}>
            <div className={styles.fill} style={{ width: `${clamped}%` }} />
          </div>
        </>
      )}
    </AriaProgressBar>
  )
}
