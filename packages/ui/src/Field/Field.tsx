import type { ReactNode } from 'react'
import { FieldError, Label, Text } from 'react-aria-components'
import type { ValidationResult } from 'react-aria-components'
import * as styles from './Field.css'

/** Props every labelled field of the kit accepts. */
export interface FieldBaseProps {
  /** Visible label (RGAA 11.1: every field has a label). */
  label: ReactNode
  /** Help text linked with aria-describedby (RGAA 11.10: expected format is given). */
  description?: ReactNode
  /** French error shown when the field is invalid, or a function of the validation result. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode)
}

export function FieldLabel({ children, isRequired }: { children: ReactNode; isRequired?: boolean }) {
  return (
    <Label className={styles.label}>
      {children}
      {/* The asterisk is decorative: required-ness is conveyed by aria-required on the input. */}
      {isRequired && (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      )}
    </Label>
  )
}

export function FieldDescription({ children }: { children?: ReactNode }) {
  if (!children) return null
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  )
}

export function FieldErrorMessage({ children }: { children?: FieldBaseProps['errorMessage'] }) {
  return (
    <FieldError className={styles.error}>
      {(validation) =>
        typeof children === 'function'
          ? children(validation)
          : (children ?? validation.validationErrors.join(' '))
      }
    </FieldError>
  )
}

export { styles as fieldStyles }
