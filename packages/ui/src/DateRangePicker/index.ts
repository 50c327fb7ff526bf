export { DateRangePicker } from './DateRangePicker'
export type { DateRangePickerProps } from './DateRangePicker'
