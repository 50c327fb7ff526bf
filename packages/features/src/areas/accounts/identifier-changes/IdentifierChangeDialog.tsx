// 'Confirmer votre nouvelle adresse email' / 'Confirmer votre nouveau numéro': the 6-digit code sent to
// the new identifier, checked at the sixth digit or with 'Valider'. A wrong code says 'Code incorrect'
// and clears the field; the fifth wrong try locks the code, and only 'Renvoyer le code' helps then. When
// another account took the identifier meanwhile, the caller may show that where it was typed.
import { useRef, useState } from 'react'
import type { User } from '@relais/api-client'
import { OTP_LENGTH } from '@relais/domain'
import { Alert, Button, Dialog, formatTime, OtpField, toastQueue } from '@relais/ui'
import { useAppConfig } from '../../../core/config/AppConfig.tsx'
import { DevCodeHint } from '../../../core/dev/DevCodeHint.tsx'
import { displayIdentifier, IDENTIFIER_CHANGE_TEXTS, type IdentifierChange } from './identifier-changes.ts'
import { useIdentifierChangeActions } from './useIdentifierChanges.ts'
import * as styles from './IdentifierChangeDialog.css.ts'

export interface IdentifierChangeDialogProps {
  /** The pending change: where the code went and until when it is valid. */
  change: IdentifierChange
  onClose: () => void
  /** The account now holds the new identifier (the cached user is already updated). */
  onConfirmed?: (user: User) => void
  /**
   * Another account holds the identifier: the dialog closes and the caller shows `message` where the
   * identifier was typed. Without it, the dialog says so itself.
   */
  onConflict?: (message: string) => void
}

type State = 'ready' | 'locked' | 'taken'

export function IdentifierChangeDialog({
  change,
  onClose,
  onConfirmed,
  onConflict,
}: IdentifierChangeDialogProps) {
  const { envMode } = useAppConfig()
  const { start, confirm } = useIdentifierChangeActions()
  const texts = IDENTIFIER_CHANGE_TEXTS[change.type]
  const [code, setCode] = useState('')
  const [state, setState] = useState<State>('ready')
  const [error, setError] = useState<string | null>(null)
  const [isVerifying, setVerifying] = useState(false)
  const [isResending, setResending] = useState(false)
  const [resent, setResent] = useState(false)
  const verifying = useRef(false)

  const conflict = (message: string | null) => {
    if (onConflict && message) {
      onConflict(message)
      onClose()
      return
    }
    setState('taken')
    setError(message)
  }

  const submit = async (value: string) => {
    if (value.length !== OTP_LENGTH || state !== 'ready' || verifying.current) return
    verifying.current = true
    setVerifying(true)
    setError(null)
    setResent(false)
    try {
      const result = await confirm(change.type, value)
      if (result.ok) {
        toastQueue.add({ title: texts.confirmed, variant: 'success' })
        onConfirmed?.(result.user)
        onClose()
        return
      }
      // The next try starts from an empty field.
      setCode('')
      if (result.reason === 'taken') return conflict(result.message)
      if (result.reason === 'locked') setState('locked')
      setError(result.message)
    } finally {
      verifying.current = false
      setVerifying(false)
    }
  }

  const resend = async () => {
    setResending(true)
    setError(null)
    setResent(false)
    const result = await start(change.type, change.value)
    setResending(false)
    if (result.ok) {
      setState('ready')
      setCode('')
      setResent(true)
      return
    }
    if (result.reason === 'taken') return conflict(result.message)
    setError(result.message)
  }

  const destination = (
    <>
      {change.type === 'phone' ? 'au' : 'à'}{' '}
      <strong className={styles.destination}>{displayIdentifier(change)}</strong>
    </>
  )

  return (
    <Dialog
      title={texts.dialogTitle}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      // A form: a click outside must not throw away the code being typed.
      isDismissable={false}
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void submit(code)
        }}
      >
        {state === 'taken' ? (
          <Alert variant="error">{error}</Alert>
        ) : (
          <>
            <p className={styles.lead}>
              Saisissez le code à {OTP_LENGTH} chiffres envoyé {destination}. Il est valable jusqu'à{' '}
              {formatTime(change.expiresAt)}.
            </p>
            {envMode !== 'PROD' && <DevCodeHint recipient={change.value} envMode={envMode} />}
            <OtpField
              label="Code de confirmation"
              description={
                state === 'locked' ? 'Demandez un nouveau code avec « Renvoyer le code ».' : undefined
              }
              value={code}
              onChange={(next) => {
                setCode(next)
                if (state === 'ready' && error) setError(null)
              }}
              onComplete={(value) => void submit(value)}
              isInvalid={Boolean(error)}
              errorMessage={error ?? undefined}
              // Not disabled while verifying: a disabled field loses focus, and a wrong code is retyped at once.
              isRequired
              autoFocus
            />
          </>
        )}
        <p role="status" className={styles.status}>
          {resent ? 'Un nouveau code a été envoyé.' : ''}
        </p>
        <div className={styles.actions}>
          <Button variant="ghost" onPress={onClose} isDisabled={isVerifying}>
            Annuler
          </Button>
          {state !== 'taken' && (
            <>
              <Button
                variant="secondary"
                isPending={isResending}
                isDisabled={isVerifying}
                pendingLabel="Envoi du code en cours"
                onPress={() => void resend()}
              >
                Renvoyer le code
              </Button>
              <Button
                type="submit"
                isDisabled={code.length !== OTP_LENGTH || state !== 'ready' || isResending}
                isPending={isVerifying}
                pendingLabel="Vérification du code en cours"
              >
                Valider
              </Button>
            </>
          )}
        </div>
      </form>
    </Dialog>
  )
}
