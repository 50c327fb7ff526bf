import {
  Button as AriaButton,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  Group,
  Popover,
} from 'react-aria-components'
import type { DatePickerProps as AriaDatePickerProps, DateValue } from 'react-aria-components'
import { Calendar } from '../Calendar'
import { FieldDescription, FieldErrorMessage, FieldLabel, fieldStyles } from '../Field'
import type { FieldBaseProps } from '../Field'
import * as styles from './DateInput.css'

export const CalendarIcon = () => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 20 20"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
  >
    <rect x="3" y="4" width="14" height="13" rx="2" />
    <path d="M3 8h14M7 2v4M13 2v4" />
  </svg>
)

export interface DatePickerProps<T extends DateValue>
  extends Omit<AriaDatePickerProps<T>, 'children' | 'className'>, FieldBaseProps {
  className?: string
}

/**
 * A date typed segment by segment (jj/mm/aaaa under fr-FR) or picked from a calendar.
 * Values are @internationalized/date objects (`parseDate('2026-11-24')`), free of time-zone surprises.
 */
export function DatePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  className,
  ...props
}: DatePickerProps<T>) {
  return (
    <AriaDatePicker
      firstDayOfWeek="mon"
      {...props}
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Group className={styles.group}>
        <DateInput className={styles.input}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <AriaButton className={styles.button}>
          <CalendarIcon />
        </AriaButton>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      <Popover className={styles.popover}>
        <Dialog>
          <Calendar />
        </Dialog>
      </Popover>
    </AriaDatePicker>
  )
}
