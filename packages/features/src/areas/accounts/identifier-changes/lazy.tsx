// What the shell shows of identifier changes on every signed-in page, loaded only when it shows: the
// banner exists for an account with a change waiting for its code, the dialog for one without a proven
// email or phone. Their code (phone formatting and its metadata, the code dialog) is not the frame's.
import { lazy, Suspense, useState } from 'react'
import type { User } from '@relais/api-client'

const Banner = lazy(async () => ({
  default: (await import('./PendingIdentifierChangesBanner.tsx')).PendingIdentifierChangesBanner,
}))
const Dialog = lazy(async () => ({
  default: (await import('./ContactRequiredDialog.tsx')).ContactRequiredDialog,
}))

/** True when the account holds no proven email or phone (the unlock dialog could send its code nowhere). */
export const needsProvenContact = (user: User) => user.profile.telecom.length === 0

export function PendingIdentifierChangesBanner({ user }: { user: User }) {
  const pending = (user.pendingIdentifierChanges?.length ?? 0) > 0
  // Once there, the banner stays: its dialog stays open when the change it confirms ends meanwhile.
  const [needed, setNeeded] = useState(pending)
  if (pending && !needed) setNeeded(true)
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <Banner user={user} />
    </Suspense>
  )
}

export function ContactRequiredDialog(props: { user: User; onLogout: () => void }) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  )
}
