import {
  Button as AriaButton,
  DateInput,
  DateRangePicker as AriaDateRangePicker,
  DateSegment,
  Dialog,
  Group,
  Popover,
} from 'react-aria-components'
import type { DateRangePickerProps as AriaDateRangePickerProps, DateValue } from 'react-aria-components'
import { RangeCalendar } from '../Calendar'
import { CalendarIcon } from '../DatePicker/DatePicker'
import * as styles from '../DatePicker/DateInput.css'
import { FieldDescription, FieldErrorMessage, FieldLabel, fieldStyles } from '../Field'
import type { FieldBaseProps } from '../Field'

export interface DateRangePickerProps<T extends DateValue>
  extends Omit<AriaDateRangePickerProps<T>, 'children' | 'className'>, FieldBaseProps {
  className?: string
}

/** A period (statistics, agenda export): two date inputs and a range calendar. */
export function DateRangePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  className,
  ...props
}: DateRangePickerProps<T>) {
  return (
    <AriaDateRangePicker
      firstDayOfWeek="mon"
      {...props}
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Group className={styles.group}>
        <DateInput slot="start" className={styles.input}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <span aria-hidden="true" className={styles.dash}>
          –
        </span>
        <DateInput slot="end" className={styles.input}>
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
          <RangeCalendar />
        </Dialog>
      </Popover>
    </AriaDateRangePicker>
  )
}
