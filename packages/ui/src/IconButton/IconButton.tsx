import type { ReactNode } from 'react'
import { Button as AriaButton } from 'react-aria-components'
import type { ButtonProps as AriaButtonProps } from 'react-aria-components'
import { button } from '../Button/Button.css'
import * as styles from './IconButton.css'

export interface IconButtonProps extends Omit<AriaButtonProps, 'children' | 'className' | 'aria-label'> {
  /** Required: an icon alone has no name (RGAA 11.9). Wrap in `Tooltip` to show it to sighted users. */
  label: string
  /** The icon (decorative: give it aria-hidden). */
  children: ReactNode
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger'
  size?: 'sm' | 'md' | 'lg'
  className?: string
}

export function IconButton({
  label,
  children,
  variant = 'ghost',
  size = 'md',
  className,
  ...props
}: IconButtonProps) {
  return (
    <AriaButton
      {...props}
      aria-label={label}
      className={[button({ variant, size }), styles.square({ size }), className].filter(Boolean).join(' ')}
    >
      {children}
    </AriaButton>
  )
}
