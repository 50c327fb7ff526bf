import {
  Button as AriaButton,
  Calendar as AriaCalendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  RangeCalendar as AriaRangeCalendar,
} from 'react-aria-components'
import type {
  CalendarProps as AriaCalendarProps,
  DateValue,
  RangeCalendarProps as AriaRangeCalendarProps,
} from 'react-aria-components'
import * as styles from './Calendar.css'

function Header() {
  return (
    <div className={styles.header}>
      <AriaButton slot="previous" className={styles.nav}>
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
          <path d="M10 3L5 8l5 5" stroke="currentColor" strokeWidth="2" fill="none" />
        </svg>
      </AriaButton>
      <Heading className={styles.heading} />
      <AriaButton slot="next" className={styles.nav}>
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
          <path d="M6 3l5 5-5 5" stroke="currentColor" strokeWidth="2" fill="none" />
        </svg>
      </AriaButton>
    </div>
  )
}

function Grid({ range }: { range?: boolean }) {
  return (
    <CalendarGrid className={styles.grid} weekdayStyle="short">
      <CalendarGridHeader>
        {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
      </CalendarGridHeader>
      <CalendarGridBody>
        {(date) => (
          <CalendarCell date={date} className={range ? `${styles.cell} ${styles.rangeCell}` : styles.cell} />
        )}
      </CalendarGridBody>
    </CalendarGrid>
  )
}

export interface CalendarProps<T extends DateValue> extends Omit<AriaCalendarProps<T>, 'className'> {
  className?: string
}

/** Month grid; weeks start on Monday (the French convention), arrows move by day, PageUp/PageDown by month. */
export function Calendar<T extends DateValue>({ className, ...props }: CalendarProps<T>) {
  return (
    <AriaCalendar
      firstDayOfWeek="mon"
      {...props}
      className={[styles.calendar, className].filter(Boolean).join(' ')}
    >
      <Header />
      <Grid />
    </AriaCalendar>
  )
}

export interface RangeCalendarProps<T extends DateValue> extends Omit<
  AriaRangeCalendarProps<T>,
  'className'
> {
  className?: string
}

export function RangeCalendar<T extends DateValue>({ className, ...props }: RangeCalendarProps<T>) {
  return (
    <AriaRangeCalendar
      firstDayOfWeek="mon"
      {...props}
      className={[styles.calendar, className].filter(Boolean).join(' ')}
    >
      <Header />
      <Grid range />
    </AriaRangeCalendar>
  )
}
