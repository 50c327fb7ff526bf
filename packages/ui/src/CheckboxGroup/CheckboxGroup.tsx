import type { ReactNode } from 'react'
import { CheckboxGroup as AriaCheckboxGroup } from 'react-aria-components'
import type { CheckboxGroupProps as AriaCheckboxGroupProps } from 'react-aria-components'
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../Field'
import type { FieldBaseProps } from '../Field'
import * as styles from './CheckboxGroup.css'

export interface CheckboxGroupProps
  extends Omit<AriaCheckboxGroupProps, 'children' | 'className'>, FieldBaseProps {
  /** `Checkbox` elements with a `value`. */
  children: ReactNode
  orientation?: 'vertical' | 'horizontal'
  className?: string
}

/** A labelled group of checkboxes; `value` is the array of checked values. */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  children,
  orientation = 'vertical',
  className,
  ...props
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup {...props} className={[styles.group, className].filter(Boolean).join(' ')}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <div className={styles.items({ orientation })}>{children}</div>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaCheckboxGroup>
  )
}
