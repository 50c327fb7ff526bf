import { Link as AriaLink } from 'react-aria-components'
import type { LinkProps as AriaLinkProps } from 'react-aria-components'
import * as styles from './Link.css'

export interface LinkProps extends Omit<AriaLinkProps, 'className'> {
  /** `inline` inside a sentence (underlined); `standalone` for lists of links (underline on hover). */
  variant?: 'inline' | 'standalone'
  className?: string
}

/** Navigates through the router given to `UiProvider`, so apps keep client-side routing. */
export function Link({ variant, className, ...props }: LinkProps) {
  return <AriaLink {...props} className={[styles.link({ variant }), className].filter(Boolean).join(' ')} />
}
