import { Button as AriaButton, Group, Input, NumberField as AriaNumberField } from 'react-aria-components'
import type { NumberFieldProps as AriaNumberFieldProps } from 'react-aria-components'
import { FieldDescription, FieldErrorMessage, FieldLabel, fieldStyles } from '../Field'
import type { FieldBaseProps } from '../Field'
import * as styles from './NumberField.css'

export interface NumberFieldProps
  extends Omit<AriaNumberFieldProps, 'children' | 'className'>, FieldBaseProps {
  className?: string
}

/** Numbers in the French format (1 234,5); arrows and PageUp/PageDown step, the buttons are labelled by react-aria. */
export function NumberField({ label, description, errorMessage, className, ...props }: NumberFieldProps) {
  return (
    <AriaNumberField {...props} className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Group className={styles.group}>
        <AriaButton slot="decrement" className={styles.step}>
          −
        </AriaButton>
        <Input className={`${fieldStyles.input} ${styles.input}`} />
        <AriaButton slot="increment" className={styles.step}>
          +
        </AriaButton>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaNumberField>
  )
}
