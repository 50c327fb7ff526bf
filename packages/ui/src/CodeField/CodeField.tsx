import { Input, TextField as AriaTextField } from 'react-aria-components'
import { FieldDescription, FieldErrorMessage, FieldLabel, fieldStyles } from '../Field'
import type { FieldBaseProps } from '../Field'
import { useControllableState } from '../utils/useControllableState'
import * as styles from './CodeField.css'

export const CODE_LENGTH = 8

export interface CodeFieldProps extends FieldBaseProps {
  value?: string
  defaultValue?: string
  onChange?: (code: string) => void
  /** Called when the 8th character is entered. */
  onComplete?: (code: string) => void
  isDisabled?: boolean
  isInvalid?: boolean
  isRequired?: boolean
  autoFocus?: boolean
  name?: string
  className?: string
}

/** The 8-character recovery code (lowercase letters and digits); upper case is folded, other characters dropped. */
export function CodeField({
  label,
  description,
  errorMessage,
  value,
  defaultValue = '',
  onChange,
  onComplete,
  className,
  ...props
}: CodeFieldProps) {
  const [code, setCode] = useControllableState(value, defaultValue, onChange)
  return (
    <AriaTextField
      {...props}
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
      value={code}
      autoComplete="off"
      onChange={(text) => {
        const next = text
          .toLowerCase()
          .replace(/[^a-z0-9]/g, '')
          .slice(0, CODE_LENGTH)
        if (next === code) return
        setCode(next)
        if (next.length === CODE_LENGTH) onComplete?.(next)
      }}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Input className={`${fieldStyles.input} ${styles.input}`} spellCheck={false} autoCapitalize="none" />
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaTextField>
  )
}
