import type { ReactNode } from 'react'
import { Switch as AriaSwitch } from 'react-aria-components'
import type { SwitchProps as AriaSwitchProps } from 'react-aria-components'
import * as styles from './Switch.css'

export interface SwitchProps extends Omit<AriaSwitchProps, 'children' | 'className'> {
  children: ReactNode
  className?: string
}

/** On/off setting applied at once (no form submit), e.g. « Notifications par SMS ». */
export function Switch({ children, className, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={[styles.switchRoot, className].filter(Boolean).join(' ')}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      {children}
    </AriaSwitch>
  )
}
