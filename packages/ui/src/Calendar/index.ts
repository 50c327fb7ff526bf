export { Calendar, RangeCalendar } from './Calendar'
export type { CalendarProps, RangeCalendarProps } from './Calendar'
