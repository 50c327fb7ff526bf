import type { ReactNode } from 'react'
import { Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components'
import * as styles from './Tooltip.css'

export interface TooltipProps {
  /** The focusable element described (Button, IconButton, Link). */
  children: ReactNode
  content: ReactNode
  placement?: 'top' | 'bottom' | 'start' | 'end'
  delay?: number
}

/**
 * Short hint shown on hover after a delay and immediately on keyboard focus; Escape hides it.
 * It only repeats what the control's name says — never put essential information here.
 */
export function Tooltip({ children, content, placement = 'top', delay = 600 }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay}>
      {children}
      <AriaTooltip placement={placement} offset={6} className={styles.tooltip}>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  )
}
