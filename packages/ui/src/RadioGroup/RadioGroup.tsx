import type { ReactNode } from 'react'
import { Radio as AriaRadio, RadioGroup as AriaRadioGroup } from 'react-aria-components'
import type {
  RadioGroupProps as AriaRadioGroupProps,
  RadioProps as AriaRadioProps,
} from 'react-aria-components'
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../Field'
import type { FieldBaseProps } from '../Field'
import * as styles from './RadioGroup.css'

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children' | 'className'>, FieldBaseProps {
  children: ReactNode
  className?: string
}

export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  className,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} className={[styles.group, className].filter(Boolean).join(' ')}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <div className={styles.options}>{children}</div>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaRadioGroup>
  )
}

export interface RadioProps extends Omit<AriaRadioProps, 'children' | 'className'> {
  children: ReactNode
}

export function Radio({ children, ...props }: RadioProps) {
  return (
    <AriaRadio {...props} className={styles.radio}>
      <span className={styles.circle} aria-hidden="true" />
      {children}
    </AriaRadio>
  )
}
