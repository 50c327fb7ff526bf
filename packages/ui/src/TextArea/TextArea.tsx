import { TextArea as AriaTextArea, TextField as AriaTextField } from 'react-aria-components'
import type { TextFieldProps as AriaTextFieldProps } from 'react-aria-components'
import { FieldDescription, FieldErrorMessage, FieldLabel, fieldStyles } from '../Field'
import type { FieldBaseProps } from '../Field'
import * as styles from './TextArea.css'

export interface TextAreaProps extends Omit<AriaTextFieldProps, 'children' | 'className'>, FieldBaseProps {
  placeholder?: string
  rows?: number
  className?: string
}

export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  className,
  ...props
}: TextAreaProps) {
  return (
    <AriaTextField {...props} className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <AriaTextArea
        className={`${fieldStyles.input} ${styles.textarea}`}
        placeholder={placeholder}
        rows={rows}
      />
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaTextField>
  )
}
