// The link to the terms of use from the forms that ask to accept them: the register checkbox and the
// dialog of /new-user.
import { useId, type ReactNode } from 'react'
import { Link } from '@relais/ui'

export const TERMS_OF_USE_PATH = '/legals/terms'

/**
 * Opens the terms in a new tab: reading them must not lose the form being filled in. The hint is hidden
 * but describes the link, so a screen reader says where it opens while the checkbox's name, which holds
 * the link, stays the sentence it shows.
 */
export function TermsOfUseLink({ children }: { children: ReactNode }) {
  const hint = useId()
  return (
    <>
      <Link href={TERMS_OF_USE_PATH} target="_blank" aria-describedby={hint}>
        {children}
      </Link>
      <span id={hint} hidden>
        S'ouvre dans un nouvel onglet
      </span>
    </>
  )
}
