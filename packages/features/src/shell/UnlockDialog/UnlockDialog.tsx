// 'Déverrouiller vos données' (the spec's vault unlock and errors): the two-person-rule code on a new device.
// It asks for a code as it opens (for saving a first backup in registration mode, for releasing the backup
// in retrieval mode) — the key store's, or where Seald is configured SSKS's challenge, sent through the
// API — says where the code went, and unlocks at the eighth valid character or with 'Valider'. 'Already
// registered' is not an error: the identity exists, so it is retrieved; a 404 on retrieval creates it.
// 'Invalid challenge' → 'Code invalide'; anything else 'Erreur inconnue: …'.
// An alertdialog: it cannot be dismissed, only completed or left by logging out.
import { useEffect, useRef, useState } from 'react'
import { Button, CodeField, Dialog } from '@relais/ui'
import { isVaultCodeComplete, VAULT_CODE_FORMAT_MESSAGE, vaultErrorMessage } from '@relais/domain'
import type { User } from '@relais/api-client'
import {
  AlreadyRegisteredError,
  IdentityNotFoundError,
  mustDropLocalStore,
  type VaultPort,
} from '@relais/vault'
import { useAppConfig } from '../../core/config/AppConfig.tsx'
import type { VaultPorts } from '../../core/vault/vault-ports.ts'
import { DevVaultCodeHint } from './DevVaultCodeHint.tsx'
import * as styles from './UnlockDialog.css.ts'

const UNLOCK_DIALOG_TITLE = 'Déverrouiller vos données'

export type UnlockMode = 'register' | 'retrieve'

export interface UnlockDialogProps {
  vault: VaultPort
  ports: VaultPorts
  user: User
  /** register: the user has no identity yet; retrieve: they have one, not on this device. */
  initialMode: UnlockMode
  onUnlocked: (vault: VaultPort) => void
  /** A corrupt local key store or a wrong signing key: the caller drops the store and reloads. */
  onMustDropLocalStore: (error: unknown) => void
  onLogout: () => void | Promise<void>
}

type Sending =
  | { state: 'sending' }
  | { state: 'sent'; channel: 'email' | 'sms'; validityMinutes: number }
  | { state: 'failed'; message: string }

const LEAD: Record<UnlockMode, string> = {
  register:
    'Vos données de santé sont chiffrées de bout en bout. Pour créer votre clé de chiffrement, confirmez votre identité avec le code à 8 caractères que nous vous envoyons.',
  retrieve:
    'Vous utilisez un nouvel appareil. Pour retrouver l’accès à vos données chiffrées, saisissez le code à 8 caractères que nous vous envoyons.',
}

function telecomOf(user: User, system: 'EMAIL' | 'PHONE'): string | undefined {
  return user.profile?.telecom?.find((t) => t.system === system)?.value
}

