import type { ReactNode } from 'react'
import {
  Button as AriaButton,
  Disclosure as AriaDisclosure,
  DisclosurePanel,
  Heading,
} from 'react-aria-components'
import * as styles from './Disclosure.css'

export interface DisclosureProps {
  /** The heading's text, which is also the button that opens and closes the section. */
  title: ReactNode
  headingLevel?: 2 | 3 | 4
  defaultExpanded?: boolean
  children?: ReactNode
  className?: string
}

/** A section closed at first (a list the page need not show at once), opened by its heading. */
export function Disclosure({
  title,
  headingLevel = 2,
  defaultExpanded,
  children,
  className,
}: DisclosureProps) {
  return (
    <AriaDisclosure
      className={[styles.disclosure, className].filter(Boolean).join(' ')}
      defaultExpanded={defaultExpanded}
    >
      <Heading level={headingLevel} className={styles.heading}>
        <AriaButton slot="trigger" className={styles.trigger}>
          <svg className={styles.chevron} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
            <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {title}
        </AriaButton>
      </Heading>
      {/* The padding inside the panel: a closed panel is hidden until found, its own box still laid out. */}
      <DisclosurePanel>
        <div className={styles.panel}>{children}</div>
      </DisclosurePanel>
    </AriaDisclosure>
  )
}
