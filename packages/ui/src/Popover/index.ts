export { Popover, PopoverTrigger, popoverStyles } from './Popover'
export type { PopoverProps } from './Popover'