/** Where the key store sent the code, as the user knows it. */
function destinationOf(user: User, channel: 'email' | 'sms'): string {
  return channel === 'email'
    ? (telecomOf(user, 'EMAIL') ?? 'votre adresse email')
    : (telecomOf(user, 'PHONE') ?? 'votre téléphone')
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** '10 minutes', '6 heures'. */
function validityOf(minutes: number): string {
  if (minutes < 60 || minutes % 60 !== 0) return `${minutes} minutes`
  const hours = minutes / 60
  return hours === 1 ? '1 heure' : `${hours} heures`
}

export function UnlockDialog({
  vault,
  ports,
  user,
  initialMode,
  onUnlocked,
  onMustDropLocalStore,
  onLogout,
}: UnlockDialogProps) {
  const { envMode } = useAppConfig()
  const [mode, setMode] = useState(initialMode)
  // Each request for a code has a number: a mode switch or 'Renvoyer un code' asks for the next one.
  const [request, setRequest] = useState(0)
  const [sending, setSending] = useState<Sending>({ state: 'sending' })
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [isVerifying, setVerifying] = useState(false)
  const [isLoggingOut, setLoggingOut] = useState(false)
  const asked = useRef<number | null>(null)
  const verifying = useRef(false)

  useEffect(() => {
    // Only the newest code counts: ask once per request, also under React's strict double effects.
    if (asked.current === request) return
    asked.current = request
    const isCurrent = () => asked.current === request
    setSending({ state: 'sending' })
    ports.challenges.requestChallenge(user.id, { isRegistering: mode === 'register' }).then(
      ({ channel, validityMinutes }) =>
        isCurrent() && setSending({ state: 'sent', channel, validityMinutes }),
      (failure: unknown) => isCurrent() && setSending({ state: 'failed', message: messageOf(failure) }),
    )
  }, [request, mode, ports, user.id])

  const switchMode = (next: UnlockMode) => {
    setMode(next)
    setCode('')
    setError(null)
    setRequest((n) => n + 1)
  }

  const submit = async (value: string) => {
    if (!isVaultCodeComplete(value)) {
      setError(VAULT_CODE_FORMAT_MESSAGE)
      return
    }
    if (verifying.current) return
    verifying.current = true
    setVerifying(true)
    setError(null)
    try {
      const appServerShare = await ports.appServerShare.getShare(user.id)
      const twoPersonRule = { userId: user.id, challenge: value, keyStore: ports.keyStore, appServerShare }
      if (mode === 'register') await vault.registerIdentity(twoPersonRule)
      else await vault.recoverIdentity(twoPersonRule)
      onUnlocked(vault)
    } catch (failure) {
      if (mustDropLocalStore(failure)) onMustDropLocalStore(failure)
      // 'Already registered' is ignored: the identity exists, so this device retrieves it.
      else if (failure instanceof AlreadyRegisteredError) switchMode('retrieve')
      // 404 on identity retrieval: the identity is created.
      else if (failure instanceof IdentityNotFoundError) switchMode('register')
      else {
        setError(vaultErrorMessage(messageOf(failure)))
        setCode('')
      }
    } finally {
      verifying.current = false
      setVerifying(false)
    }
  }

  const fieldError = error ?? (sending.state === 'failed' ? vaultErrorMessage(sending.message) : null)

  return (
    <Dialog role="alertdialog" title={UNLOCK_DIALOG_TITLE} isOpen isDismissable={false}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void submit(code)
        }}
      >
        <p className={styles.lead}>{LEAD[mode]}</p>
        <p role="status" className={styles.status}>
          {sending.state === 'sending' && 'Envoi du code...'}
          {sending.state === 'sent' && (
            <>
              Un code a été envoyé à{' '}
              <strong className={styles.destination}>{destinationOf(user, sending.channel)}</strong>. Il est
              valable {validityOf(sending.validityMinutes)}.
            </>
          )}
        </p>
        {/* With Seald, SSKS sends the code itself: it never reaches the API's outbox. */}
        {envMode !== 'PROD' && !ports.seald && sending.state === 'sent' && (
          <DevVaultCodeHint recipient={destinationOf(user, sending.channel)} envMode={envMode} />
        )}
        <CodeField
          label="Code de déverrouillage"
          description="8 lettres minuscules ou chiffres"
          value={code}
          onChange={(next) => {
            setCode(next)
            if (error) setError(null)
          }}
          onComplete={(value) => void submit(value)}
          isInvalid={Boolean(fieldError)}
          errorMessage={fieldError ?? undefined}
          // Not disabled while verifying: a disabled field loses focus, and a wrong code is retyped at once.
          isRequired
          autoFocus
        />
        <Button type="submit" isPending={isVerifying} pendingLabel="Déverrouillage en cours">
          Valider
        </Button>
        <div className={styles.row}>
          <Button
            variant="ghost"
            isPending={isLoggingOut}
            isDisabled={isVerifying}
            onPress={async () => {
              setLoggingOut(true)
              try {
                await onLogout()
              } finally {
                setLoggingOut(false)
              }
            }}
          >
            Se déconnecter
          </Button>
          <Button
            variant="ghost"
            isPending={sending.state === 'sending'}
            isDisabled={isVerifying}
            onPress={() => {
              setError(null)
              setRequest((n) => n + 1)
            }}
          >
            Renvoyer un code
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
