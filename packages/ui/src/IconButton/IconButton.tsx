import { useContext } from 'react'
import type { ReactNode } from 'react'
import { Button as AriaButton, TooltipTriggerStateContext } from 'react-aria-components'
import type { ButtonProps as AriaButtonProps } from 'react-aria-components'
import { button } from '../Button/Button.css'
import { Tooltip } from '../Tooltip'
import type { TooltipProps } from '../Tooltip'
import * as styles from './IconButton.css'

export interface IconButtonProps extends Omit<AriaButtonProps, 'children' | 'className' | 'aria-label'> {
  /** Required: an icon alone has no name (RGAA 11.9). Also shown as a tooltip on hover and focus. */
  label: string
  /** The icon (decorative: give it aria-hidden). */
  children: ReactNode
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger'
  size?: 'sm' | 'md' | 'lg'
  className?: string
  /** Where the label tooltip appears; `false` removes it (the accessible name stays). */
  tooltipPlacement?: TooltipProps['placement'] | false
}

export function IconButton({
  label,
  children,
  variant = 'ghost',
  size = 'md',
  className,
  tooltipPlacement = 'top',
  ...props
}: IconButtonProps) {
  // Inside a caller's own Tooltip, a second trigger would take over and hide the caller's content.
  const insideTooltip = useContext(TooltipTriggerStateContext) !== null
  const control = (
    <AriaButton
      {...props}
      aria-label={label}
      className={[button({ variant, size }), styles.square({ size }), className].filter(Boolean).join(' ')}
    >
      {children}
    </AriaButton>
  )
  if (insideTooltip || tooltipPlacement === false) return control
  return (
    <Tooltip content={label} placement={tooltipPlacement}>
      {control}
    </Tooltip>
  )
}
