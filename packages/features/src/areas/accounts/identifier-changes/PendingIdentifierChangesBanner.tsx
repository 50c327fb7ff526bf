// Right after registration (and after any change started in settings): a non-blocking banner asking for
// the code sent to the new email or phone, with a button opening the confirmation dialog. It goes once
// the change is confirmed or its code has expired. An impersonation never shows it (no code may be used).
import { Fragment, useState } from 'react'
import type { User } from '@relais/api-client'
import { Banner, Button } from '@relais/ui'
import { IdentifierChangeDialog } from './IdentifierChangeDialog.tsx'
import { codeDestination, IDENTIFIER_CHANGE_TEXTS, type IdentifierChange } from './identifier-changes.ts'
import { useActiveIdentifierChanges } from './useIdentifierChanges.ts'
import * as styles from './PendingIdentifierChangesBanner.css.ts'

export function PendingIdentifierChangesBanner({ user }: { user: User }) {
  const active = useActiveIdentifierChanges(user)
  // The change the dialog was opened for: it stays open if the change ends meanwhile (taken, expired).
  const [opened, setOpened] = useState<IdentifierChange | null>(null)
  const shown = opened ? (active.find((c) => c.type === opened.type) ?? opened) : null
  return (
    <>
      {active.length > 0 && (
        <Banner
          variant="info"
          action={
            <div className={styles.actions}>
              {active.map((change) => (
                <Button key={change.type} variant="secondary" size="sm" onPress={() => setOpened(change)}>
                  {active.length === 1 ? 'Saisir le code' : IDENTIFIER_CHANGE_TEXTS[change.type].bannerAction}
                </Button>
              ))}
            </div>
          }
        >
          {active.map((change, i) => (
            <Fragment key={change.type}>
              {i > 0 && ' '}
              {IDENTIFIER_CHANGE_TEXTS[change.type].bannerTitle} : saisissez le code envoyé{' '}
              {codeDestination(change)}.
            </Fragment>
          ))}
        </Banner>
      )}
      {shown && <IdentifierChangeDialog change={shown} onClose={() => setOpened(null)} />}
    </>
  )
}
