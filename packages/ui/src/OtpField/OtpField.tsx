import { useRef } from 'react'
import type { CSSProperties } from 'react'
import { Input, TextField as AriaTextField } from 'react-aria-components'
import { FieldDescription, FieldErrorMessage, FieldLabel, fieldStyles } from '../Field'
import type { FieldBaseProps } from '../Field'
import { useControllableState } from '../utils/useControllableState'
import * as styles from './OtpField.css'

export interface OtpFieldProps extends Partial<Pick<FieldBaseProps, 'label'>>, Omit<FieldBaseProps, 'label'> {
  value?: string
  defaultValue?: string
  onChange?: (code: string) => void
  /** Called once when the sixth digit is entered (typed, pasted or autofilled). */
  onComplete?: (code: string) => void
  length?: number
  isDisabled?: boolean
  isInvalid?: boolean
  isRequired?: boolean
  autoFocus?: boolean
  name?: string
  className?: string
}

/**
 * One input rather than six: a screen reader announces one field with one label and reads the code
 * as typed, SMS autofill (`autocomplete="one-time-code"`) fills it in one go, and paste just works.
 * The boxes are a picture of that input's value, hidden from assistive technologies.
 */
export function OtpField({
  label = 'Code de vérification',
  description = 'Saisissez les 6 chiffres reçus.',
  errorMessage,
  value,
  defaultValue = '',
  onChange,
  onComplete,
  length = 6,
  isDisabled,
  isInvalid,
  isRequired,
  autoFocus,
  name,
  className,
}: OtpFieldProps) {
  const [code, setCode] = useControllableState(value, defaultValue, onChange)
  const completed = useRef<string | null>(null)

  const handleChange = (raw: string) => {
    const next = raw.replace(/\D/g, '').slice(0, length)
    setCode(next)
    if (next.length === length && completed.current !== next) {
      completed.current = next
      onComplete?.(next)
    } else if (next.length < length) {
      completed.current = null
    }
  }

  return (
    <AriaTextField
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
      value={code}
      onChange={handleChange}
      isDisabled={isDisabled}
      isInvalid={isInvalid}
      isRequired={isRequired}
      autoFocus={autoFocus}
      name={name}
      inputMode="numeric"
      autoComplete="one-time-code"
    >
      {({ isDisabled: disabled, isInvalid: invalid }) => (
        <>
          <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
          <div
            className={styles.boxes}
            style={{ '--otp-length': length } as CSSProperties}
            data-invalid={invalid || undefined}
            data-disabled={disabled || undefined}
          >
            {Array.from({ length }, (_, i) => (
              <span
                key={i}
                className={styles.box}
                aria-hidden="true"
                data-active={i === Math.min(code.length, length - 1) || undefined}
              >
                {code[i] ?? ''}
              </span>
            ))}
            <Input className={styles.input} />
          </div>
          <FieldDescription>{description}</FieldDescription>
          <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
        </>
      )}
    </AriaTextField>
  )
}
