// The administrators' debug drawer (the spec's screens): the ids support asks for, and impersonation by
// email ('Impersonate' disabled for one's own email) with 'Restore user'.
import { useState } from 'react'
import { canImpersonate } from '@relais/domain'
import { Button, Drawer, TextField } from '@relais/ui'
import { useImpersonation } from './impersonation.ts'
import { useSignedIn } from '../../core/session/signed-in.tsx'
import * as styles from './AdminPage.css.ts'

export function DebugDrawer({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { user, organization } = useSignedIn()
  const { impersonate, restore, pending } = useImpersonation()
  const [email, setEmail] = useState('')
  const allowed = canImpersonate(email, user.username)
  return (
    <Drawer title="Débogage" isOpen={isOpen} onOpenChange={onOpenChange}>
      <div className={styles.stack}>
        <dl className={styles.ids}>
          <dt>Utilisateur</dt>
          <dd>{user.id}</dd>
          <dt>Profil</dt>
          <dd>{user.profile.id}</dd>
          <dt>Structure</dt>
          <dd>{organization?.id ?? '—'}</dd>
        </dl>
        <form
          className={styles.stack}
          onSubmit={(e) => {
            e.preventDefault()
            if (!allowed) return
            void impersonate(email.trim()).then((ok) => ok && onOpenChange(false))
          }}
        >
          <TextField label="Email de l'utilisateur" type="email" value={email} onChange={setEmail} />
          <div className={styles.actions}>
            <Button type="submit" isDisabled={!allowed} isPending={pending}>
              Impersonate
            </Button>
            <Button
              variant="secondary"
              isDisabled={!user.impersonator || pending}
              onPress={() => void restore().then((ok) => ok && onOpenChange(false))}
            >
              Restore user
            </Button>
          </div>
        </form>
      </div>
    </Drawer>
  )
}
