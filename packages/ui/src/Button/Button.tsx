import type { ReactNode, Ref } from 'react'
import { Button as AriaButton, composeRenderProps } from 'react-aria-components'
import type { ButtonProps as AriaButtonProps } from 'react-aria-components'
import { Spinner } from '../Spinner'
import * as styles from './Button.css'

export interface ButtonProps extends Omit<AriaButtonProps, 'children' | 'className'> {
  children: ReactNode
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger'
  size?: 'sm' | 'md' | 'lg'
  fullWidth?: boolean
  /** Read by screen readers while `isPending` (react-aria keeps the button focusable and announces it). */
  pendingLabel?: string
  className?: string
  /** The button element, for what opens from it (a menu loaded apart, a popover). */
  ref?: Ref<HTMLButtonElement>
}

export function Button({
  children,
  variant,
  size,
  fullWidth,
  pendingLabel = 'Chargement en cours',
  className,
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={[styles.button({ variant, size, fullWidth }), className].filter(Boolean).join(' ')}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          <span className={isPending ? styles.hiddenLabel : styles.label}>{content}</span>
          {isPending && (
            <span className={styles.pendingSpinner}>
              <Spinner size="sm" label={pendingLabel} />
            </span>
          )}
        </>
      ))}
    </AriaButton>
  )
}
