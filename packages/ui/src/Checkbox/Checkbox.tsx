import { useId } from 'react'
import type { ReactNode } from 'react'
import { Checkbox as AriaCheckbox } from 'react-aria-components'
import type { CheckboxProps as AriaCheckboxProps } from 'react-aria-components'
import { fieldStyles } from '../Field'
import * as styles from './Checkbox.css'

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children' | 'className'> {
  /** The label: clicking it toggles the box. */
  children: ReactNode
  /** Extra line under the label (part of the accessible name, so keep it short). */
  description?: ReactNode
  /** French error shown under the box while `isInvalid` (e.g. terms not accepted). */
  errorMessage?: ReactNode
  className?: string
}

export function Checkbox({ children, description, errorMessage, className, ...props }: CheckboxProps) {
  const errorId = useId()
  const showError = Boolean(props.isInvalid && errorMessage)
  return (
    <div className={styles.wrapper}>
      <AriaCheckbox
        {...props}
        aria-describedby={
          [props['aria-describedby'], showError ? errorId : undefined].filter(Boolean).join(' ') || undefined
        }
        className={[styles.checkbox, className].filter(Boolean).join(' ')}
      >
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={styles.box} aria-hidden="true">
              {isIndeterminate ? (
                <svg width="14" height="14" viewBox="0 0 14 14">
                  <path d="M3 7h8" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
                </svg>
              ) : isSelected ? (
                <svg width="14" height="14" viewBox="0 0 14 14" fill="none">
                  <path
                    d="M2.5 7.5l3 3 6-7"
                    stroke="currentColor"
                    strokeWidth="2.5"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              ) : null}
            </span>
            <span className={styles.content}>
              <span>{children}</span>
              {description && <span className={styles.description}>{description}</span>}
            </span>
          </>
        )}
      </AriaCheckbox>
      {showError && (
        <span id={errorId} className={fieldStyles.error}>
          {errorMessage}
        </span>
      )}
    </div>
  )
}
