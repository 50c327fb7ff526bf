import type { ReactNode } from 'react'
import { Dialog, DialogTrigger, Popover as AriaPopover } from 'react-aria-components'
import type { PopoverProps as AriaPopoverProps } from 'react-aria-components'
import * as styles from './Popover.css'

export interface PopoverProps extends Omit<AriaPopoverProps, 'children' | 'className'> {
  /** Names the non-modal dialog for screen readers. */
  'aria-label': string
  children: ReactNode
}

/**
 * Non-modal floating panel. Put a trigger `Button` and the `Popover` in `PopoverTrigger`:
 * Escape or a click outside closes it and focus returns to the trigger.
 */
export function Popover({ children, 'aria-label': ariaLabel, ...props }: PopoverProps) {
  return (
    <AriaPopover {...props} className={styles.popover}>
      <Dialog aria-label={ariaLabel} className={styles.panel}>
        {children}
      </Dialog>
    </AriaPopover>
  )
}

export { DialogTrigger as PopoverTrigger }
export { styles as popoverStyles }
