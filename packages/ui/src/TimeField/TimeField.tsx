import { DateInput, DateSegment, TimeField as AriaTimeField } from 'react-aria-components'
import type { TimeFieldProps as AriaTimeFieldProps, TimeValue } from 'react-aria-components'
import * as styles from '../DatePicker/DateInput.css'
import { FieldDescription, FieldErrorMessage, FieldLabel, fieldStyles } from '../Field'
import type { FieldBaseProps } from '../Field'

export interface TimeFieldProps<T extends TimeValue>
  extends Omit<AriaTimeFieldProps<T>, 'children' | 'className'>, FieldBaseProps {
  className?: string
}

/** HH:mm on a 24-hour clock whatever the browser's locale; arrows change the focused segment. */
export function TimeField<T extends TimeValue>({
  label,
  description,
  errorMessage,
  className,
  ...props
}: TimeFieldProps<T>) {
  return (
    <AriaTimeField
      hourCycle={24}
      shouldForceLeadingZeros
      {...props}
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <DateInput className={`${styles.group} ${styles.input}`}>
        {(segment) => <DateSegment segment={segment} className={styles.segment} />}
      </DateInput>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaTimeField>
  )
}
