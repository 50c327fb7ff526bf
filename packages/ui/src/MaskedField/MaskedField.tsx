import { Input, TextField as AriaTextField } from 'react-aria-components'
import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components'
import { FieldDescription, FieldErrorMessage, FieldLabel, fieldStyles } from '../Field'
import type { FieldBaseProps } from '../Field'
import { useControllableState } from '../utils/useControllableState'
import { applyMask } from './mask'
import type { MaskDefinition } from './mask'

export interface MaskedFieldProps
  extends
    Omit<AriaTextFieldProps, 'children' | 'className' | 'value' | 'defaultValue' | 'onChange'>,
    FieldBaseProps {
  /** A preset from `masks` (nir, rpps, finess, siret) or your own `{ mask, tokens }`. */
  mask: MaskDefinition
  /** The raw value, without the mask's literals (what the API stores). */
  value?: string
  defaultValue?: string
  onChange?: (raw: string) => void
  /** Called when every token of the mask is filled (e.g. look the FINESS up at 9 digits). */
  onComplete?: (raw: string) => void
  placeholder?: string
  className?: string
}

export function MaskedField({
  label,
  description,
  errorMessage,
  mask,
  value,
  defaultValue = '',
  onChange,
  onComplete,
  placeholder,
  className,
  ...props
}: MaskedFieldProps) {
  const [raw, setRaw] = useControllableState(value, defaultValue, onChange)
  const { display } = applyMask(raw, mask)
  return (
    <AriaTextField
      {...props}
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
      value={display}
      onChange={(text) => {
        const next = applyMask(text, mask)
        if (next.raw === raw) return
        setRaw(next.raw)
        if (next.isComplete) onComplete?.(next.raw)
      }}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Input className={fieldStyles.input} placeholder={placeholder} maxLength={mask.mask.length} />
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaTextField>
  )
}
