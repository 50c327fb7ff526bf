// Before the vault can be opened the account needs a proven email or phone: the key store sends its
// 8-character code there. An account registered through Pro Santé Connect has neither until it types the
// code sent to what it gave at registration; this dialog asks for that code (or, once it expired, for an
// email to send a new one to) in place of the unlock dialog, which follows as soon as one is proven.
import { useState } from 'react'
import { isValidEmail } from '@relais/domain'
import type { User } from '@relais/api-client'
import { Button, Dialog, TextField } from '@relais/ui'
import { IdentifierChangeDialog } from './IdentifierChangeDialog.tsx'
import type { IdentifierChange } from './identifier-changes.ts'
import { useActiveIdentifierChanges, useIdentifierChangeActions } from './useIdentifierChanges.ts'
import * as styles from './IdentifierChangeDialog.css.ts'

const CONTACT_REQUIRED_TITLE = 'Confirmez une adresse email'

export function ContactRequiredDialog({ user, onLogout }: { user: User; onLogout: () => void }) {
  const active = useActiveIdentifierChanges(user)
  const { start } = useIdentifierChangeActions()
  // The change being confirmed; null once its dialog is left, to ask for an address instead.
  const [typing, setTyping] = useState<IdentifierChange | null>(active[0] ?? null)
  const [email, setEmail] = useState(active.find((c) => c.type === 'email')?.value ?? '')
  const [error, setError] = useState<string | null>(null)
  const [isSending, setSending] = useState(false)

  if (typing) return <IdentifierChangeDialog change={typing} onClose={() => setTyping(null)} />

  const send = async () => {
    const value = email.trim()
    if (!value) return setError('Veuillez entrer une adresse email')
    if (!isValidEmail(value)) return setError("L'adresse email n'est pas valide")
    setSending(true)
    const result = await start('email', value)
    setSending(false)
    if (result.ok) {
      setError(null)
      setTyping(result.change)
    } else {
      setError(result.message ?? 'Une erreur est survenue')
    }
  }

  return (
    <Dialog title={CONTACT_REQUIRED_TITLE} isOpen role="alertdialog" isDismissable={false}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void send()
        }}
      >
        <p className={styles.lead}>
          Vos données de santé sont chiffrées de bout en bout. La clé qui les protège se retrouve grâce à un
          code envoyé à votre adresse email : confirmez-en une pour continuer.
        </p>
        <TextField
          label="Adresse email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(value) => {
            setEmail(value)
            setError(null)
          }}
          isRequired
          isInvalid={Boolean(error)}
          errorMessage={error ?? undefined}
          autoFocus
        />
        <div className={styles.actions}>
          <Button variant="ghost" onPress={onLogout}>
            Déconnexion
          </Button>
          <Button type="submit" isPending={isSending} pendingLabel="Envoi du code en cours">
            Recevoir un code
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
