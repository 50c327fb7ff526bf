import { Button as AriaButton, Input, SearchField as AriaSearchField } from 'react-aria-components'
import type { SearchFieldProps as AriaSearchFieldProps } from 'react-aria-components'
import { FieldDescription, FieldErrorMessage, FieldLabel, fieldStyles } from '../Field'
import type { FieldBaseProps } from '../Field'
import * as styles from './SearchField.css'

export interface SearchFieldProps
  extends Omit<AriaSearchFieldProps, 'children' | 'className'>, FieldBaseProps {
  placeholder?: string
  className?: string
}

/** Escape clears, Enter submits (`onSubmit`); the clear button is hidden while empty. */
export function SearchField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ...props
}: SearchFieldProps) {
  return (
    <AriaSearchField
      {...props}
      className={[fieldStyles.field, styles.field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel>{label}</FieldLabel>
      <div className={styles.wrap}>
        <svg
          className={styles.icon}
          width="18"
          height="18"
          viewBox="0 0 20 20"
          fill="none"
          aria-hidden="true"
        >
          <circle cx="9" cy="9" r="6" stroke="currentColor" strokeWidth="2" />
          <path d="M14 14l4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <Input className={`${fieldStyles.input} ${styles.input}`} placeholder={placeholder} />
        <AriaButton className={styles.clear} aria-label="Effacer la recherche">
          <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true">
            <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </AriaButton>
      </div>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaSearchField>
  )
}
