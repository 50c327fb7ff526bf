// Step 2: the 6-digit code, sent at the sixth digit. 'Annuler' returns to the first step.
import { useState } from 'react'
import { Button, OtpField } from '@relais/ui'
import { OTP_LENGTH } from '@relais/domain'
import * as styles from './LoginPage.css.ts'

export interface CodeStepProps {
  destination: string
  error: string | null
  isVerifying: boolean
  isResending: boolean
  onComplete: (code: string) => Promise<void>
  onResend: () => Promise<boolean>
  onCancel: () => void
}

export function CodeStep({
  destination,
  error,
  isVerifying,
  isResending,
  onComplete,
  onResend,
  onCancel,
}: CodeStepProps) {
  const [code, setCode] = useState('')
  const [resent, setResent] = useState(false)
  const complete = code.length === OTP_LENGTH && /^\d+$/.test(code)

  const submit = async (value: string) => {
    await onComplete(value)
    // A wrong code is cleared so the next try starts from an empty field.
    setCode('')
  }

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (complete) void submit(code)
      }}
    >
      <p className={styles.lead}>
        Saisissez le code à {OTP_LENGTH} chiffres envoyé à{' '}
        <strong className={styles.destination}>{destination}</strong>. Il est valable 10 minutes.
      </p>
      <OtpField
        label="Code de connexion"
        value={code}
        onChange={setCode}
        onComplete={(value) => void submit(value)}
        isInvalid={Boolean(error)}
        errorMessage={error ?? undefined}
        isDisabled={isVerifying}
        autoFocus
      />
      <Button type="submit" isDisabled={!complete} isPending={isVerifying}>
        Valider
      </Button>
      <div className={styles.row}>
        <Button variant="ghost" onPress={onCancel}>
          Annuler
        </Button>
        <Button
          variant="ghost"
          isPending={isResending}
          onPress={async () => {
            setResent(await onResend())
          }}
        >
          Renvoyer un code
        </Button>
      </div>
      {resent && (
        <p role="status" className={styles.muted}>
          Un nouveau code a été envoyé.
        </p>
      )}
    </form>
  )
}
